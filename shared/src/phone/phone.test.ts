import fc from 'fast-check';
import { countryById } from '../countries/lookup';
import { normalizePhone, parsePhone, phoneRegion } from './phone';

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
    // Ten digits: an Argentine area code and subscriber number, as a +549 number carries.
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{9}$/), (rest) => {
        expect(normalizePhone(`+549${rest}`, 1)).toBe(`+549${rest}`);
        expect(normalizePhone(`+54${rest}`, 1)).toBe(
          rest.startsWith('9') ? `+54${rest}` : `+549${rest}`,
        );
      }),
    );
  });
});

/** How people in each country type a mobile number, and its stored form. */
const LOCAL_FORMS: [number, string, string][] = [
  [1, '11 5555 0001', '+5491155550001'],
  [1, '011 15 5555 0001', '+5491155550001'],
  [2, '55 1234 5678', '+525512345678'],
  [2, '55 5555 0001', '+525555550001'],
  [180, '987 654 321', '+51987654321'],
  [257, '955 550 011', '+51955550011'],
  [46, '300 555 0001', '+573005550001'],
  [59, '099 555 0001', '+593995550001'],
  [95, '9555 0001', '+50495550001'],
  [61, '7555 0001', '+50375550001'],
];

describe('parsePhone', () => {
  it.each(LOCAL_FORMS)(
    'reads a local number of country %i (%s) as %s',
    (countryId, typed, e164) => {
      expect(parsePhone(typed, countryId)).toEqual({ ok: true, e164 });
      expect(normalizePhone(typed, countryId)).toBe(e164);
    },
  );

  it('reads the international form too, with or without the +', () => {
    expect(parsePhone('+52 55 1234 5678', 2)).toEqual({ ok: true, e164: '+525512345678' });
    expect(parsePhone('525512345678', 2)).toEqual({ ok: true, e164: '+525512345678' });
    expect(parsePhone('0052 55 1234 5678', 2)).toEqual({ ok: true, e164: '+525512345678' });
  });

  it('rejects numbers that are not of the shop’s country, too short or empty', () => {
    expect(parsePhone('12345', 2)).toEqual({ ok: false, problem: 'invalid' });
    expect(parsePhone('+51987654321', 2)).toEqual({ ok: false, problem: 'invalid' });
    expect(parsePhone(' - ', 2)).toEqual({ ok: false, problem: 'empty' });
  });

  it('knows only the storefront’s countries, with or without a shop country', () => {
    expect(parsePhone('+51 987 654 321')).toEqual({ ok: true, e164: '+51987654321' });
    expect(parsePhone('+34 612 345 678')).toEqual({ ok: false, problem: 'invalid' });
    expect(parsePhone('+34 612 345 678', 2)).toEqual({ ok: false, problem: 'invalid' });
    expect(normalizePhone('+34 612 345 678')).toBe('+34612345678');
  });

  const separators = fc.constantFrom(' ', '-', '.', '  ');

  it('ignores how the digits are grouped, in every country', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCAL_FORMS),
        fc.array(separators, { minLength: 20, maxLength: 20 }),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        ([countryId, typed, e164], seps, cuts) => {
          const digits = typed.replace(/\D/g, '');
          const regrouped = [...digits]
            .map((d, i) => (i > 0 && cuts[i] ? seps[i] : '') + d)
            .join('');
          expect(normalizePhone(regrouped, countryId)).toBe(e164);
        },
      ),
    );
  });

  it('gives a number of the shop’s country whenever it accepts one', () => {
    const ids = fc.constantFrom(...new Set(LOCAL_FORMS.map(([id]) => id)));
    fc.assert(
      fc.property(ids, fc.stringMatching(/^\+?[0-9 ]{1,16}$/), (id, raw) => {
        const parsed = parsePhone(raw, id);
        if (!parsed.ok) return;
        expect(parsed.e164).toMatch(/^\+[1-9]\d{7,14}$/);
        const dial = `+${countryById(id)?.dialCode ?? '?'}${id === 1 ? '9' : ''}`;
        expect(parsed.e164.startsWith(dial)).toBe(true);
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
