import { visitLocale } from './visit-locale';

beforeEach(() => sessionStorage.clear());

describe('visitLocale', () => {
  it('remembers a chosen locale for the rest of the visit', () => {
    expect(visitLocale(null)).toBeNull();
    expect(visitLocale('en-US')).toBe('en-US');
    expect(visitLocale(null)).toBe('en-US');
  });

  it('lets a later choice replace it and ignores unsupported values', () => {
    visitLocale('en-US');
    expect(visitLocale('fr-FR')).toBe('en-US');
    expect(visitLocale('es-AR')).toBe('es-AR');
    expect(visitLocale(null)).toBe('es-AR');
  });
});
