// The shell's typecheck reads every remote's exposed component and checks it against the one
// props contract (@barrio/shared/contract): a remote whose exposed props change incompatibly
// fails here, before either side is deployed. Type-only: nothing of the remotes is bundled.
import type { ImplementsExposedModule as Implements } from '@barrio/shared/contract';
import type ShopPage from '../../../mf-catalog/src/exposes/shop-page';
import type ProductPicker from '../../../mf-catalog/src/exposes/product-picker';
import type CartBar from '../../../mf-cart-checkout/src/exposes/cart-bar';
import type ProductCartControl from '../../../mf-cart-checkout/src/exposes/product-cart-control';
import type CartPage from '../../../mf-cart-checkout/src/exposes/cart-page';
import type CheckoutPage from '../../../mf-cart-checkout/src/exposes/checkout-page';
import type ConfirmationPage from '../../../mf-cart-checkout/src/exposes/confirmation-page';
import type MyOrdersPage from '../../../mf-orders/src/exposes/my-orders-page';
import type ManagerOrderPage from '../../../mf-orders/src/exposes/manager-order-page';
import type ManagerOrdersPage from '../../../mf-orders/src/exposes/manager-orders-page';
import type ShopSummaryPage from '../../../mf-orders/src/exposes/shop-summary-page';
import type WalletPage from '../../../mf-wallet/src/exposes/wallet-page';
import type WalletSwitch from '../../../mf-wallet/src/exposes/wallet-switch';
import type PickupPointPicker from '../../../mf-geo-pickup/src/exposes/pickup-point-picker';
import type AddressBookPage from '../../../mf-geo-pickup/src/exposes/address-book-page';
import type AddressPicker from '../../../mf-geo-pickup/src/exposes/address-picker';

export type ExposedModuleImplementations = [
  Implements<'mf_catalog/ShopPage', typeof ShopPage>,
  Implements<'mf_catalog/ProductPicker', typeof ProductPicker>,
  Implements<'mf_cart_checkout/CartBar', typeof CartBar>,
  Implements<'mf_cart_checkout/ProductCartControl', typeof ProductCartControl>,
  Implements<'mf_cart_checkout/CartPage', typeof CartPage>,
  Implements<'mf_cart_checkout/CheckoutPage', typeof CheckoutPage>,
  Implements<'mf_cart_checkout/ConfirmationPage', typeof ConfirmationPage>,
  Implements<'mf_orders/MyOrdersPage', typeof MyOrdersPage>,
  Implements<'mf_orders/ManagerOrderPage', typeof ManagerOrderPage>,
  Implements<'mf_orders/ManagerOrdersPage', typeof ManagerOrdersPage>,
  Implements<'mf_orders/ShopSummaryPage', typeof ShopSummaryPage>,
  Implements<'mf_wallet/WalletPage', typeof WalletPage>,
  Implements<'mf_wallet/WalletSwitch', typeof WalletSwitch>,
  Implements<'mf_geo_pickup/PickupPointPicker', typeof PickupPointPicker>,
  Implements<'mf_geo_pickup/AddressBookPage', typeof AddressBookPage>,
  Implements<'mf_geo_pickup/AddressPicker', typeof AddressPicker>,
];
