import type { IntlConfig, MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, resolveLocale, type TranslatedLocale } from './locales';

/**
 * A message as react-intl takes it: the ICU string of `<pkg>/src/lang/<locale>.json`, or, in
 * production bundles, its syntax tree, compiled at build time
 * (scripts/webpack/precompile-messages.cjs).
 */
export type CatalogueMessage = string | MessageFormatElement[];

/** A compiled catalogue as stored in `<pkg>/src/lang/<locale>.json`: `{ id: message }`. */
export type Catalogue = Record<string, CatalogueMessage>;

/**
 * A catalogue as an IntlProvider's `messages`. react-intl's type asks for all strings or all
 * syntax trees, but it formats each message as whichever it is, and a catalogue merged from
 * several (the shell's under a remote's) may mix them in tests and development builds.
 */
export function providerMessages(catalogue: Catalogue): IntlConfig['messages'] {
  return catalogue as IntlConfig['messages'];
}

export type CatalogueLoader = (locale: string) => Promise<Catalogue>;

/** What `import('./lang/xx.json')` resolves to under webpack, Jest and esbuild alike. */
export type CatalogueModule = { default: Catalogue } | Catalogue;

/** The locales translated from the source (es-MX), each with its catalogue's import. */
export type CatalogueImporters = Record<TranslatedLocale, () => Promise<CatalogueModule>>;

function unwrap(module: CatalogueModule): Catalogue {
  const inner = (module as { default?: unknown }).default;
  return inner !== null && typeof inner === 'object' ? (inner as Catalogue) : (module as Catalogue);
}

// The source locale's messages are the code's own: every descriptor carries its es-MX text as
// `defaultMessage` (compiled at build time, like the catalogues), src/lang/es-MX.json holds the
// same texts (scripts/i18n-check.mjs keeps the two equal), and react-intl formats a message
// missing from the catalogue from its `defaultMessage`, silently in the default locale. So
// es-MX needs no download: its catalogue is empty. It still arrives as a promise, like every
// catalogue: the subtree it guards then renders in its own transition, in slices (see
// use-catalogue.ts), where a catalogue at hand rendered it in the page's first, long task.
const SOURCE_LOCALE_CATALOGUE: Catalogue = Object.freeze({});

/**
 * Builds a package's `load(locale)` from one dynamic import per translated locale, so that
 * each catalogue is its own chunk, downloaded only when that locale is used. An id a locale
 * has not translated yet shows its Spanish `defaultMessage` (reported during development).
 */
export function createCatalogueLoader(importers: CatalogueImporters): CatalogueLoader {
  return async (requested: string) => {
    const locale = resolveLocale(requested);
    return locale === DEFAULT_LOCALE ? SOURCE_LOCALE_CATALOGUE : unwrap(await importers[locale]());
  };
}

/**
 * Remembers each loader's result per locale so that remounting, or a second remote using the
 * same loader, renders at once without a second download. Failures are forgotten so that a
 * later mount retries.
 */
export class CatalogueCache {
  private readonly pending = new WeakMap<CatalogueLoader, Map<string, Promise<Catalogue>>>();
  private readonly settled = new WeakMap<CatalogueLoader, Map<string, Catalogue>>();

  peek(load: CatalogueLoader, locale: string): Catalogue | undefined {
    return this.settled.get(load)?.get(locale);
  }

  load(load: CatalogueLoader, locale: string): Promise<Catalogue> {
    let byLocale = this.pending.get(load);
    if (!byLocale) {
      byLocale = new Map();
      this.pending.set(load, byLocale);
    }
    const existing = byLocale.get(locale);
    if (existing) return existing;
    const pendingForLoader = byLocale;
    const promise = load(locale).then(
      (catalogue) => {
        let done = this.settled.get(load);
        if (!done) {
          done = new Map();
          this.settled.set(load, done);
        }
        done.set(locale, catalogue);
        return catalogue;
      },
      (error: unknown) => {
        pendingForLoader.delete(locale);
        throw error;
      },
    );
    byLocale.set(locale, promise);
    return promise;
  }
}

export const catalogueCache = new CatalogueCache();
