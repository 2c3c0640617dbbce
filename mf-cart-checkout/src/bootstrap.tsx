// The standalone page of this remote's team: each exposed module inside the shell's providers.
import { renderRemoteHarness } from '@barrio/shared/dev-harness';
import CartBar from './exposes/cart-bar';
import CartPage from './exposes/cart-page';
import CheckoutPage from './exposes/checkout-page';
import ConfirmationPage from './exposes/confirmation-page';

renderRemoteHarness({
  remote: 'mf-cart-checkout',
  views: {
    CartBar: ({ shopSlug }) => <CartBar shopSlug={shopSlug} />,
    CartPage: ({ shopSlug }) => <CartPage shopSlug={shopSlug} />,
    CheckoutPage: ({ shopSlug }) => <CheckoutPage shopSlug={shopSlug} />,
    ConfirmationPage: ({ shopSlug }) => <ConfirmationPage shopSlug={shopSlug} />,
  },
});
