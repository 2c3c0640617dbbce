import { z } from '../../zod';
import { CANCEL_REASONS, ORDER_STATUSES } from '../../domain/constants';
import { SUPPORTED_LOCALES } from '../../i18n/locales';
import { pickupPointSchema } from './pickup-point-orders';

// The order's shapes, declared once: the payload that places or edits an order and the order
// as read (SPEC §3). The gateway validates requests and documents its answers with these
// schemas; the remotes type what they send and parse what they read with them.

const id = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const shortText = (max: number) => z.string().check(z.trim(), z.maxLength(max));
/** A field the payload may leave out or send as null. */
const omissible = <T extends z.ZodType>(schema: T) => z.optional(z.nullable(schema));

// ---------------------------------------------------------------------------------------------
// The payload (`POST /api/order`, `PATCH /api/order/{id}`, `POST /api/order/{id}/cancel`)

/** `quantity.value` travels as text ("2", "0.5"); numbers are accepted too. */
export const orderQuantitySchema = z.strictObject({
  value: z.pipe(
    z.pipe(
      z.union([
        z.string().check(z.trim(), z.regex(/^\d{1,5}(\.\d{1,12})?$/, 'A positive number.')),
        z.number(),
      ]),
      // Quantities are kept to three decimals (grams of a kilo); float noise from the cart is dropped.
      z.transform((v: string | number) => Math.round(Number(v) * 1000) / 1000),
    ),
    z.number().check(z.positive('Must be above zero.'), z.lte(10_000)),
  ),
});

export const deliveryDatePartsSchema = z.strictObject({
  year: z.number().check(z.int(), z.gte(2000), z.lte(2100)),
  month: z.number().check(z.int(), z.gte(1), z.lte(12)),
  day: z.number().check(z.int(), z.gte(1), z.lte(31)),
});

export const orderPayloadLineSchema = z.strictObject({
  product_id: id,
  quantity: orderQuantitySchema,
  notes: omissible(shortText(500)),
});

/** A delivery address typed for this order rather than picked from the address book. */
export const orderDeliveryAddressSchema = z.strictObject({
  main_line: shortText(300).check(z.minLength(1)),
  details: omissible(shortText(300)),
  label: omissible(shortText(80)),
  lat: omissible(z.number().check(z.gte(-90), z.lte(90))),
  lng: omissible(z.number().check(z.gte(-180), z.lte(180))),
});

export const guestCustomerSchema = z.strictObject({
  first_name: shortText(80).check(z.minLength(1)),
  last_name: shortText(80),
  phone_number: z.string().check(z.trim(), z.minLength(6), z.maxLength(32)),
  email: omissible(z.email().check(z.maxLength(200))),
});

export const orderPayloadSchema = z
  .strictObject({
    customer_id: z.optional(id),
    guest_customer: z.optional(guestCustomerSchema),
    shop_id: id,
    delivery_address_id: omissible(id),
    payment_method_id: z._default(z.number().check(z.int(), z.positive(), z.lte(100)), 1),
    selected_delivery_date: deliveryDatePartsSchema,
    lines: z
      .array(orderPayloadLineSchema)
      .check(z.minLength(1, 'An order needs at least one line.'), z.maxLength(200)),
    coupon_code: omissible(shortText(40)),
    is_donation: z.optional(z.literal(false)),
    notes: omissible(shortText(1000)),
    tier_id: omissible(shortText(64)),
    // The storefront sends the address line as text; a structured address is accepted too.
    customer_delivery_address: omissible(
      z.union([
        z.pipe(
          shortText(300),
          z.transform((main_line: string) => (main_line ? { main_line } : null)),
        ),
        orderDeliveryAddressSchema,
      ]),
    ),
    delivery_time_range_id: omissible(id),
    acting_community_leader_id: omissible(id),
    require_debit_from_wallet: z.optional(z.boolean()),
    /** A delivery-point shop near this one where the order is picked up. */
    pickup_point_shop_id: omissible(id),
    /** The shopper's locale: the confirmation message is written in English for 'en-US'. */
    locale: z.optional(z.enum(SUPPORTED_LOCALES)),
  })
  .check(
    z.refine((o) => (o.customer_id === undefined) !== (o.guest_customer === undefined), {
      message: 'Send either customer_id (signed in) or guest_customer.',
      path: ['customer_id'],
    }),
  );

/** What the browser sends to place an order. */
export type OrderPayload = z.input<typeof orderPayloadSchema>;
/** The signed-in customer's payload (or a community leader acting for one). */
export type CustomerOrderPayload = OrderPayload & { customer_id: number; guest_customer?: never };
/** The guest's payload: no customer id, never a wallet debit. */
export type GuestOrderPayload = OrderPayload & {
  customer_id?: never;
  guest_customer: z.input<typeof guestCustomerSchema>;
  require_debit_from_wallet: false;
};
export type OrderDeliveryAddress = z.input<typeof orderDeliveryAddressSchema>;

export const editOrderPayloadSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('remove_lines'),
    lines: z.array(z.strictObject({ product_id: id })).check(z.minLength(1), z.maxLength(200)),
  }),
  z.strictObject({
    action: z.literal('patch_lines'),
    lines: z.array(orderPayloadLineSchema).check(z.minLength(1), z.maxLength(200)),
  }),
  z.strictObject({
    action: z.literal('add_lines'),
    lines: z.array(orderPayloadLineSchema).check(z.minLength(1), z.maxLength(200)),
  }),
]);
export type EditOrderPayload = z.input<typeof editOrderPayloadSchema>;

export const cancelOrderPayloadSchema = z.strictObject({ reason: z.enum(CANCEL_REASONS) });
export type CancelOrderPayload = z.input<typeof cancelOrderPayloadSchema>;

// ---------------------------------------------------------------------------------------------
// The order as read (`GET /api/order/{id}`, `GET /api/orders`, and every answer that returns
// an order)

const money = z.object({ value: z.number() });

export const orderLineSchema = z.object({
  productid: z.number(),
  nombre: z.string(),
  cantidad: z.number(),
  precio: z.number(),
  precio_sin_descuento: z.number(),
  /** The server's line amount: with a per-order discount cap it is not precio × cantidad. */
  subtotal: z.number(),
  items_with_discount: z.number(),
  items_without_discount: z.number(),
  categoria: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  datos_producto: z.looseObject({
    id: z.number(),
    category_id: z.nullable(z.number()),
    unit_of_measurement: z.object({ erp_name: z.string() }),
  }),
});

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const paymentStatusSchema = z.enum([
  'not_required',
  'pending',
  'paid',
  'failed',
  'refunded',
]);

export const orderSchema = z.object({
  id: z.string(),
  code: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  status: orderStatusSchema,
  country_id: z.number(),
  customer_id: z.number(),
  shop_id: z.number(),
  shop_name: z.string(),
  shop_slug: z.string(),
  coupon_id: z.nullable(z.number()),
  coupon_code: z.nullable(z.string()),
  tier_id: z.nullable(z.string()),
  payment_method_id: z.number(),
  payment_status: paymentStatusSchema,
  selected_delivery_date: z.object({ day: z.number(), month: z.number(), year: z.number() }),
  delivery_time_range_id: z.nullable(z.number()),
  sum_of_line_totals: money,
  discount_value: money,
  service_charge_value: money,
  total: money,
  wallet_debit: money,
  amount_due: money,
  /** What went back to the wallet for this order: a cancel, or an edit that lowered the total. */
  refund_total: money,
  delivery_address_main_line: z.nullable(z.string()),
  pickup_point_shop_id: z.nullable(z.number()),
  /** Where the customer collects the order; null when it is delivered or collected at the shop. */
  pickup_point: z.nullable(pickupPointSchema),
  notes: z.nullable(z.string()),
  acting_community_leader_id: z.nullable(z.number()),
  cancel_reason: z.nullable(z.string()),
  /** The gateway decides whether the order may still change (status and delivery day). */
  can_edit: z.boolean(),
  lines: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Every single-order answer: `{ order }`. */
export const orderEnvelopeSchema = z.object({ order: orderSchema });

/** The answer of `POST /api/order`: the order plus the proof that this browser placed it. */
export const placedOrderEnvelopeSchema = z.object({
  order: z.extend(orderSchema, {
    /** Lets a guest retry or change its payment. */
    payment_token: z.string(),
  }),
});
export type PlacedOrder = z.infer<typeof placedOrderEnvelopeSchema>['order'];

/** `GET /api/orders`: newest first, keyset-paged by `last_uuid`. */
export const orderListSchema = z.object({
  orders: z.array(orderSchema),
  last_uuid: z.nullable(z.string()),
  has_more: z.boolean(),
});
export type OrderList = z.infer<typeof orderListSchema>;

/** `PATCH /api/getcode`: the code the customer gives at delivery. */
export const deliveryCodeSchema = z.object({ order_id: z.string(), code: z.string() });
export type DeliveryCode = z.infer<typeof deliveryCodeSchema>;

// ---------------------------------------------------------------------------------------------
// The 400 answers of `POST /api/order` the checkout acts on (SPEC §8)

/** Products over their limits: what the shopper already ordered and what is still allowed. */
export const orderLimitErrorSchema = z.object({
  error: z.object({ code: z.literal('limit_exceeded'), message: z.string() }),
  limits: z.array(
    z.object({
      product_id: z.number(),
      limit: z.number(),
      existing_quantity: z.number(),
      requested: z.number(),
      allowed: z.number(),
    }),
  ),
});
export type OrderLimit = z.infer<typeof orderLimitErrorSchema>['limits'][number];

/** A coupon the order cannot use; `value` is the minimum purchase for coupon error 2. */
export const couponErrorSchema = z.object({
  error: z.object({ code: z.literal('coupon_invalid'), message: z.string() }),
  coupon_error: z.number(),
  value: z.optional(z.number()),
});
