import { z } from '../zod';
import { catalogProductSchema } from './api/product';
import { signedInCustomerSchema } from './api/customer';
import { shopSchema } from './api/shop';

// Every bus event's payload, declared once with its version (contracts §1.3). The event map's
// types (shared/src/bus/event-map.ts) are these schemas' types, and each build records the
// schema of every event it publishes or subscribes to (barrio-compat.json), so that the deploy
// check can refuse a build whose events a live remote would no longer understand. Bump an
// event's version with any change to its payload; a field removed or renamed breaks every
// subscriber that requires it, unless the subscribers accept both for a while.
// Only types reach the browser bundles: nothing in the apps imports these schemas' values.

/** The fields of a shop the bus carries to every remote. */
export const shopContextSchema = z.omit(shopSchema, {
  location: true,
  address: true,
  has_delivery: true,
  max_delivery_distance_meters: true,
  delivery_time_ranges: true,
  delivery_days: true,
  community_leader: true,
});

/**
 * The signed-in customer as the bus carries it: the leader and shop fields optional for
 * sessions stored by builds that did not have them yet.
 */
export const sessionCustomerSchema = z.extend(
  z.omit(signedInCustomerSchema, { customer_id: true, community_leader_id: true, shop_ids: true }),
  {
    community_leader_id: z.optional(z.nullable(z.number())),
    shop_ids: z.optional(z.array(z.number())),
  },
);

export const pickupPointSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  address: z.nullable(z.string()),
  location: z.object({ lat: z.number(), lng: z.number() }),
  distance_to_user: z.nullable(z.number()),
  has_delivery: z.boolean(),
  max_delivery_distance_meters: z.number(),
  community_leader_id: z.nullable(z.number()),
});

export const deliveryAddressSummarySchema = z.object({
  id: z.number(),
  label: z.string(),
  main_line: z.string(),
  details: z.nullable(z.string()),
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
});

/** A cart line as kept locally (SPEC §3). */
export const cartLineSchema = z.object({
  productid: z.number(),
  nombre: z.string(),
  categoria: z.nullable(z.number()),
  imagen: z.nullable(z.string()),
  /** Sale price of one unit. */
  precio: z.number(),
  /** Reference price of one unit, shown struck through. */
  priceWithoutDiscount: z.number(),
  cantidad: z.number(),
  subtotal: z.number(),
  /** Purchase measure unit, e.g. 'gr'. */
  medida: z.string(),
  /** Items per unit. */
  escala: z.number(),
  datos_producto: catalogProductSchema,
  notes: z.string(),
  itemsWithDiscount: z.number(),
  itemsWithoutDiscount: z.number(),
  /** Some units of the line pay the regular price (beyond the discount limit, or no discount). */
  withoutDiscount: z.boolean(),
});

export const cartSnapshotSchema = z.object({
  shopSlug: z.string(),
  lines: z.array(cartLineSchema),
  total: z.number(),
  quantity: z.number(),
});

/**
 * Asks the cart for units of a product, by id: the cart reads the product and its price from
 * the catalogue's data, never from the event. A negative quantity takes units out.
 */
export const addToCartRequestSchema = z.object({
  productId: z.number(),
  quantity: z.number(),
  /** The shop whose catalogue the product belongs to; the cart adds it to that shop's cart. */
  shopSlug: z.string(),
});

export const contextChangedPayloadSchema = z.object({
  shop: z.nullable(shopContextSchema),
  countryId: z.number(),
  locale: z.string(),
  customer: z.nullable(sessionCustomerSchema),
  tierId: z.nullable(z.string()),
  flags: z.record(z.string(), z.boolean()),
});

export const orderChangeSchema = z.enum(['edited', 'canceled']);

/** Every bus event: owner-prefixed name → its payload's schema and version. */
export const BUS_EVENT_SCHEMAS = {
  'shell:context-changed': { version: 1, payload: contextChangedPayloadSchema },
  'shell:session-changed': {
    version: 1,
    payload: z.object({ customer: z.nullable(sessionCustomerSchema) }),
  },
  'shell:sign-in-requested': { version: 1, payload: z.object({ reason: z.optional(z.string()) }) },
  'cart:updated': { version: 1, payload: cartSnapshotSchema },
  'cart:add-requested': { version: 2, payload: addToCartRequestSchema },
  'cart:open-requested': { version: 1, payload: z.strictObject({}) },
  'geo:pickup-point-selected': {
    version: 1,
    payload: z.object({ point: z.nullable(pickupPointSummarySchema) }),
  },
  'geo:address-selected': {
    version: 1,
    payload: z.object({ address: z.nullable(deliveryAddressSummarySchema) }),
  },
  'wallet:switch-changed': {
    version: 1,
    payload: z.object({ useWallet: z.boolean(), balance: z.nullable(z.number()) }),
  },
  /** Checkout placed an order (a wallet payment has moved money: the wallet refetches). */
  'checkout:order-placed': {
    version: 1,
    payload: z.object({ orderId: z.string(), code: z.string(), shopSlug: z.string() }),
  },
  /** The confirmation page saw the order's payment confirmed: the wallet refetches. */
  'checkout:order-paid': {
    version: 1,
    payload: z.object({ orderId: z.string() }),
  },
  /**
   * The orders remote changed an order in a way that may move wallet money (a refund on
   * cancel, a debit or refund of the difference on edit): the wallet refetches its balance.
   */
  'orders:changed': {
    version: 1,
    payload: z.object({ orderId: z.string(), change: orderChangeSchema }),
  },
} as const;

export type BusEventSchemas = typeof BUS_EVENT_SCHEMAS;
/** The payload of every bus event, as its schema declares it. */
export type BusEventPayloads = {
  [N in keyof BusEventSchemas]: z.infer<BusEventSchemas[N]['payload']>;
};
