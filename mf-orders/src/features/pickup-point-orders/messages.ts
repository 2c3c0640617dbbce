import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type PickupPointOrdersMessageValues = {
  title: NoMessageValues;
  empty: NoMessageValues;
  error: NoMessageValues;
  pickupDay: { day: string };
  orderFrom: { code: string; shop: string };
  point: { name: string };
  toPay: { amount: string };
  paid: NoMessageValues;
};

export const pickupPointOrdersMessages = defineMessages<PickupPointOrdersMessageValues>({
  title: {
    id: 'orders.pickup-point.title',
    defaultMessage: 'Pedidos para retirar en mi punto',
    description: 'Heading of the orders neighbours will collect at the leader’s pickup point',
  },
  empty: {
    id: 'orders.pickup-point.empty',
    defaultMessage: 'No hay pedidos por retirar en tu punto.',
    description: 'Shown when no order is to be collected at the leader’s pickup point',
  },
  error: {
    id: 'orders.pickup-point.error',
    defaultMessage: 'No pudimos cargar los pedidos de tu punto de retiro.',
    description: 'Shown when the pickup point orders request fails',
  },
  pickupDay: {
    id: 'orders.pickup-point.day',
    defaultMessage: 'Retiro el {day}',
    description: 'Heading of one pickup day',
  },
  orderFrom: {
    id: 'orders.pickup-point.order-from',
    defaultMessage: 'Pedido {code} de {shop}',
    description: 'An order to collect: its code and the shop it was bought from',
  },
  point: {
    id: 'orders.pickup-point.point',
    defaultMessage: 'En {name}',
    description: 'The pickup point the order is collected at',
  },
  toPay: {
    id: 'orders.pickup-point.to-pay',
    defaultMessage: 'A pagar al retirar: {amount}',
    description: 'What the neighbour still pays when collecting',
  },
  paid: {
    id: 'orders.pickup-point.paid',
    defaultMessage: 'Pagado',
    description: 'The order is already paid',
  },
});
