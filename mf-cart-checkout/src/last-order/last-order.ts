import { z } from '@barrio/shared/zod';
import { pickupPointSchema, type PlacedOrder } from '@barrio/shared/contract';
import type { CartLine } from '@barrio/shared/domain';
import { lastOrderStorage } from '@barrio/shared/storage';

const deliverySchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('pickup'), name: z.string(), address: z.nullable(z.string()) }),
  z.object({ mode: z.literal('delivery'), address: z.string() }),
]);
export type OrderDelivery = z.output<typeof deliverySchema>;

// What the confirmation screen reads back from the stored last order.
const confirmationSchema = z.object({
  id: z.string(),
  code: z.string(),
  total: z.object({ value: z.number() }),
  country_id: z.number(),
  shop_slug: z.string(),
  delivery: deliverySchema,
  /** The day chosen at checkout (absent in orders saved before the confirmation showed it). */
  selected_delivery_date: z.optional(
    z.nullable(z.object({ day: z.number(), month: z.number(), year: z.number() })),
  ),
  /** The pickup point the gateway stored with the order (absent in orders saved before it). */
  pickup_point: z.optional(z.nullable(pickupPointSchema)),
  delivery_code: z.optional(z.string()),
  payment_link_failed: z.optional(z.boolean()),
  payment_method_id: z.optional(z.number()),
  /** Lets a guest read and change how this order is paid (see the gateway's payments module). */
  payment_token: z.optional(z.string()),
});
export type OrderConfirmation = z.output<typeof confirmationSchema>;

export interface SaveLastOrderInput {
  order: PlacedOrder;
  shopSlug: string;
  delivery: OrderDelivery;
  lines: CartLine[];
  customer: { first_name: string; last_name: string; phone_number: string };
}

/** SPEC §3 "last order stored locally": order, lines, customer. */
export function saveLastOrder(input: SaveLastOrderInput): void {
  lastOrderStorage.set({
    order: { ...input.order, shop_slug: input.shopSlug, delivery: input.delivery },
    lines: input.lines,
    customer: input.customer,
  });
}

function updateLastOrder(orderId: string, extra: Record<string, unknown>): void {
  const stored = lastOrderStorage.get();
  if (!stored || String(stored.order.id) !== orderId) return;
  lastOrderStorage.set({ ...stored, order: { ...stored.order, ...extra } });
}

export function saveDeliveryCode(orderId: string, code: string): void {
  updateLastOrder(orderId, { delivery_code: code });
}

/** The order stands, but the card payment page could not be opened; the confirmation says so. */
export function markPaymentLinkFailed(orderId: string): void {
  updateLastOrder(orderId, { payment_link_failed: true });
}

/** The last order placed in this browser, with its lines, if it is one this screen can show. */
export function readOrderConfirmation(): (OrderConfirmation & { lines: CartLine[] }) | null {
  const stored = lastOrderStorage.get();
  if (!stored) return null;
  const parsed = confirmationSchema.safeParse(stored.order);
  return parsed.success ? { ...parsed.data, lines: stored.lines } : null;
}
