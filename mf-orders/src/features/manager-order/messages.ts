import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type ManagerOrderMessageValues = {
  loadError: NoMessageValues;
  notFound: NoMessageValues;
  signIn: NoMessageValues;
  customerTitle: NoMessageValues;
  customerPhone: { phone: string };
  guestCustomer: NoMessageValues;
  deliverTitle: NoMessageValues;
  deliverHint: NoMessageValues;
  codeLabel: NoMessageValues;
  codeRequired: NoMessageValues;
  submit: NoMessageValues;
  delivered: NoMessageValues;
  alreadyDelivered: NoMessageValues;
  canceled: NoMessageValues;
  wrongCode: NoMessageValues;
  attemptsLeft: { count: number };
  codeFormat: NoMessageValues;
  tooManyAttempts: NoMessageValues;
  notDeliverable: NoMessageValues;
  deliverError: NoMessageValues;
};

export const managerOrderMessages = defineMessages<ManagerOrderMessageValues>({
  loadError: {
    id: 'orders.manager.load-error',
    defaultMessage: 'No pudimos cargar el pedido.',
    description: 'Shown to the shop owner when the order request fails',
  },
  notFound: {
    id: 'orders.manager.not-found',
    defaultMessage:
      'No encontramos este pedido en tu tienda. Revisa que hayas iniciado sesión con el teléfono de la tienda.',
    description: 'Shown when the order does not exist in this shop or the visitor is not its owner',
  },
  signIn: {
    id: 'orders.manager.sign-in',
    defaultMessage: 'Iniciar sesión',
    description: 'Button that asks the shell to open the sign-in screen',
  },
  customerTitle: {
    id: 'orders.manager.customer-title',
    defaultMessage: 'Cliente',
    description: 'Heading of the customer details of an order',
  },
  customerPhone: {
    id: 'orders.manager.customer-phone',
    defaultMessage: 'Teléfono: {phone}',
    description: 'The customer phone number',
  },
  guestCustomer: {
    id: 'orders.manager.guest-customer',
    defaultMessage: 'Cliente sin cuenta',
    description: 'Shown when the order has no customer details',
  },
  deliverTitle: {
    id: 'orders.manager.deliver-title',
    defaultMessage: 'Confirmar entrega',
    description: 'Heading of the form where the shop owner enters the delivery code',
  },
  deliverHint: {
    id: 'orders.manager.deliver-hint',
    defaultMessage: 'Pide al cliente su código de entrega y escríbelo aquí al entregar el pedido.',
    description: 'Explains how the shop owner confirms a delivery',
  },
  codeLabel: {
    id: 'orders.manager.code-label',
    defaultMessage: 'Código de entrega',
    description: 'Label of the delivery code field',
  },
  codeRequired: {
    id: 'orders.manager.code-required',
    defaultMessage: 'Escribe el código de entrega.',
    description: 'Validation message when the code field is empty',
  },
  submit: {
    id: 'orders.manager.submit',
    defaultMessage: 'Confirmar entrega',
    description: 'Button that sends the delivery code',
  },
  delivered: {
    id: 'orders.manager.delivered',
    defaultMessage: 'Entrega confirmada. ¡Gracias!',
    description: 'Shown after the delivery code was accepted',
  },
  alreadyDelivered: {
    id: 'orders.manager.already-delivered',
    defaultMessage: 'Este pedido ya fue entregado.',
    description: 'Shown instead of the form when the order is already delivered',
  },
  canceled: {
    id: 'orders.manager.canceled',
    defaultMessage: 'Este pedido fue cancelado y no se puede entregar.',
    description: 'Shown instead of the form when the order was canceled',
  },
  wrongCode: {
    id: 'orders.manager.wrong-code',
    defaultMessage: 'El código no es correcto. Revísalo con el cliente e inténtalo de nuevo.',
    description: 'Shown when the delivery code does not match',
  },
  attemptsLeft: {
    id: 'orders.manager.attempts-left',
    defaultMessage: '{count, plural, one {Te queda # intento.} other {Te quedan # intentos.}}',
    description: 'How many delivery code attempts remain before the order is locked',
  },
  codeFormat: {
    id: 'orders.manager.code-format',
    defaultMessage: 'El código tiene solo números, de 4 a 8 dígitos.',
    description: 'Validation message when the typed delivery code is not 4 to 8 digits',
  },
  tooManyAttempts: {
    id: 'orders.manager.too-many-attempts',
    defaultMessage:
      'Demasiados intentos con un código incorrecto. Espera unos minutos antes de volver a intentarlo.',
    description: 'Shown when the delivery code was wrong too many times',
  },
  notDeliverable: {
    id: 'orders.manager.not-deliverable',
    defaultMessage: 'Este pedido ya no se puede entregar.',
    description: 'Shown when the server refuses the delivery because of the order status',
  },
  deliverError: {
    id: 'orders.manager.deliver-error',
    defaultMessage: 'No pudimos confirmar la entrega. Inténtalo de nuevo.',
    description: 'Shown when the delivery request fails for another reason',
  },
});
