import { countryById } from '../countries';

/** es-MX first: it is the source language and the fallback for any other Spanish. */
export const SUPPORTED_LOCALES = ['es-MX', 'es-AR', 'es-PE', 'es-CO', 'en-US'] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE = 'es-MX' satisfies SupportedLocale;

/** The locales translated from the source one. */
export type TranslatedLocale = Exclude<SupportedLocale, typeof DEFAULT_LOCALE>;

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

function canonical(tag: string): string {
  return tag.trim().replace('_', '-').toLowerCase();
}

/**
 * The supported locale closest to what was asked for (a tag or the browser's list): an exact
 * match wins, then the first supported locale of the same language, then es-MX.
 */
export function resolveLocale(
  requested: string | readonly string[] | null | undefined,
): SupportedLocale {
  const tags = (typeof requested === 'string' ? [requested] : (requested ?? [])).map(canonical);
  for (const tag of tags) {
    const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
  }
  for (const tag of tags) {
    const language = tag.split('-')[0];
    const sameLanguage = SUPPORTED_LOCALES.find(
      (locale) => locale.toLowerCase().split('-')[0] === language,
    );
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}

/** The locale a country's shops speak, from the country table; es-MX for unknown countries. */
export function localeForCountry(countryId: number | null | undefined): SupportedLocale {
  return resolveLocale(countryById(countryId)?.locale ?? DEFAULT_LOCALE);
}
