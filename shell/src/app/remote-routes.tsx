import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { NOT_FOUND_PATH, isUuid } from '../config';
import { PlacedRemote, RemoteSlot } from '../remotes';
import type { CheckoutSlots, MyOrdersSlots, ShopPageSlots } from '../remotes/exposed-modules';
import { useShellContext, useShellContextSelector } from './shell-context';

// Each route renders the owning remote's exposed module with the resolved shop's slug (a
// country route like /ar hands the remotes `demo-ar`, the shop actually shown).

/**
 * The shop page's region for mf-cart-checkout: the add-to-cart control on each product card
 * and in the product's detail, placed inside the catalogue's markup (PlacedRemote).
 */
export function shopPageSlots(shopSlug: string): ShopPageSlots {
  return {
    cartControl: (args) => (
      <PlacedRemote module="mf_cart_checkout/ProductCartControl" props={{ shopSlug, ...args }} />
    ),
  };
}

/**
 * The shop page reads the shop's slug alone: the session, flags and tier changing while the page
 * starts do not render it again (nor reach the catalogue, which may still be hydrating).
 */
export function ShopHomeRoute() {
  const shopSlug = useShellContextSelector((context) => context.shop.slug);
  const props = useMemo(() => ({ shopSlug, slots: shopPageSlots(shopSlug) }), [shopSlug]);
  return <RemoteSlot module="mf_catalog/ShopPage" props={props} />;
}

export function CartRoute() {
  const { shop } = useShellContext();
  return <RemoteSlot module="mf_cart_checkout/CartPage" props={{ shopSlug: shop.slug }} />;
}

/**
 * The checkout's regions for other remotes: mf-geo-pickup's pickup point picker and compact
 * address picker, and mf-wallet's switch. Each is its own RemoteSlot, so a remote that is down
 * shows its fallback inside that region only and the checkout carries on without it.
 */
export function checkoutSlots(shopSlug: string): CheckoutSlots {
  return {
    pickupPointPicker: ({ countryId }) => (
      <RemoteSlot module="mf_geo_pickup/PickupPointPicker" props={{ shopSlug, countryId }} />
    ),
    addressPicker: () => <RemoteSlot module="mf_geo_pickup/AddressPicker" props={{ shopSlug }} />,
    walletSwitch: ({ amountDue }) => (
      <RemoteSlot module="mf_wallet/WalletSwitch" props={{ amountDue }} />
    ),
  };
}

export function CheckoutRoute() {
  const { shop } = useShellContext();
  // Stable while the shop is, so the checkout is not re-rendered for new but equal slots.
  const slots = useMemo(() => checkoutSlots(shop.slug), [shop.slug]);
  return (
    <RemoteSlot module="mf_cart_checkout/CheckoutPage" props={{ shopSlug: shop.slug, slots }} />
  );
}

export function ConfirmationRoute() {
  const { shop } = useShellContext();
  return <RemoteSlot module="mf_cart_checkout/ConfirmationPage" props={{ shopSlug: shop.slug }} />;
}

/** My orders' region for mf-catalog: the product picker of the edit-order mode. */
const myOrdersSlots: MyOrdersSlots = {
  productPicker: (props) => <RemoteSlot module="mf_catalog/ProductPicker" props={props} />,
};

export function MyOrdersRoute() {
  const { shop } = useShellContext();
  return (
    <RemoteSlot
      module="mf_orders/MyOrdersPage"
      props={{ shopSlug: shop.slug, slots: myOrdersSlots }}
    />
  );
}

export function AddressBookRoute() {
  const { shop } = useShellContext();
  return <RemoteSlot module="mf_geo_pickup/AddressBookPage" props={{ shopSlug: shop.slug }} />;
}

export function WalletRoute() {
  const { shop } = useShellContext();
  return <RemoteSlot module="mf_wallet/WalletPage" props={{ shopSlug: shop.slug }} />;
}

/** `/:shop/tienda/pedidos`: the manager site's orders list (the remote shows 404s as such). */
export function ManagerOrdersRoute() {
  const { shop } = useShellContext();
  return <RemoteSlot module="mf_orders/ManagerOrdersPage" props={{ shopSlug: shop.slug }} />;
}

/** `/:shop/tienda/resumen`: the owner's analytics summary (404 from the API for anyone else). */
export function ShopSummaryRoute() {
  const { shop } = useShellContext();
  return <RemoteSlot module="mf_orders/ShopSummaryPage" props={{ shopSlug: shop.slug }} />;
}

/** `/:shop/:orderId` is the manager-site page only for a UUID; anything else is unknown. */
export function ManagerOrderRoute() {
  const { shop } = useShellContext();
  const { orderId = '' } = useParams();
  if (!isUuid(orderId)) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <RemoteSlot module="mf_orders/ManagerOrderPage" props={{ shopSlug: shop.slug, orderId }} />
  );
}
