import { isSupportedLocale, type SupportedLocale } from '@barrio/shared/i18n';

/** sessionStorage: the choice lasts for the visit (this tab), not forever. */
const VISIT_LOCALE_KEY = 'barrio.visit_locale';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the locale then follows the URL alone.
    return null;
  }
}

/**
 * The locale the shopper chose for this visit: a supported `?locale=` (or the innovation
 * route's) is remembered, so that links without it — the cart, checkout, orders — keep it.
 */
export function visitLocale(requested: string | null): SupportedLocale | null {
  const store = sessionStore();
  if (isSupportedLocale(requested)) {
    try {
      store?.setItem(VISIT_LOCALE_KEY, requested);
    } catch {
      // A full or blocked storage only loses the memory, never the page.
    }
    return requested;
  }
  let remembered: string | null = null;
  try {
    remembered = store?.getItem(VISIT_LOCALE_KEY) ?? null;
  } catch {
    remembered = null;
  }
  return isSupportedLocale(remembered) ? remembered : null;
}
