import { defineMessages, type NoMessageValues } from 'react-intl';

// Said by the cart page and the cart bar alike; each of those keeps the rest of its messages.
type CartMessageValues = {
  empty: NoMessageValues;
};

export const cartMessages = defineMessages<CartMessageValues>({
  empty: {
    id: 'cart.page.empty',
    defaultMessage: 'Tu carrito está vacío.',
    description: 'Shown on the cart page and the cart bar when the cart has no products',
  },
});
