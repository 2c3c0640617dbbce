import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type DesignSystemMessageValues = {
  stepperDecrease: { item: string };
  stepperIncrease: { item: string };
  stepperQuantity: { item: string; quantity: string };
  stepperCap: { max: number };
  stepperCapAmount: { max: string };
  priceCurrent: { amount: string };
  priceReference: { amount: string };
  priceDiscount: { percent: number };
  priceDiscountLabel: { percent: number };
  noticeDismiss: NoMessageValues;
};

export const designSystemMessages = defineMessages<DesignSystemMessageValues>({
  stepperDecrease: {
    id: 'shared.stepper.decrease',
    defaultMessage: 'Quitar una unidad de {item}',
    description:
      'Accessible label of the minus button of a quantity stepper; item is the product name',
  },
  stepperIncrease: {
    id: 'shared.stepper.increase',
    defaultMessage: 'Agregar una unidad de {item}',
    description:
      'Accessible label of the plus button of a quantity stepper; item is the product name',
  },
  stepperQuantity: {
    id: 'shared.stepper.quantity',
    defaultMessage: 'Cantidad de {item}: {quantity}',
    description:
      'Accessible name of the quantity shown between the stepper buttons; quantity is already formatted',
  },
  stepperCap: {
    id: 'shared.stepper.cap',
    defaultMessage: 'Máximo {max, plural, one {# unidad} other {# unidades}}',
    description: 'Shown under a quantity stepper when the product has a per-order limit',
  },
  stepperCapAmount: {
    id: 'shared.stepper.cap-amount',
    defaultMessage: 'Máximo {max}',
    description:
      'Shown under a quantity stepper of a product sold by weight; max is already formatted, e.g. "2 kg"',
  },
  priceCurrent: {
    id: 'shared.price.current',
    defaultMessage: 'Precio: {amount}',
    description: 'Accessible label of the price a shopper pays',
  },
  priceReference: {
    id: 'shared.price.reference',
    defaultMessage: 'Precio anterior: {amount}',
    description: 'Accessible label of the struck-through reference price of a discounted product',
  },
  priceDiscount: {
    id: 'shared.price.discount',
    defaultMessage: '-{percent}%',
    description: 'Badge with the discount percentage of a product, e.g. -20%',
  },
  priceDiscountLabel: {
    id: 'shared.price.discount-label',
    defaultMessage: '{percent}% de descuento',
    description: 'Accessible label of the discount badge',
  },
  noticeDismiss: {
    id: 'shared.notice.dismiss',
    defaultMessage: 'Cerrar aviso',
    description: 'Accessible label of the button that dismisses a notice or a toast',
  },
});
