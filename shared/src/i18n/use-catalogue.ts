import { startTransition, useEffect, useState } from 'react';
import { catalogueCache, type Catalogue, type CatalogueLoader } from './catalogue';

/** How a remote's catalogue that cannot be loaded is reported, by every way a remote adds one. */
export function reportRemoteCatalogueError(error: unknown): void {
  console.error('[intl] could not load a remote catalogue', error);
}

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

function cachedState(load: CatalogueLoader, locale: string): Loaded | null {
  const messages = catalogueCache.peek(load, locale);
  return messages ? { load, locale, messages, failed: false } : null;
}

/**
 * Loads `load(locale)` through the shared cache. While another locale downloads, the previous
 * catalogue keeps rendering so that switching language does not blank the screen.
 *
 * A catalogue already cached when the component mounts renders at once: so does every catalogue
 * of a page the browser hydrates, which the shell loads first (the server rendered with them). One that arrives later
 * is taken up only by its own update, which is a transition: the subtree it guards (a remote's
 * whole page, the shell's frame) then renders in slices that let input through, never inside
 * some other, blocking render that would happen to read the cache first.
 */
export function useCatalogue(
  load: CatalogueLoader,
  locale: string,
  onLoadError: (error: unknown) => void,
): CatalogueState {
  const [loaded, setLoaded] = useState<Loaded | null>(() => cachedState(load, locale));

  useEffect(() => {
    const cached = cachedState(load, locale);
    if (cached) {
      // Another locale or loader, already downloaded (by this or another component).
      setLoaded((current) =>
        current?.load === load && current.locale === locale ? current : cached,
      );
      return undefined;
    }
    let active = true;
    catalogueCache.load(load, locale).then(
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

  if (loaded?.load === load && loaded.locale === locale) {
    return { messages: loaded.messages, locale, failed: loaded.failed };
  }
  const previous = loaded?.load === load && loaded.messages ? loaded : null;
  return { messages: previous?.messages ?? null, locale: previous?.locale ?? null, failed: false };
}
