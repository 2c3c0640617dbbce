import type { ComponentType, ReactNode } from 'react';

// Props of every module a remote exposes (contracts §3). The remotes own the implementations;
// these declarations are the shell's side of that contract, so a prop change is a type error here.
export interface ShopPageProps {
  shopSlug: string;
}
/** What mf-catalog's picker hands its host: ids and a name, never a price to trust. */
export interface PickedProduct {
  product_id: number;
  name: string;
}
export interface ProductPickerProps {
  shopSlug: string;
  excludeIds?: readonly number[];
  onPick: (product: PickedProduct) => void;
}
export interface CartBarProps {
  shopSlug: string;
}
export interface CartPageProps {
  shopSlug: string;
}
/**
 * Regions of the checkout the shell fills with other remotes' modules. Render functions: the
 * checkout calls each with what only it knows. Every slot is optional; without one (or while its
 * remote is down) the checkout picks up at the shop and takes a typed address.
 */
export interface CheckoutSlots {
  pickupPointPicker?: (args: { countryId: number }) => ReactNode;
  addressPicker?: () => ReactNode;
  walletSwitch?: (args: { amountDue: number }) => ReactNode;
}
export interface CheckoutPageProps {
  shopSlug: string;
  slots?: CheckoutSlots;
}
export interface ConfirmationPageProps {
  shopSlug: string;
}
/** Regions of my orders the shell fills with other remotes' modules (render functions). */
export interface MyOrdersSlots {
  /** mf-catalog's product picker, shown while an order is edited so products can be added. */
  productPicker?: (args: ProductPickerProps) => ReactNode;
}
export interface MyOrdersPageProps {
  shopSlug: string;
  slots?: MyOrdersSlots;
}
export interface ManagerOrderPageProps {
  shopSlug: string;
  orderId: string;
}
export interface WalletPageProps {
  shopSlug: string;
}
export interface WalletSwitchProps {
  amountDue: number;
}
export interface PickupPointPickerProps {
  shopSlug: string;
  countryId: number;
}
export interface AddressBookPageProps {
  shopSlug: string;
}
export interface AddressPickerProps {
  shopSlug: string;
}

/** Every exposed module by its federated id (`<container>/<expose>`), mapped to its props. */
export interface ExposedModules {
  'mf_catalog/ShopPage': ShopPageProps;
  'mf_catalog/ProductPicker': ProductPickerProps;
  'mf_cart_checkout/CartBar': CartBarProps;
  'mf_cart_checkout/CartPage': CartPageProps;
  'mf_cart_checkout/CheckoutPage': CheckoutPageProps;
  'mf_cart_checkout/ConfirmationPage': ConfirmationPageProps;
  'mf_orders/MyOrdersPage': MyOrdersPageProps;
  'mf_orders/ManagerOrderPage': ManagerOrderPageProps;
  'mf_wallet/WalletPage': WalletPageProps;
  'mf_wallet/WalletSwitch': WalletSwitchProps;
  'mf_geo_pickup/PickupPointPicker': PickupPointPickerProps;
  'mf_geo_pickup/AddressBookPage': AddressBookPageProps;
  'mf_geo_pickup/AddressPicker': AddressPickerProps;
}

export type RemoteModuleId = keyof ExposedModules;

export type RemoteModuleProps<Id extends RemoteModuleId> = ExposedModules[Id];

/** What `loadRemote` resolves to for an exposed file: its default export is the component. */
export interface RemoteComponentModule<Props> {
  default: ComponentType<Props>;
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
  'mf_cart_checkout/CartPage',
  'mf_cart_checkout/CheckoutPage',
  'mf_cart_checkout/ConfirmationPage',
  'mf_orders/MyOrdersPage',
  'mf_orders/ManagerOrderPage',
  'mf_wallet/WalletPage',
  'mf_wallet/WalletSwitch',
  'mf_geo_pickup/PickupPointPicker',
  'mf_geo_pickup/AddressBookPage',
  'mf_geo_pickup/AddressPicker',
];

export function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
