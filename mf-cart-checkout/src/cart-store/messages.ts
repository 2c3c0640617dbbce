import { defineMessages, type NoMessageValues } from 'react-intl';

// Said by the cart page and the cart bar alike; each of those keeps the rest of its messages.
type CartMessageValues = {
  empty: NoMessageValues;
  itemsLabel: NoMessageValues;
  itemLine: { amount: string; name: string };
};

export const cartMessages = defineMessages<CartMessageValues>({
  empty: {
    id: 'cart.page.empty',
    defaultMessage: 'Tu carrito está vacío.',
    description: 'Shown on the cart page and the cart bar when the cart has no products',
  },
  itemsLabel: {
    id: 'cart.items.label',
    defaultMessage: 'Productos del pedido',
    description: 'Accessible name of the list of products at checkout and on the confirmation',
  },
  itemLine: {
    id: 'cart.items.line',
    defaultMessage: '{amount} · {name}',
    description: 'One product of the order: how much of it ("2 unidades") and its name',
  },
});
