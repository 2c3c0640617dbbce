import { defineMessages, type NoMessageValues } from 'react-intl';

// Apart from the cart page's messages: the cart bar is on every shop screen, the page is not.
// Type aliases, not interfaces: defineMessages needs their implicit index signature.
type CartBarMessageValues = {
  label: NoMessageValues;
  open: NoMessageValues;
  count: { count: number };
  continue: NoMessageValues;
  finish: NoMessageValues;
  back: NoMessageValues;
  emptyHint: NoMessageValues;
};

type AddNoticeMessageValues = {
  unavailable: { count: number };
  unreachable: NoMessageValues;
  retry: NoMessageValues;
};

export const cartBarMessages = defineMessages<CartBarMessageValues>({
  label: {
    id: 'cart.bar.label',
    defaultMessage: 'Carrito',
    description: 'Accessible name of the cart bar at the bottom of the shop',
  },
  open: {
    id: 'cart.bar.open',
    defaultMessage: 'Ver carrito',
    description: 'Cart bar button that opens the cart',
  },
  count: {
    id: 'cart.bar.count',
    defaultMessage: '{count, plural, =0 {Sin productos} one {# producto} other {# productos}}',
    description: 'Number of units in the cart shown on the cart bar',
  },
  continue: {
    id: 'cart.bar.continue',
    defaultMessage: 'Continuar',
    description: 'Cart bar button that goes on to the cart page',
  },
  finish: {
    id: 'cart.bar.finish',
    defaultMessage: 'Finalizar pedido',
    description: 'Cart bar button that goes to the checkout',
  },
  back: {
    id: 'cart.bar.back',
    defaultMessage: 'Volver',
    description: 'Cart bar button that closes the empty-cart message',
  },
  emptyHint: {
    id: 'cart.bar.empty-hint',
    defaultMessage: 'Agrega productos para hacer tu pedido.',
    description: 'Shown on the cart bar when the shopper opens an empty cart',
  },
});

export const addNoticeMessages = defineMessages<AddNoticeMessageValues>({
  unavailable: {
    id: 'cart.add.unavailable',
    defaultMessage:
      '{count, plural, one {Un producto ya no está disponible y no se agregó} other {# productos ya no están disponibles y no se agregaron}} a tu carrito.',
    description: 'Products asked for are no longer sold by the shop; nothing was added for them',
  },
  unreachable: {
    id: 'cart.add.unreachable',
    defaultMessage: 'No pudimos consultar el producto para agregarlo a tu carrito.',
    description: 'The catalogue could not be read to price a product being added to the cart',
  },
  retry: {
    id: 'cart.add.retry',
    defaultMessage: 'Reintentar',
    description: 'Button that reads the catalogue again to add the waiting products',
  },
});
