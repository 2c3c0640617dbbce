// Props of every exposed module: one contract in @barrio/shared/contract, which the remotes
// type their exposed components with; exposed-modules.contract.ts checks the implementations.
import type { ExposedModules, PrepareExposedModule } from '@barrio/shared/contract';
import type { ComponentType } from 'react';

export type * from '@barrio/shared/contract';

export type RemoteModuleId = keyof ExposedModules;

export type RemoteModuleProps<Id extends RemoteModuleId> = ExposedModules[Id];

/**
 * What `loadRemote` resolves to for an exposed file: its default export is the component, and
 * it may say how to prepare it for rendering at once (PrepareExposedModule).
 */
export interface RemoteComponentModule<Props> {
  default: ComponentType<Props>;
  prepare?: PrepareExposedModule;
}

/** Container names (the folder name with '-' replaced by '_'). */
export const REMOTE_NAMES = [
  'mf_catalog',
  'mf_cart_checkout',
  'mf_orders',
  'mf_wallet',
  'mf_geo_pickup',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTE_MODULE_IDS: readonly RemoteModuleId[] = [
  'mf_catalog/ShopPage',
  'mf_catalog/ProductPicker',
  'mf_cart_checkout/CartBar',
  'mf_cart_checkout/ProductCartControl',
  'mf_cart_checkout/CartPage',
  'mf_cart_checkout/CheckoutPage',
  'mf_cart_checkout/ConfirmationPage',
  'mf_orders/MyOrdersPage',
  'mf_orders/ManagerOrderPage',
  'mf_orders/ManagerOrdersPage',
  'mf_orders/ShopSummaryPage',
  'mf_wallet/WalletPage',
  'mf_wallet/WalletSwitch',
  'mf_geo_pickup/PickupPointPicker',
  'mf_geo_pickup/AddressBookPage',
  'mf_geo_pickup/AddressPicker',
];

export function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
