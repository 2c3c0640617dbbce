import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type ManagerOrderMessageValues = {
  loadError: NoMessageValues;
  notFound: NoMessageValues;
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
  handoverHint: NoMessageValues;
  confirmHandover: NoMessageValues;
  unpaidWarning: NoMessageValues;
  allowUnpaid: NoMessageValues;
  unpaidRefused: NoMessageValues;
  markReady: NoMessageValues;
  readyError: NoMessageValues;
  fulfilmentTitle: NoMessageValues;
  paymentMethod: { method: string };
  paymentStatus: { status: string };
  timeRange: { label: string };
  pickupPoint: { name: string; address: string };
  addressDetails: { details: string };
  buyerComment: { comment: string };
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
  handoverHint: {
    id: 'orders.manager.handover-hint',
    defaultMessage:
      'En este país los pedidos no tienen código: confirma la entrega cuando el cliente reciba su pedido.',
    description: 'Shown to the owner where the country has no delivery code',
  },
  confirmHandover: {
    id: 'orders.manager.confirm-handover',
    defaultMessage: 'Entregar pedido',
    description: 'Button confirming the handover without a code',
  },
  unpaidWarning: {
    id: 'orders.manager.unpaid-warning',
    defaultMessage: 'El pago en línea de este pedido no está confirmado.',
    description: 'Warning on the manager page for an unpaid online order',
  },
  allowUnpaid: {
    id: 'orders.manager.allow-unpaid',
    defaultMessage: 'Entregar de todos modos (cobré por otro medio)',
    description: 'Checkbox overriding the unpaid online payment',
  },
  unpaidRefused: {
    id: 'orders.manager.unpaid-refused',
    defaultMessage:
      'El pago en línea no está confirmado. Marca la casilla para entregar de todos modos.',
    description: 'Error when handing over an unpaid online order without override',
  },
  markReady: {
    id: 'orders.manager.mark-ready',
    defaultMessage: 'Listo para retirar',
    description: 'Button marking the order ready for pickup (the customer is told)',
  },
  readyError: {
    id: 'orders.manager.ready-error',
    defaultMessage: 'No pudimos marcar el pedido como listo. Inténtalo de nuevo.',
    description: 'Error marking the order ready',
  },
  fulfilmentTitle: {
    id: 'orders.manager.fulfilment-title',
    defaultMessage: 'Entrega y pago',
    description: 'Heading of the fulfilment details card',
  },
  paymentMethod: {
    id: 'orders.manager.payment-method',
    defaultMessage:
      'Pago: {method, select, 1 {Efectivo} 2 {Transferencia bancaria} 3 {Billetera} 4 {Billetera contra entrega} 5 {Yape} 6 {Transferencia BCP} 7 {Tarjeta (link de pago)} other {Otro}}',
    description: 'Payment method of the order, by id',
  },
  paymentStatus: {
    id: 'orders.manager.payment-status',
    defaultMessage:
      'Estado del pago: {status, select, paid {Pagado} pending {Pendiente} failed {Rechazado} refunded {Reembolsado} not_required {Se cobra al entregar} other {Desconocido}}',
    description: 'Payment status of the order',
  },
  timeRange: {
    id: 'orders.manager.time-range',
    defaultMessage: 'Horario: {label}',
    description: 'Delivery time range of the order',
  },
  pickupPoint: {
    id: 'orders.manager.pickup-point',
    defaultMessage: 'Punto de retiro: {name} ({address})',
    description: 'The pickup point chosen by the customer',
  },
  addressDetails: {
    id: 'orders.manager.address-details',
    defaultMessage: 'Indicaciones: {details}',
    description: 'Address details given by the customer',
  },
  buyerComment: {
    id: 'orders.manager.buyer-comment',
    defaultMessage: 'Comentario del cliente: {comment}',
    description: "The customer's comment on the order",
  },
});
