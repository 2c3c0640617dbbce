import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type NeighbourOrdersMessageValues = {
  title: NoMessageValues;
  empty: NoMessageValues;
  error: NoMessageValues;
  pickupDay: { day: string };
  dayTotal: { total: string };
  viewOrder: { code: string };
};

export const neighbourOrdersMessages = defineMessages<NeighbourOrdersMessageValues>({
  title: {
    id: 'orders.neighbours.title',
    defaultMessage: 'Pedidos de mis vecinos',
    description: 'Heading of the orders a community leader placed for their neighbours',
  },
  empty: {
    id: 'orders.neighbours.empty',
    defaultMessage: 'Todavía no hiciste pedidos para tus vecinos.',
    description: 'The leader has placed no order on behalf of a neighbour',
  },
  error: {
    id: 'orders.neighbours.error',
    defaultMessage: 'No pudimos cargar los pedidos de tus vecinos.',
    description: 'The orders placed for neighbours could not be loaded',
  },
  pickupDay: {
    id: 'orders.neighbours.pickup-day',
    defaultMessage: 'Retiro el {day}',
    description: 'Heading of the orders to pick up on one day',
  },
  dayTotal: {
    id: 'orders.neighbours.day-total',
    defaultMessage: 'Total del día: {total}',
    description: 'Sum of the non-canceled orders to pick up on one day',
  },
  viewOrder: {
    id: 'orders.neighbours.view-order',
    defaultMessage: 'Ver pedido {code}',
    description: 'Link to the detail of an order placed for a neighbour',
  },
});
