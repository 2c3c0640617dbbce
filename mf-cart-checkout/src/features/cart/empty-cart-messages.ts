import { defineMessages, type NoMessageValues } from 'react-intl';

// Said by the cart page and the cart bar alike, so kept apart from both features' messages.
type EmptyCartMessageValues = {
  empty: NoMessageValues;
};

export const emptyCartMessages = defineMessages<EmptyCartMessageValues>({
  empty: {
    id: 'cart.page.empty',
    defaultMessage: 'Tu carrito está vacío.',
    description: 'Shown on the cart page and the cart bar when the cart has no products',
  },
});
