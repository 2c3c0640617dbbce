import { defineMessages, type NoMessageValues } from 'react-intl';

// Type aliases, not interfaces: defineMessages needs their implicit index signature.
type CartPageMessageValues = {
  title: NoMessageValues;
  keepShopping: NoMessageValues;
  lineUnits: { units: string };
  lineDiscountSplit: { withDiscount: number; withoutDiscount: number };
  lineAllDiscounted: { count: number };
  lineDiscountSplitAmount: { withDiscount: string; withoutDiscount: string };
  lineAllDiscountedAmount: { amount: string };
  lineSubtotal: { amount: string };
  lineNotes: NoMessageValues;
  lineNotesHint: NoMessageValues;
  lineRemove: { name: string };
  lineImage: { name: string };
  summaryTitle: NoMessageValues;
  summarySubtotal: NoMessageValues;
  summaryDiscount: NoMessageValues;
  summaryTotal: NoMessageValues;
  summaryItems: { count: number };
  minimumLabel: { amount: string };
  minimumMissing: { amount: string };
  minimumReached: NoMessageValues;
  goToCheckout: NoMessageValues;
};

export const cartPageMessages = defineMessages<CartPageMessageValues>({
  title: {
    id: 'cart.page.title',
    defaultMessage: 'Mi carrito',
    description: 'Heading of the cart page',
  },
  keepShopping: {
    id: 'cart.page.keep-shopping',
    defaultMessage: 'Seguir comprando',
    description: 'Link from the cart back to the shop page',
  },
  lineUnits: {
    id: 'cart.line.units',
    defaultMessage: 'Presentación: {units}',
    description: 'Unit display of a cart line, e.g. "2 x6 cajas"',
  },
  lineDiscountSplit: {
    id: 'cart.line.discount-split',
    defaultMessage:
      '{withDiscount, plural, one {# unidad} other {# unidades}} con descuento y {withoutDiscount, plural, one {# unidad} other {# unidades}} a precio regular',
    description: 'How many units of a line get the discount and how many pay the regular price',
  },
  lineDiscountSplitAmount: {
    id: 'cart.line.discount-split-amount',
    defaultMessage: '{withDiscount} con descuento y {withoutDiscount} a precio regular',
    description:
      'A line sold by weight: how much of it gets the discount and how much pays the regular price, each already formatted ("1 kg", "250 g")',
  },
  lineAllDiscountedAmount: {
    id: 'cart.line.all-discounted-amount',
    defaultMessage: '{amount} con descuento',
    description: 'A line sold by weight, all of it discounted; amount is formatted, e.g. "2.25 kg"',
  },
  lineAllDiscounted: {
    id: 'cart.line.all-discounted',
    defaultMessage: '{count, plural, one {# unidad} other {# unidades}} con descuento',
    description: 'Every unit of the line has the discounted price',
  },
  lineSubtotal: {
    id: 'cart.line.subtotal',
    defaultMessage: 'Subtotal: {amount}',
    description: 'Price of a cart line (units times unit price)',
  },
  lineNotes: {
    id: 'cart.line.notes',
    defaultMessage: 'Nota para la tienda',
    description: 'Label of the free-text note of a cart line, e.g. "bien maduros"',
  },
  lineNotesHint: {
    id: 'cart.line.notes-hint',
    defaultMessage: 'Por ejemplo: bien maduros, sin azúcar…',
    description: 'Hint under the note field of a cart line',
  },
  lineRemove: {
    id: 'cart.line.remove',
    defaultMessage: 'Quitar {name}',
    description: 'Button that removes a product from the cart',
  },
  lineImage: {
    id: 'cart.line.image',
    defaultMessage: 'Foto de {name}',
    description: 'Alternative text of a cart line image',
  },
  summaryTitle: {
    id: 'cart.summary.title',
    defaultMessage: 'Resumen',
    description: 'Heading of the cart totals',
  },
  summarySubtotal: {
    id: 'cart.summary.subtotal',
    defaultMessage: 'Subtotal',
    description: 'Cart subtotal at regular prices',
  },
  summaryDiscount: {
    id: 'cart.summary.discount',
    defaultMessage: 'Descuentos',
    description: 'Saving of the discounted units in the cart',
  },
  summaryTotal: {
    id: 'cart.summary.total',
    defaultMessage: 'Total',
    description: 'Cart total the shopper pays',
  },
  summaryItems: {
    id: 'cart.summary.items',
    defaultMessage: '{count, plural, one {# producto} other {# productos}}',
    description: 'Number of units in the cart',
  },
  minimumLabel: {
    id: 'cart.minimum.label',
    defaultMessage: 'Pedido mínimo: {amount}',
    description: "The shop's minimum order value for the products in the cart",
  },
  minimumMissing: {
    id: 'cart.minimum.missing',
    defaultMessage: 'Te faltan {amount} para llegar al pedido mínimo.',
    description: 'How much the shopper must still add to reach the minimum order value',
  },
  minimumReached: {
    id: 'cart.minimum.reached',
    defaultMessage: 'Ya alcanzaste el pedido mínimo.',
    description: 'The cart reaches the minimum order value',
  },
  goToCheckout: {
    id: 'cart.page.go-to-checkout',
    defaultMessage: 'Ir a pagar',
    description: 'Button from the cart page to the checkout',
  },
});
