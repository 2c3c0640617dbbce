/** The order updates a shopper is told about by push (SPEC §4 statuses plus pickup). */
export const ORDER_PUSH_EVENTS = ['confirmed', 'ready', 'delivered', 'canceled'] as const;
export type OrderPushEvent = (typeof ORDER_PUSH_EVENTS)[number];

export interface OrderPushSubject {
  orderId: string;
  code: string;
  shopSlug: string;
  shopName: string;
}

/** An order's push to one customer: which order, and what happened to it. */
export interface OrderPushInput extends OrderPushSubject {
  customerId: number;
  event: OrderPushEvent;
}

/** What the service worker shows (shell/src/service-worker/messages.ts reads this shape). */
export interface OrderPushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const TEXTS: Record<OrderPushEvent, (order: OrderPushSubject) => { title: string; body: string }> =
  {
    confirmed: (o) => ({
      title: `Pedido ${o.code} confirmado`,
      body: `${o.shopName} recibió tu pedido.`,
    }),
    ready: (o) => ({
      title: `Tu pedido ${o.code} está listo`,
      body: `Ya puedes pasar a retirarlo en ${o.shopName}.`,
    }),
    delivered: (o) => ({
      title: `Pedido ${o.code} entregado`,
      body: `Gracias por comprar en ${o.shopName}.`,
    }),
    canceled: (o) => ({
      title: `Pedido ${o.code} cancelado`,
      body: `Tu pedido en ${o.shopName} fue cancelado.`,
    }),
  };

export function orderPushPayload(event: OrderPushEvent, order: OrderPushSubject): OrderPushPayload {
  return {
    ...TEXTS[event](order),
    url: `/${order.shopSlug}/mis-pedidos`,
    // One notification per order: a later update replaces the earlier one on the phone.
    tag: `order-${order.orderId}`,
  };
}
