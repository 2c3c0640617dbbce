import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type ConfirmationMessageValues = {
  title: NoMessageValues;
  code: { code: string };
  total: { amount: string };
  day: { date: string };
  pickup: { hour: string; place: string };
  delivery: { address: string };
  deliveryCode: NoMessageValues;
  deliveryCodeHint: NoMessageValues;
  support: NoMessageValues;
  backToShop: NoMessageValues;
  myOrders: NoMessageValues;
  none: NoMessageValues;
  paymentLinkFailed: NoMessageValues;
  paymentPaid: NoMessageValues;
  paymentPending: NoMessageValues;
  paymentDeclined: NoMessageValues;
  paymentExpired: NoMessageValues;
  payNow: NoMessageValues;
  retryPayment: NoMessageValues;
  switchTitle: NoMessageValues;
  methodName: { method: string };
  payTo: { amount: string; holder: string; account: string };
  paymentError: NoMessageValues;
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
  day: {
    id: 'checkout.confirmation.day',
    defaultMessage: 'Día: {date}',
    description: 'The day the order is picked up or delivered, e.g. "viernes, 28 de noviembre"',
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
  paymentPaid: {
    id: 'checkout.confirmation.payment-paid',
    defaultMessage: 'Pago aprobado: tu pedido está pagado.',
    description: 'The card payment went through',
  },
  paymentPending: {
    id: 'checkout.confirmation.payment-pending',
    defaultMessage: 'Tu pago con tarjeta está pendiente.',
    description: 'The card payment has not finished yet',
  },
  paymentDeclined: {
    id: 'checkout.confirmation.payment-declined',
    defaultMessage:
      'El pago con tarjeta fue rechazado. Puedes intentarlo de nuevo o pagar de otra forma.',
    description: 'The card payment was declined',
  },
  paymentExpired: {
    id: 'checkout.confirmation.payment-expired',
    defaultMessage: 'El link de pago venció. Puedes pedir uno nuevo o pagar de otra forma.',
    description: 'The card payment link expired',
  },
  payNow: {
    id: 'checkout.confirmation.pay-now',
    defaultMessage: 'Pagar con tarjeta',
    description: 'Opens the card payment page',
  },
  retryPayment: {
    id: 'checkout.confirmation.retry-payment',
    defaultMessage: 'Reintentar el pago',
    description: 'Opens a new card payment page after a declined or expired one',
  },
  switchTitle: {
    id: 'checkout.confirmation.switch-title',
    defaultMessage: 'O paga de otra forma, sin hacer un pedido nuevo:',
    description: 'Introduces the other payment methods',
  },
  methodName: {
    id: 'checkout.confirmation.method-name',
    defaultMessage:
      '{method, select, 1 {Efectivo} 2 {Transferencia bancaria} 5 {Yape} 6 {Transferencia BCP} 7 {Tarjeta (link de pago)} other {Otro}}',
    description: 'A payment method the shopper can switch to',
  },
  payTo: {
    id: 'checkout.confirmation.pay-to',
    defaultMessage: 'Paga {amount} a {holder}: {account}',
    description: 'Where to pay by transfer, Yape or BCP, and how much',
  },
  paymentError: {
    id: 'checkout.confirmation.payment-error',
    defaultMessage: 'No pudimos cambiar el pago. Inténtalo de nuevo.',
    description: 'The retry or the method switch failed',
  },
});
