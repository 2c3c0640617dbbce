import {
  DEFAULT_LOCALE,
  SUPPORTED_LOCALES,
  isSupportedLocale,
  localeForCountry,
  resolveLocale,
} from './locales';

describe('locales', () => {
  it('supports the five product locales with es-MX as the default', () => {
    expect(SUPPORTED_LOCALES).toEqual(['es-MX', 'es-AR', 'es-PE', 'es-CO', 'en-US']);
    expect(DEFAULT_LOCALE).toBe('es-MX');
    expect(isSupportedLocale('es-AR')).toBe(true);
    expect(isSupportedLocale('es-EC')).toBe(false);
    expect(isSupportedLocale(42)).toBe(false);
  });

  it.each([
    ['es-AR', 'es-AR'],
    ['ES-ar', 'es-AR'],
    ['es_PE', 'es-PE'],
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['es', 'es-MX'],
    ['es-EC', 'es-MX'],
    ['pt-BR', 'es-MX'],
    ['', 'es-MX'],
  ])('resolves %j to %s', (requested, expected) => {
    expect(resolveLocale(requested)).toBe(expected);
  });

  it('resolves missing values to the default', () => {
    expect(resolveLocale(null)).toBe('es-MX');
    expect(resolveLocale(undefined)).toBe('es-MX');
  });

  it("prefers an exact match anywhere in the browser's list over a language match", () => {
    expect(resolveLocale(['fr-FR', 'en-GB', 'es-CO'])).toBe('es-CO');
    expect(resolveLocale(['fr-FR', 'en-GB'])).toBe('en-US');
    expect(resolveLocale([])).toBe('es-MX');
  });

  it.each([
    [1, 'es-AR'],
    [2, 'es-MX'],
    [180, 'es-PE'],
    [257, 'es-PE'],
    [46, 'es-CO'],
    [59, 'es-MX'],
    [95, 'es-MX'],
    [61, 'es-MX'],
    [999, 'es-MX'],
  ])('country %i speaks %s', (countryId, locale) => {
    expect(localeForCountry(countryId)).toBe(locale);
  });
});
