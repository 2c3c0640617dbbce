import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type ManagerOrdersMessageValues = {
  title: NoMessageValues;
  dayLabel: NoMessageValues;
  dayToday: NoMessageValues;
  dayAll: NoMessageValues;
  dayPick: NoMessageValues;
  dateLabel: NoMessageValues;
  statusLabel: NoMessageValues;
  status: { status: string };
  empty: NoMessageValues;
  loadError: NoMessageValues;
  notFound: NoMessageValues;
  count: { count: number };
  pickListTitle: NoMessageValues;
  pickListItem: { amount: string; name: string; orders: number };
  deliveryOn: { date: string };
  timeRange: { label: string };
  pickupAtShop: NoMessageValues;
  pickupAt: { name: string; address: string };
  deliverTo: { address: string };
  linesTitle: NoMessageValues;
  lineQuantity: { quantity: string; name: string };
  lineNote: { note: string };
  total: { total: string };
  openOrder: { code: string };
  readyDone: { code: string };
  allOrders: NoMessageValues;
};

export const managerOrdersMessages = defineMessages<ManagerOrdersMessageValues>({
  title: {
    id: 'orders.manager-list.title',
    defaultMessage: 'Pedidos de la tienda',
    description: 'Heading of the shop owner’s orders list',
  },
  dayLabel: {
    id: 'orders.manager-list.day-label',
    defaultMessage: 'Día de entrega',
    description: 'Label of the delivery day filter',
  },
  dayToday: {
    id: 'orders.manager-list.day-today',
    defaultMessage: 'Hoy',
    description: 'Delivery day filter option: today',
  },
  dayAll: {
    id: 'orders.manager-list.day-all',
    defaultMessage: 'Todos los días',
    description: 'Delivery day filter option: every day',
  },
  dayPick: {
    id: 'orders.manager-list.day-pick',
    defaultMessage: 'Elegir una fecha',
    description: 'Delivery day filter option: a chosen date',
  },
  dateLabel: {
    id: 'orders.manager-list.date-label',
    defaultMessage: 'Fecha de entrega',
    description: 'Label of the date field shown when the owner chooses a delivery date',
  },
  statusLabel: {
    id: 'orders.manager-list.status-label',
    defaultMessage: 'Estado',
    description: 'Label of the status filter',
  },
  status: {
    id: 'orders.manager-list.status',
    defaultMessage:
      '{status, select, to_prepare {Por preparar} ready {Listos para retirar} delivered {Entregados} canceled {Cancelados} unpaid {Sin pagar} other {Todos}}',
    description: 'Status filter options of the owner’s orders list',
  },
  empty: {
    id: 'orders.manager-list.empty',
    defaultMessage: 'No hay pedidos con estos filtros.',
    description: 'Shown when no order matches the filters',
  },
  loadError: {
    id: 'orders.manager-list.load-error',
    defaultMessage: 'No pudimos cargar los pedidos.',
    description: 'Shown when the orders list request fails',
  },
  notFound: {
    id: 'orders.manager-list.not-found',
    defaultMessage:
      'Esta lista es solo para el dueño de la tienda. Inicia sesión con el teléfono de la tienda.',
    description: 'Shown when the visitor is not the owner of the shop (or support)',
  },
  count: {
    id: 'orders.manager-list.count',
    defaultMessage: '{count, plural, one {# pedido} other {# pedidos}}',
    description: 'How many orders the list shows',
  },
  pickListTitle: {
    id: 'orders.manager-list.pick-list-title',
    defaultMessage: 'Para preparar',
    description: 'Heading of the products to pick, summed over the open orders',
  },
  pickListItem: {
    id: 'orders.manager-list.pick-list-item',
    defaultMessage: '{name}: {amount}, en {orders, plural, one {# pedido} other {# pedidos}}',
    description:
      'One product to pick: its name, how much of it ("5 unidades de 200 gr (1 kg)") and in how many orders',
  },
  deliveryOn: {
    id: 'orders.manager-list.delivery-on',
    defaultMessage: 'Entrega: {date}',
    description: 'The delivery (or pickup) day of an order',
  },
  timeRange: {
    id: 'orders.manager-list.time-range',
    defaultMessage: 'Horario: {label}',
    description: 'The delivery time range of an order',
  },
  pickupAtShop: {
    id: 'orders.manager-list.pickup-at-shop',
    defaultMessage: 'Retira en la tienda',
    description: 'The customer collects the order at the shop itself',
  },
  pickupAt: {
    id: 'orders.manager-list.pickup-at',
    defaultMessage: 'Punto de retiro: {name} ({address})',
    description: 'The pickup point chosen for the order',
  },
  deliverTo: {
    id: 'orders.manager-list.deliver-to',
    defaultMessage: 'Entregar en: {address}',
    description: 'The delivery address of the order',
  },
  linesTitle: {
    id: 'orders.manager-list.lines-title',
    defaultMessage: 'Productos',
    description: 'Heading of the lines to pick of one order',
  },
  lineQuantity: {
    id: 'orders.manager-list.line-quantity',
    defaultMessage: '{quantity} × {name}',
    description: 'One line to pick: quantity and product name',
  },
  lineNote: {
    id: 'orders.manager-list.line-note',
    defaultMessage: 'Nota: {note}',
    description: 'The customer’s note on one line',
  },
  total: {
    id: 'orders.manager-list.total',
    defaultMessage: 'Total: {total}',
    description: 'The order total',
  },
  openOrder: {
    id: 'orders.manager-list.open-order',
    defaultMessage: 'Ver pedido {code}',
    description: 'Link to the order page of the manager site',
  },
  readyDone: {
    id: 'orders.manager-list.ready-done',
    defaultMessage: 'Avisamos al cliente que el pedido {code} está listo.',
    description: 'Shown after the owner marks an order ready from the list',
  },
  allOrders: {
    id: 'orders.manager-list.all-orders',
    defaultMessage: 'Todos los pedidos de la tienda',
    description: 'Link from the manager order page to the shop’s orders list',
  },
});
