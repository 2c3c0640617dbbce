import { COUNTRIES, COUNTRY, COUNTRY_IDS } from './table';

const byId = (id: number) => COUNTRIES.find((c) => c.id === id);

describe('COUNTRIES', () => {
  it('lists the eight countries with their ids and slugs', () => {
    expect(COUNTRIES.map((c) => [c.id, c.slug])).toEqual([
      [1, 'ar'],
      [2, 'mx'],
      [180, 'pe'],
      [46, 'co'],
      [59, 'ec'],
      [95, 'hn'],
      [61, 'sv'],
      [257, 'p2'],
    ]);
    expect(COUNTRY_IDS).toEqual([1, 2, 180, 46, 59, 95, 61, 257]);
    expect(COUNTRY).toEqual({ AR: 1, MX: 2, PE: 180, CO: 46, EC: 59, HN: 95, SV: 61, P2: 257 });
  });

  it('has the ISO codes, with the variant sharing PE', () => {
    expect(COUNTRIES.map((c) => c.iso)).toEqual(['AR', 'MX', 'PE', 'CO', 'EC', 'HN', 'SV', 'PE']);
  });

  it('uses S/ for Peru and the variant and $ elsewhere', () => {
    const soles = COUNTRIES.filter((c) => c.currencySymbol === 'S/').map((c) => c.id);
    expect(soles).toEqual([180, 257]);
    expect(COUNTRIES.filter((c) => c.currencySymbol === '$')).toHaveLength(6);
  });

  it('uses the blue theme for 46, 59, 95, 257 and 61 only', () => {
    const blue = COUNTRIES.filter((c) => c.theme === 'blue')
      .map((c) => c.id)
      .sort((a, b) => a - b);
    expect(blue).toEqual([46, 59, 61, 95, 257]);
    expect(byId(1)?.theme).toBe('default');
    expect(byId(2)?.theme).toBe('default');
    expect(byId(180)?.theme).toBe('default');
  });

  it('enables wallet-balance payment in 46 and 59 and the health-unit flow in 95', () => {
    expect(COUNTRIES.filter((c) => c.walletBalancePayment).map((c) => c.id)).toEqual([46, 59]);
    expect(COUNTRIES.filter((c) => c.healthUnitFlow).map((c) => c.id)).toEqual([95]);
  });

  it('has a locale per country', () => {
    expect(byId(1)?.locale).toBe('es-AR');
    expect(byId(2)?.locale).toBe('es-MX');
    expect(byId(180)?.locale).toBe('es-PE');
    expect(byId(257)?.locale).toBe('es-PE');
    expect(byId(46)?.locale).toBe('es-CO');
  });

  it('centres maps on Buenos Aires, Mexico City and central Peru', () => {
    const ar = byId(1)?.mapCenter;
    const mx = byId(2)?.mapCenter;
    const pe = byId(180)?.mapCenter;
    expect(ar?.lat).toBeCloseTo(-34.6, 1);
    expect(ar?.lng).toBeCloseTo(-58.38, 1);
    expect(mx?.lat).toBeCloseTo(19.43, 1);
    expect(mx?.lng).toBeCloseTo(-99.13, 1);
    expect(pe?.lat).toBeLessThan(-5);
    expect(pe?.lat).toBeGreaterThan(-14);
    expect(byId(257)?.mapCenter).toEqual(pe);
    for (const c of COUNTRIES) {
      expect(Math.abs(c.mapCenter.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(c.mapCenter.lng)).toBeLessThanOrEqual(180);
    }
  });

  it('has support contacts for 1, 2 and 59 only', () => {
    expect(COUNTRIES.filter((c) => c.support !== null).map((c) => c.id)).toEqual([1, 2, 59]);
    for (const c of COUNTRIES.filter((x) => x.support)) {
      expect(c.support?.phone).toMatch(new RegExp(`^\\+${c.dialCode}\\d{6,}$`));
      expect(c.support?.chatbotCode).toBeTruthy();
    }
  });
});
