// The order's operations, as the routes call them. Each lives in a file of its own:
// placing (place-order.ts, a composition of named steps), changing (order-changes.ts) and
// reading (order-queries.ts).
export { placeOrder, type PlacedOrderResponse } from './place-order';
export { cancelOrder, editOrder } from './order-changes';
export { deliveryCode, getOrder, listOrders } from './order-queries';
