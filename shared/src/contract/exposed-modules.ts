import type { ComponentType, ReactNode } from 'react';
import type { CatalogProduct } from '../domain/product';
import type { HydrationPolicy } from '../first-view/hydration-policy';

// Props of every module a remote exposes (contracts §3), declared once: the remote types its
// exposed component with them and the shell types its slots with them. A change here that
// breaks the other side is a type error there; the shell also checks every remote's actual
// default export against this map (shell/src/remotes/exposed-modules.contract.ts).
/**
 * What the shell places inside the shop page, from other remotes (render functions, as the
 * checkout's slots). Without `cartControl` the page still shows the catalogue, with no way to
 * add (the catalogue's dev harness, tests, or a cart remote that is down).
 */
export interface ShopPageSlots {
  /**
   * mf-cart-checkout's control that adds a product to the cart, on every card and in the
   * product's detail: the cart team owns its rules (the cap, the quantity steps, the count).
   */
  cartControl?: (args: Omit<ProductCartControlProps, 'shopSlug'>) => ReactNode;
}
export interface ShopPageProps {
  shopSlug: string;
  slots?: ShopPageSlots;
}
/** A product's add-to-cart control, which the catalogue places on its card and in its detail. */
export interface ProductCartControlProps {
  shopSlug: string;
  /** The catalogue the product was read from: the cart prices the line from its data. */
  catalogId: number;
  product: CatalogProduct;
  /**
   * `card`: a round "+" that becomes a − n + stepper once the product is in the cart.
   * `detail`: a stepper over the quantity to add, the cap under it, and an "Agregar" button.
   */
  layout: 'card' | 'detail';
}
/** What mf-catalog's picker hands its host: ids and a name, never a price to trust. */
export interface PickedProduct {
  product_id: number;
  name: string;
  /** unit_of_measurement.erp_name: a product sold by weight steps by the quantity rule. */
  unit?: string;
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
 * Regions of the checkout that the shell fills with other remotes' components. They are render
 * functions so that the checkout hands each one what only it knows (the shop's country, the
 * amount due). Every slot is optional: without it the checkout still works on its own, with
 * pickup at the shop itself, a typed address and no wallet switch. Choices made inside a slot
 * reach the checkout over the bus (`geo:pickup-point-selected`, `geo:address-selected`,
 * `wallet:switch-changed`), never through these functions.
 */
export interface CheckoutSlots {
  /** mf-geo-pickup's pickup point picker, shown while pickup is chosen. */
  pickupPointPicker?: (args: { countryId: number }) => ReactNode;
  /** A compact choice among the shopper's saved addresses, shown while home delivery is chosen. */
  addressPicker?: () => ReactNode;
  /** mf-wallet's "pay with my wallet" switch, shown where the wallet is a way to pay. */
  walletSwitch?: (args: { amountDue: number }) => ReactNode;
}
export interface CheckoutPageProps {
  shopSlug: string;
  /**
   * The pickup point picker, the address picker and the wallet switch of other remotes, placed
   * here by the shell. Each is optional: the page works alone (the dev harness, tests, or a
   * remote that is down), picking up at the shop and taking a typed address.
   */
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
export interface ManagerOrdersPageProps {
  shopSlug: string;
}
/** The owner's analytics summary of the shop (manager site, `/{shop}/tienda/resumen`). */
export interface ShopSummaryPageProps {
  shopSlug: string;
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
  'mf_cart_checkout/ProductCartControl': ProductCartControlProps;
  'mf_cart_checkout/CartPage': CartPageProps;
  'mf_cart_checkout/CheckoutPage': CheckoutPageProps;
  'mf_cart_checkout/ConfirmationPage': ConfirmationPageProps;
  'mf_orders/MyOrdersPage': MyOrdersPageProps;
  'mf_orders/ManagerOrderPage': ManagerOrderPageProps;
  'mf_orders/ManagerOrdersPage': ManagerOrdersPageProps;
  'mf_orders/ShopSummaryPage': ShopSummaryPageProps;
  'mf_wallet/WalletPage': WalletPageProps;
  'mf_wallet/WalletSwitch': WalletSwitchProps;
  'mf_geo_pickup/PickupPointPicker': PickupPointPickerProps;
  'mf_geo_pickup/AddressBookPage': AddressBookPageProps;
  'mf_geo_pickup/AddressPicker': AddressPickerProps;
}

export type ExposedModuleId = keyof ExposedModules;

/**
 * How a slot comes alive (hydration-policy.ts): any policy but `never`, which would leave a
 * slot the server did not render empty for good.
 */
export type ExposedModuleHydration = Exclude<HydrationPolicy, 'never'>;

/**
 * When each exposed module comes alive on a page, applied by the shell's RemoteSlot the same
 * way for every remote: a module the server rendered hydrates by it, any other slot fetches and
 * renders its remote by it once the page has hydrated. Each build records these in its
 * barrio-compat.json and the deploy reports them. A slot whose remote does work other teams
 * wait for is `eager`: the cart bar's remote handles the catalogue's add intents, so a tap on
 * "Agregar" waits for it. A slot that is heavy and often out of sight is `visible`: the pickup
 * point picker brings a map. The product cart control is placed inside the catalogue's cards,
 * whose islands decide when each card comes alive: it hydrates with the card that holds it.
 */
export const EXPOSED_MODULE_HYDRATION = {
  'mf_catalog/ShopPage': 'eager',
  'mf_catalog/ProductPicker': 'eager',
  'mf_cart_checkout/CartBar': 'eager',
  'mf_cart_checkout/ProductCartControl': 'eager',
  'mf_cart_checkout/CartPage': 'eager',
  'mf_cart_checkout/CheckoutPage': 'eager',
  'mf_cart_checkout/ConfirmationPage': 'eager',
  'mf_orders/MyOrdersPage': 'eager',
  'mf_orders/ManagerOrderPage': 'eager',
  'mf_orders/ManagerOrdersPage': 'eager',
  'mf_orders/ShopSummaryPage': 'eager',
  'mf_wallet/WalletPage': 'eager',
  'mf_wallet/WalletSwitch': 'eager',
  'mf_geo_pickup/PickupPointPicker': 'visible',
  'mf_geo_pickup/AddressBookPage': 'eager',
  'mf_geo_pickup/AddressPicker': 'eager',
} as const satisfies Record<ExposedModuleId, ExposedModuleHydration>;

/**
 * Compiles only when `Component` renders with exactly what the shell passes to `Id`: a remote
 * component requiring a prop the contract lacks, or typing one differently, is an error.
 */
export type ImplementsExposedModule<
  Id extends ExposedModuleId,
  Component extends ComponentType<ExposedModules[Id]>,
> = Component;

/**
 * What an exposed file may export beside its component: `prepare(locale)` loads what the
 * component needs to render at once (its messages in that locale). The shell awaits it before
 * hydrating a page the server rendered with the module, so that the module's part of the page
 * is hydrated in the page's first pass, never left as the server's markup while the page
 * around it changes (which would make React throw that markup away and draw it again).
 */
export type PrepareExposedModule = (locale: string) => Promise<unknown>;
