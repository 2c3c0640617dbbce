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

/** A catalogue as a provider renders with it: null, with `failed`, when it could not load. */
export interface CatalogueRead {
  messages: Catalogue | null;
  failed: boolean;
  error?: unknown;
}

/**
 * A promise that says whether it has settled, as React's `use` reads it: one already fulfilled
 * is read in the same render, without suspending.
 */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled'; value?: T };

function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result = promise as TrackedPromise<T>;
  result.status = 'pending';
  result.then(
    (value) => {
      result.status = 'fulfilled';
      result.value = value;
    },
    () => undefined,
  );
  return result;
}

function fulfilled<T>(value: T): TrackedPromise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/**
 * Remembers each loader's result per locale so that remounting, or a second remote using the
 * same loader, renders at once without a second download. Failures are forgotten so that a
 * later mount retries.
 */
export class CatalogueCache {
  private readonly pending = new WeakMap<CatalogueLoader, Map<string, Promise<Catalogue>>>();
  private readonly settled = new WeakMap<CatalogueLoader, Map<string, Catalogue>>();
  private readonly reads = new WeakMap<
    CatalogueLoader,
    Map<string, TrackedPromise<CatalogueRead>>
  >();

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

  /**
   * The catalogue as a promise that never rejects (a failure is its result, kept for the page's
   * life), the same one for every render (what React's `use` suspends on), fulfilled from the
   * start once downloaded, so that `use` reads it in the same render. For hydration: the
   * browser's render of the server's markup waits for the catalogue the server rendered with.
   */
  read(load: CatalogueLoader, locale: string): Promise<CatalogueRead> {
    let byLocale = this.reads.get(load);
    if (!byLocale) {
      byLocale = new Map();
      this.reads.set(load, byLocale);
    }
    const existing = byLocale.get(locale);
    if (existing) return existing;
    const messages = this.peek(load, locale);
    const read = messages
      ? fulfilled<CatalogueRead>({ messages, failed: false })
      : tracked(
          this.load(load, locale).then(
            (loaded): CatalogueRead => ({ messages: loaded, failed: false }),
            (error: unknown): CatalogueRead => ({ messages: null, failed: true, error }),
          ),
        );
    byLocale.set(locale, read);
    return read;
  }
}

export const catalogueCache = new CatalogueCache();
