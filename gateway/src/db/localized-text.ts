import type { ContentTranslations } from './schema/core';

/**
 * A row's visible text (or a picture that carries text, such as a banner's) in the asked locale when it has a translation there; the original text
 * otherwise (no locale, an unknown one, or an empty translation).
 */
export function localizedText(
  original: string,
  translations: ContentTranslations | null | undefined,
  locale: string | undefined,
  field: 'name' | 'title' | 'image',
): string {
  if (!locale || !translations) return original;
  const text = translations[locale]?.[field];
  return typeof text === 'string' && text.trim() !== '' ? text : original;
}
