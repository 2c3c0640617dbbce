import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type ConfirmationMessageValues = {
  title: NoMessageValues;
  code: { code: string };
  total: { amount: string };
  pickup: { hour: string; place: string };
  delivery: { address: string };
  deliveryCode: NoMessageValues;
  deliveryCodeHint: NoMessageValues;
  support: NoMessageValues;
  backToShop: NoMessageValues;
  myOrders: NoMessageValues;
  none: NoMessageValues;
  paymentLinkFailed: NoMessageValues;
};

export const confirmationMessages = defineMessages<ConfirmationMessageValues>({
  title: {
    id: 'checkout.confirmation.title',
    defaultMessage: '¡Pedido enviado!',
    description: 'Heading of the order confirmation',
  },
  code: {
    id: 'checkout.confirmation.code',
    defaultMessage: 'Pedido {code}',
    description: 'The order code on the confirmation',
  },
  total: {
    id: 'checkout.confirmation.total',
    defaultMessage: 'Total: {amount}',
    description: 'The order total on the confirmation',
  },
  pickup: {
    id: 'checkout.confirmation.pickup',
    defaultMessage: 'Recógelo a partir de las {hour} en {place}.',
    description: 'Pickup announcement; hour is e.g. 6pm, place the pickup point',
  },
  delivery: {
    id: 'checkout.confirmation.delivery',
    defaultMessage: 'Lo entregamos en {address}.',
    description: 'Home delivery announcement with the address',
  },
  deliveryCode: {
    id: 'checkout.confirmation.delivery-code',
    defaultMessage: 'Código de entrega',
    description: 'Label of the code the shopper shows when receiving the order',
  },
  deliveryCodeHint: {
    id: 'checkout.confirmation.delivery-code-hint',
    defaultMessage: 'Dáselo a la tienda cuando recibas tu pedido.',
    description: 'What to do with the delivery code',
  },
  support: {
    id: 'checkout.confirmation.support',
    defaultMessage: '¿Necesitas ayuda? Escríbenos por chat',
    description: 'Link to the support chat',
  },
  backToShop: {
    id: 'checkout.confirmation.back-to-shop',
    defaultMessage: 'Volver a la tienda',
    description: 'Link back to the shop page',
  },
  myOrders: {
    id: 'checkout.confirmation.my-orders',
    defaultMessage: 'Ver mis pedidos',
    description: 'Link to the my-orders page',
  },
  none: {
    id: 'checkout.confirmation.none',
    defaultMessage: 'No encontramos un pedido reciente en este dispositivo.',
    description: 'The confirmation page was opened without a placed order',
  },
  paymentLinkFailed: {
    id: 'checkout.confirmation.payment-link-failed',
    defaultMessage: 'No pudimos abrir el pago con tarjeta. La tienda te contactará para cobrarlo.',
    description: 'The order was placed but the card payment page could not be opened',
  },
});
