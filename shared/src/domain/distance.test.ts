import fc from 'fast-check';
import {
  DISTANCE_STYLES,
  blocksFor,
  distanceMeters,
  formatDistance,
  pickDistanceStyle,
  walkingMinutes,
} from './distance';

const buenosAires = { lat: -34.6037, lng: -58.3816 };
const mexicoCity = { lat: 19.4326, lng: -99.1332 };

describe('distanceMeters', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceMeters(buenosAires, buenosAires)).toBe(0);
    expect(distanceMeters(buenosAires, mexicoCity)).toBeCloseTo(
      distanceMeters(mexicoCity, buenosAires),
      6,
    );
  });

  it('uses an Earth diameter of 12742 km', () => {
    // a quarter of a meridian
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo(
      (Math.PI * 12742000) / 4,
      3,
    );
    // one degree of longitude on the equator
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(
      (Math.PI * 12742000) / 360,
      3,
    );
  });

  it('measures Buenos Aires to Mexico City at about 7 380 km', () => {
    const km = distanceMeters(buenosAires, mexicoCity) / 1000;
    expect(km).toBeGreaterThan(7300);
    expect(km).toBeLessThan(7450);
  });
});

describe('formatDistance', () => {
  it('shows metres up to 1 km', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(350.4)).toBe('350 m');
    expect(formatDistance(1000)).toBe('1000 m');
  });

  it('shows one decimal below 10 km and whole km above', () => {
    expect(formatDistance(1001)).toBe('1.0 km');
    expect(formatDistance(2345)).toBe('2.3 km');
    expect(formatDistance(9949)).toBe('9.9 km');
    expect(formatDistance(10000)).toBe('10 km');
    expect(formatDistance(12600)).toBe('13 km');
    expect(formatDistance(2345, 'metric', 'es-AR')).toBe('2,3 km');
  });

  it('shows blocks of 100 m', () => {
    expect(blocksFor(0)).toBe(0);
    expect(blocksFor(30)).toBe(1);
    expect(blocksFor(460)).toBe(5);
    expect(formatDistance(100, 'blocks')).toBe('1 cuadra');
    expect(formatDistance(1240, 'blocks')).toBe('12 cuadras');
  });

  it('shows walking minutes at 5 km/h', () => {
    expect(walkingMinutes(5000)).toBe(60);
    expect(walkingMinutes(1000)).toBe(12);
    expect(walkingMinutes(10)).toBe(1);
    expect(walkingMinutes(0)).toBe(0);
    expect(formatDistance(2500, 'walking')).toBe('30 min caminando');
  });

  it('treats invalid distances as zero', () => {
    expect(formatDistance(-5)).toBe('0 m');
    expect(formatDistance(Number.NaN, 'blocks')).toBe('0 cuadras');
  });

  const shownMeters = (text: string): number => {
    const [value = '', unit] = text.split(' ');
    return unit === 'km' ? Number(value) * 1000 : Number(value);
  };

  it('formats metres up to 1 km, one decimal below 10 km, whole km beyond', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 500_000, noNaN: true }), (m) => {
        const text = formatDistance(m);
        if (m <= 1000) expect(text).toMatch(/^\d+ m$/);
        else if (m < 10_000) expect(text).toMatch(/^\d+\.\d km$/);
        else expect(text).toMatch(/^\d+ km$/);
        expect(Math.abs(shownMeters(text) - m)).toBeLessThanOrEqual(m < 10_000 ? 50 : 500);
      }),
    );
  });

  it('is monotonic: a longer distance never shows a smaller value', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 500_000, noNaN: true }),
        fc.double({ min: 0, max: 500_000, noNaN: true }),
        (a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          for (const style of DISTANCE_STYLES) {
            const n = formatDistance(near, style);
            const f = formatDistance(far, style);
            const value = (t: string) =>
              style === 'metric' ? shownMeters(t) : Number(t.split(' ')[0]);
            expect(value(n)).toBeLessThanOrEqual(value(f));
          }
        },
      ),
    );
  });
});

describe('pickDistanceStyle', () => {
  it('keeps a stored style', () => {
    expect(pickDistanceStyle('blocks', () => 0)).toBe('blocks');
    expect(pickDistanceStyle('walking', () => 0.1)).toBe('walking');
  });

  it('picks at random when none or an invalid one is stored', () => {
    expect(pickDistanceStyle(null, () => 0)).toBe('metric');
    expect(pickDistanceStyle(undefined, () => 0.5)).toBe('blocks');
    expect(pickDistanceStyle('miles', () => 0.99)).toBe('walking');
    expect(pickDistanceStyle(null, () => 1)).toBe('walking');
    expect(DISTANCE_STYLES).toContain(pickDistanceStyle(null));
  });
});
