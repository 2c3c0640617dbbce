import { startTransition, useEffect, useState } from 'react';
import { catalogueCache, type Catalogue, type CatalogueLoader } from './catalogue';

export interface CatalogueState {
  /** The catalogue to render with: the requested locale's, or the previous one while it loads. */
  messages: Catalogue | null;
  /** The locale `messages` belong to; lags behind the requested one while it downloads. */
  locale: string | null;
  failed: boolean;
}

interface Loaded {
  load: CatalogueLoader;
  locale: string;
  messages: Catalogue | null;
  failed: boolean;
}

/**
 * Loads `load(locale)` through the shared cache. While another locale downloads, the previous
 * catalogue keeps rendering so that switching language does not blank the screen.
 */
export function useCatalogue(
  load: CatalogueLoader,
  locale: string,
  onLoadError: (error: unknown) => void,
): CatalogueState {
  const cached = catalogueCache.peek(load, locale);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (catalogueCache.peek(load, locale)) return undefined;
    let active = true;
    catalogueCache.load(load, locale).then(
      // A catalogue's arrival renders the whole subtree it guards (a remote's page, the
      // shell's frame): as a transition, React renders it in slices that let input through
      // instead of one long task on a slow phone.
      (messages) => {
        if (active) startTransition(() => setLoaded({ load, locale, messages, failed: false }));
      },
      (error: unknown) => {
        if (!active) return;
        onLoadError(error);
        startTransition(() => setLoaded({ load, locale, messages: null, failed: true }));
      },
    );
    return () => {
      active = false;
    };
    // onLoadError is a reporting side channel; a new function identity must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, locale]);

  if (cached) return { messages: cached, locale, failed: false };
  if (loaded?.load === load && loaded.locale === locale) {
    return { messages: loaded.messages, locale, failed: loaded.failed };
  }
  const previous = loaded?.load === load && loaded.messages ? loaded : null;
  return { messages: previous?.messages ?? null, locale: previous?.locale ?? null, failed: false };
}
