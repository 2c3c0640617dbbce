// The shell's federation surface. Routes and layout need only <RemoteSlot>:
//
//   <RemoteSlot module="mf_catalog/ShopPage" props={{ shopSlug }} />
//   <RemoteSlot module="mf_cart_checkout/CartBar" props={{ shopSlug }} loading={null} />
//
// `module` is one of the ids in exposed-modules.ts and `props` is type-checked against it.
// The remote is fetched when the slot first renders (never at start-up), retried with back-off,
// and isolated by a RemoteBoundary: a failure shows a localized fallback with a retry button.
// It must render under the shell's providers (intl, theme, query client, router).
//
// The bootstrap (shell/src/bootstrap.tsx) mounts `export function App()` from
// shell/src/app/app.tsx inside <StrictMode>; App owns every provider and the router.
export { RemoteSlot } from './remote-slot';
export type { RemoteSlotProps } from './remote-slot';
export { PlacedRemote, PLACED_REMOTE_MODULES } from './placed-remote';
export type { PlacedRemoteProps } from './placed-remote';
export { RemoteBoundary } from './remote-boundary';
export { isCaughtByRemoteBoundary } from './caught-by-remote-boundary';
export type { RemoteBoundaryProps } from './remote-boundary';
export { RemoteFallback } from './remote-fallback';
export type { RemoteFallbackProps } from './remote-fallback';
export { lazyRemote, LazyRemoteCache } from './lazy-remote';
export type { LazyRemoteComponent, RemoteComponents } from './lazy-remote';
export {
  RemoteLoaderProvider,
  pageRemoteComponents,
  useLazyRemoteCache,
} from './remote-loader-context';
export type { RemoteLoaderProviderProps } from './remote-loader-context';
export { createRemoteLoader, RemoteLoadError } from './remote-loader';
export type {
  FederationRuntime,
  RemoteFailureReason,
  RemoteLoader,
  RemoteLoaderOptions,
} from './remote-loader';
export { getRemoteLoader } from './default-loader';
export {
  fetchRegistry,
  parseRegistry,
  remoteEntryUrl,
  RegistryError,
  REGISTRY_URL,
} from './registry';
export type { RegistryRemote, RemotesRegistry } from './registry';
export { setRemoteFailureReporter, REMOTE_FAILURE_LOG_PREFIX } from './report-remote-failure';
export type { RemoteFailureReport, RemoteFailureReporter } from './report-remote-failure';
export { remoteMessages } from './messages';
export { REMOTE_NAMES, REMOTE_MODULE_IDS, remoteNameOf } from './exposed-modules';
export type {
  ExposedModules,
  RemoteModuleId,
  RemoteModuleProps,
  RemoteName,
  RemoteComponentModule,
  ShopPageProps,
  ShopPageSlots,
  ProductCartControlProps,
  CartBarProps,
  CartPageProps,
  CheckoutPageProps,
  ConfirmationPageProps,
  MyOrdersPageProps,
  ManagerOrderPageProps,
  ManagerOrdersPageProps,
  ShopSummaryPageProps,
  WalletPageProps,
  WalletSwitchProps,
  PickupPointPickerProps,
  AddressBookPageProps,
  MyOrdersSlots,
  PickedProduct,
  ProductPickerProps,
} from './exposed-modules';
