export {
  SUPPORTED_LOCALES,
  DEFAULT_LOCALE,
  isSupportedLocale,
  resolveLocale,
  localeForCountry,
} from './locales';
export type { SupportedLocale, TranslatedLocale } from './locales';
export {
  createCatalogueLoader,
  CatalogueCache,
  catalogueCache,
  providerMessages,
} from './catalogue';
export type {
  Catalogue,
  CatalogueLoader,
  CatalogueMessage,
  CatalogueModule,
  CatalogueImporters,
} from './catalogue';
export { loadSharedCatalogue } from './shared-catalogue';
export { createIntlErrorHandler, isProductionBuild } from './intl-errors';
export type { IntlErrorHandler, IntlErrorReporter } from './intl-errors';
export { AppIntlProvider, appCatalogueLoader } from './app-intl-provider';
export type { AppIntlProviderProps } from './app-intl-provider';
export { RemoteMessages } from './remote-messages';
export type { RemoteMessagesProps } from './remote-messages';
export { useRemoteIntl } from './use-remote-intl';
export { commonMessages } from './messages';
