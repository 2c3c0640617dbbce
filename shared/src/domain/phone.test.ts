import fc from 'fast-check';
import { normalizePhone, phoneRegion } from './phone';

describe('normalizePhone', () => {
  it('adds a leading + when missing', () => {
    expect(normalizePhone('525555550001')).toBe('+525555550001');
    expect(normalizePhone('+525555550001', 2)).toBe('+525555550001');
    expect(normalizePhone('51955550001', 180)).toBe('+51955550001');
  });

  it('drops spaces and separators', () => {
    expect(normalizePhone(' +52 (55) 5555-0001 ', 2)).toBe('+525555550001');
  });

  it('forces +549 for country 1 from +54, 549, 54 and local forms', () => {
    expect(normalizePhone('+54 11 5555 0001', 1)).toBe('+5491155550001');
    expect(normalizePhone('+549 11 5555 0001', 1)).toBe('+5491155550001');
    expect(normalizePhone('5491155550001', 1)).toBe('+5491155550001');
    expect(normalizePhone('541155550001', 1)).toBe('+5491155550001');
    expect(normalizePhone('11 2345 6789', 1)).toBe('+5491123456789');
    expect(normalizePhone('011 2345 6789', 1)).toBe('+5491123456789');
  });

  it('leaves other countries without the Argentine prefix', () => {
    expect(normalizePhone('541155550001', 2)).toBe('+541155550001');
  });

  it('gives an empty string when there is no digit', () => {
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('  + ')).toBe('');
    expect(normalizePhone(null, 1)).toBe('');
  });

  const countryId = fc.constantFrom<number | undefined>(undefined, 1, 2, 180, 46, 59, 95, 61, 257);
  const phoneish = fc.stringMatching(/^\+?[0-9 ()-]{0,20}$/);

  it('is idempotent', () => {
    fc.assert(
      fc.property(phoneish, countryId, (raw, id) => {
        const once = normalizePhone(raw, id);
        expect(normalizePhone(once, id)).toBe(once);
      }),
    );
  });

  it('always starts with + followed by digits when the input has a digit', () => {
    fc.assert(
      fc.property(fc.string(), countryId, (raw, id) => {
        const out = normalizePhone(raw, id);
        if (/\d/.test(raw)) expect(out).toMatch(/^\+\d+$/);
        else expect(out).toBe('');
      }),
    );
  });

  it('always gives +549… for country 1', () => {
    fc.assert(
      fc.property(
        phoneish.filter((s) => /\d/.test(s)),
        (raw) => {
          expect(normalizePhone(raw, 1)).toMatch(/^\+549\d*$/);
        },
      ),
    );
  });

  it('keeps the digits of a +549 number for country 1', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{6,12}$/), (rest) => {
        expect(normalizePhone(`+549${rest}`, 1)).toBe(`+549${rest}`);
        expect(normalizePhone(`+54${rest}`, 1)).toBe(
          rest.startsWith('9') ? `+54${rest}` : `+549${rest}`,
        );
      }),
    );
  });
});

describe('phoneRegion', () => {
  it('maps ar, mx and pe, defaulting to mx', () => {
    expect(phoneRegion('ar')).toBe('ar');
    expect(phoneRegion('PE')).toBe('pe');
    expect(phoneRegion('p2')).toBe('pe');
    expect(phoneRegion('mx')).toBe('mx');
    expect(phoneRegion('co')).toBe('mx');
    expect(phoneRegion('xx')).toBe('mx');
    expect(phoneRegion()).toBe('mx');
    expect(phoneRegion(null)).toBe('mx');
  });

  it('accepts country ids', () => {
    expect(phoneRegion(1)).toBe('ar');
    expect(phoneRegion(180)).toBe('pe');
    expect(phoneRegion(257)).toBe('pe');
    expect(phoneRegion('1')).toBe('ar');
    expect(phoneRegion(46)).toBe('mx');
  });
});
