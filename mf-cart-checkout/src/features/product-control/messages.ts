import { defineMessages, type NoMessageValues } from 'react-intl';

// The words of the add-to-cart control the catalogue places on its cards and in its detail.
// A type alias, not an interface: defineMessages needs its implicit index signature.
type ProductControlMessageValues = {
  add: NoMessageValues;
  addLabel: { quantity: number; name: string };
  added: { quantity: number };
  inCart: { quantity: number };
  addWeightLabel: { amount: string; name: string };
  addedWeight: { amount: string };
  inCartWeight: { amount: string };
  limitReached: NoMessageValues;
};

export const productControlMessages = defineMessages<ProductControlMessageValues>({
  add: {
    id: 'cart.product-control.add',
    defaultMessage: 'Agregar',
    description: 'Button on a product card or detail that adds the chosen quantity to the cart',
  },
  addLabel: {
    id: 'cart.product-control.add-label',
    defaultMessage:
      'Agregar {quantity, plural, one {# unidad} other {# unidades}} de {name} al carrito',
    description: 'Accessible label of the add-to-cart button, with the quantity and product name',
  },
  added: {
    id: 'cart.product-control.added',
    defaultMessage: 'Agregaste {quantity, plural, one {# unidad} other {# unidades}} al carrito',
    description: 'Announced after the shopper added units of a product to the cart',
  },
  inCart: {
    id: 'cart.product-control.in-cart',
    defaultMessage: '{quantity, number} en tu carrito',
    description: 'How many units of the product are already in the cart',
  },
  addWeightLabel: {
    id: 'cart.product-control.add-weight-label',
    defaultMessage: 'Agregar {amount} de {name} al carrito',
    description:
      'Accessible label of the add-to-cart button of a product sold by weight; amount reads "500 g" or "1.25 kg"',
  },
  addedWeight: {
    id: 'cart.product-control.added-weight',
    defaultMessage: 'Agregaste {amount} al carrito',
    description: 'Announced after the shopper added a weight of a product sold by weight',
  },
  inCartWeight: {
    id: 'cart.product-control.in-cart-weight',
    defaultMessage: '{amount} en tu carrito',
    description: 'The weight of a product sold by weight already in the cart, e.g. "750 g"',
  },
  limitReached: {
    id: 'cart.product-control.limit-reached',
    defaultMessage: 'Ya tienes el máximo permitido en tu carrito',
    description: 'Shown instead of the add button when the cart already holds the product limit',
  },
});
