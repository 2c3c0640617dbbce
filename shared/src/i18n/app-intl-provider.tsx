import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { providerMessages, type CatalogueLoader } from './catalogue';
import { createIntlErrorHandler, type IntlErrorHandler } from './intl-errors';
import { DEFAULT_LOCALE, resolveLocale } from './locales';
import { loadSharedCatalogue } from './shared-catalogue';
import { CatalogueArrival } from './catalogue-arrival';
import { useCatalogue } from './use-catalogue';

export interface AppIntlProviderProps {
  /** Any tag (country locale, browser language, ?lang=); resolved to a supported locale. */
  locale: string | null | undefined;
  /** The shell's own catalogue, laid over the shared one. */
  load?: CatalogueLoader;
  /** Shown until the first catalogue has arrived, e.g. a LoadingScreen. */
  fallback?: ReactNode;
  onError?: IntlErrorHandler;
  timeZone?: string;
  children?: ReactNode;
}

const defaultErrorHandler = createIntlErrorHandler();

function reportLoadError(error: unknown): void {
  console.error('[intl] could not load the message catalogue', error);
}

const appLoaders = new WeakMap<CatalogueLoader, CatalogueLoader>();

/**
 * The catalogue an AppIntlProvider renders with: the shared one with `extra` (the shell's own)
 * laid over it. One loader per `extra` for the page's life, so that its catalogues are cached
 * under one key: the server loads them before rendering a page, the browser before hydrating it.
 */
export function appCatalogueLoader(extra?: CatalogueLoader): CatalogueLoader {
  if (!extra) return loadSharedCatalogue;
  let loader = appLoaders.get(extra);
  if (!loader) {
    loader = async (locale) => {
      const [shared, own] = await Promise.all([loadSharedCatalogue(locale), extra(locale)]);
      return { ...shared, ...own };
    };
    appLoaders.set(extra, loader);
  }
  return loader;
}

/** The shell's react-intl provider: one per page, every remote renders under it. */
export function AppIntlProvider({
  locale: requested,
  load,
  fallback = null,
  onError = defaultErrorHandler,
  timeZone,
  children,
}: AppIntlProviderProps) {
  const locale = resolveLocale(requested);
  const loader = appCatalogueLoader(load);
  const catalogue = useCatalogue(loader, locale, reportLoadError);
  const { messages, failed } = catalogue;

  if (!messages && !failed) return <>{fallback}</>;
  return (
    <IntlProvider
      // Until the new catalogue arrives the previous one keeps its own locale, so that numbers
      // and dates never mix with text of another language.
      locale={catalogue.locale ?? locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={providerMessages(messages ?? {})}
      onError={onError}
      timeZone={timeZone}
    >
      <CatalogueArrival fallback={fallback}>{children}</CatalogueArrival>
    </IntlProvider>
  );
}
