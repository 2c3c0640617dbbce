/**
 * The page's language as the header names it. A locale of another country reads as the
 * language alone: Ecuador, Honduras and El Salvador are served es-MX, and "español de México"
 * there would name the wrong country.
 */
export function languageLabel(
  locale: string,
  countryIso: string | undefined,
  displayName: (tag: string) => string | undefined,
): string {
  let tag = locale;
  try {
    const parsed = new Intl.Locale(locale);
    if (parsed.region && countryIso && parsed.region !== countryIso.toUpperCase()) {
      tag = parsed.language;
    }
  } catch {
    // Not a well-formed tag: named as it is.
  }
  return displayName(tag) ?? locale;
}
