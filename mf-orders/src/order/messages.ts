import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type OrderStatusMessageValues = {
  pending: NoMessageValues;
  confirmed: NoMessageValues;
  ready: NoMessageValues;
  delivered: NoMessageValues;
  canceled: NoMessageValues;
  unknown: NoMessageValues;
};

export const orderStatusMessages = defineMessages<OrderStatusMessageValues>({
  pending: {
    id: 'orders.status.pending',
    defaultMessage: 'Pendiente',
    description: 'Status badge of an order not yet confirmed by the shop',
  },
  confirmed: {
    id: 'orders.status.confirmed',
    defaultMessage: 'Confirmado',
    description: 'Status badge of a confirmed order',
  },
  ready: {
    id: 'orders.status.ready',
    defaultMessage: 'Listo para entregar',
    description: 'Status badge of an order ready for pickup or delivery',
  },
  delivered: {
    id: 'orders.status.delivered',
    defaultMessage: 'Entregado',
    description: 'Status badge of a delivered order',
  },
  canceled: {
    id: 'orders.status.canceled',
    defaultMessage: 'Cancelado',
    description: 'Status badge of a canceled order',
  },
  unknown: {
    id: 'orders.status.unknown',
    defaultMessage: 'En proceso',
    description: 'Status badge of an order whose status this screen does not know yet',
  },
});

// A type alias, not an interface: defineMessages needs its implicit index signature.
type OrderCommonMessageValues = {
  linesTitle: NoMessageValues;
  product: NoMessageValues;
  lineNote: { note: string };
  quantity: NoMessageValues;
  price: NoMessageValues;
  lineTotal: NoMessageValues;
  subtotal: NoMessageValues;
  discount: NoMessageValues;
  serviceCharge: NoMessageValues;
  total: NoMessageValues;
  orderCode: { code: string };
  deliveryDate: { date: string };
  address: { address: string };
  pickupPoint: { name: string; address: string };
  placedOn: { date: string };
};

export const orderCommonMessages = defineMessages<OrderCommonMessageValues>({
  linesTitle: {
    id: 'orders.lines.title',
    defaultMessage: 'Productos',
    description: 'Heading of the list of products in an order',
  },
  product: {
    id: 'orders.lines.product',
    defaultMessage: 'Producto',
    description: 'Column header: product name',
  },
  lineNote: {
    id: 'orders.lines.note',
    defaultMessage: 'Nota: {note}',
    description: 'The customer’s note on one line of the order, under the product name',
  },
  quantity: {
    id: 'orders.lines.quantity',
    defaultMessage: 'Cantidad',
    description: 'Column header: units ordered',
  },
  price: {
    id: 'orders.lines.price',
    defaultMessage: 'Precio',
    description: 'Column header: unit price',
  },
  lineTotal: {
    id: 'orders.lines.line-total',
    defaultMessage: 'Importe',
    description: 'Column header: unit price times quantity',
  },
  subtotal: {
    id: 'orders.totals.subtotal',
    defaultMessage: 'Subtotal',
    description: 'Sum of the order lines before discounts and charges',
  },
  discount: {
    id: 'orders.totals.discount',
    defaultMessage: 'Descuento',
    description: 'Discount applied to the order (coupon or promotions)',
  },
  serviceCharge: {
    id: 'orders.totals.service-charge',
    defaultMessage: 'Cargo por servicio',
    description: 'Service charge added to the order',
  },
  total: {
    id: 'orders.totals.total',
    defaultMessage: 'Total',
    description: 'What the customer pays for the order',
  },
  orderCode: {
    id: 'orders.order.code',
    defaultMessage: 'Pedido {code}',
    description: 'Title naming an order by its short code',
  },
  deliveryDate: {
    id: 'orders.order.delivery-date',
    defaultMessage: 'Entrega: {date}',
    description: 'The delivery or pickup date chosen for the order',
  },
  address: {
    id: 'orders.order.address',
    defaultMessage: 'Dirección: {address}',
    description: 'The delivery address of the order',
  },
  pickupPoint: {
    id: 'orders.order.pickup-point',
    defaultMessage: 'Retiro en {name} · {address}',
    description: 'Where the customer collects the order: the pickup point and its address',
  },
  placedOn: {
    id: 'orders.order.placed-on',
    defaultMessage: 'Hecho el {date}',
    description: 'When the order was placed; date is already formatted',
  },
});
