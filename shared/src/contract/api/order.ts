import { z } from '../../zod';
import { CANCEL_REASONS, ORDER_STATUSES } from '../../domain/constants';
import { pickupPointSchema } from './pickup-point-orders';

// The order's shapes, declared once: the payload that places or edits an order and the order
// as read (SPEC §3). The gateway validates requests and documents its answers with these
// schemas; the remotes type what they send and parse what they read with them.

const id = z.number().int().positive().max(2_147_483_647);
const shortText = (max: number) => z.string().trim().max(max);

// ---------------------------------------------------------------------------------------------
// The payload (`POST /api/order`, `PATCH /api/order/{id}`, `POST /api/order/{id}/cancel`)

/** `quantity.value` travels as text ("2", "0.5"); numbers are accepted too. */
export const orderQuantitySchema = z.strictObject({
  value: z
    .union([
      z
        .string()
        .trim()
        .regex(/^\d{1,5}(\.\d{1,12})?$/, 'A positive number.'),
      z.number(),
    ])
    // Quantities are kept to three decimals (grams of a kilo); float noise from the cart is dropped.
    .transform((v) => Math.round(Number(v) * 1000) / 1000)
    .pipe(z.number().positive('Must be above zero.').max(10_000)),
});

export const deliveryDatePartsSchema = z.strictObject({
  year: z.number().int().min(2000).max(2100),
  month: z.number().int().min(1).max(12),
  day: z.number().int().min(1).max(31),
});

export const orderPayloadLineSchema = z.strictObject({
  product_id: id,
  quantity: orderQuantitySchema,
  notes: shortText(500).nullable().optional(),
});

/** A delivery address typed for this order rather than picked from the address book. */
export const orderDeliveryAddressSchema = z.strictObject({
  main_line: shortText(300).min(1),
  details: shortText(300).nullable().optional(),
  label: shortText(80).nullable().optional(),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
});

export const guestCustomerSchema = z.strictObject({
  first_name: shortText(80).min(1),
  last_name: shortText(80),
  phone_number: z.string().trim().min(6).max(32),
  email: z.email().max(200).nullable().optional(),
});

export const orderPayloadSchema = z
  .strictObject({
    customer_id: id.optional(),
    guest_customer: guestCustomerSchema.optional(),
    shop_id: id,
    delivery_address_id: id.nullable().optional(),
    payment_method_id: z.number().int().positive().max(100).default(1),
    selected_delivery_date: deliveryDatePartsSchema,
    lines: z.array(orderPayloadLineSchema).min(1, 'An order needs at least one line.').max(200),
    coupon_code: shortText(40).nullable().optional(),
    is_donation: z.literal(false).optional(),
    notes: shortText(1000).nullable().optional(),
    tier_id: shortText(64).nullable().optional(),
    // The storefront sends the address line as text; a structured address is accepted too.
    customer_delivery_address: z
      .union([
        shortText(300).transform((main_line) => (main_line ? { main_line } : null)),
        orderDeliveryAddressSchema,
      ])
      .nullable()
      .optional(),
    delivery_time_range_id: id.nullable().optional(),
    acting_community_leader_id: id.nullable().optional(),
    require_debit_from_wallet: z.boolean().optional(),
    /** A delivery-point shop near this one where the order is picked up. */
    pickup_point_shop_id: id.nullable().optional(),
  })
  .refine((o) => (o.customer_id === undefined) !== (o.guest_customer === undefined), {
    message: 'Send either customer_id (signed in) or guest_customer.',
    path: ['customer_id'],
  });

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
    lines: z
      .array(z.strictObject({ product_id: id }))
      .min(1)
      .max(200),
  }),
  z.strictObject({
    action: z.literal('patch_lines'),
    lines: z.array(orderPayloadLineSchema).min(1).max(200),
  }),
  z.strictObject({
    action: z.literal('add_lines'),
    lines: z.array(orderPayloadLineSchema).min(1).max(200),
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
  categoria: z.string().nullable(),
  notes: z.string().nullable(),
  datos_producto: z.looseObject({
    id: z.number(),
    category_id: z.number().nullable(),
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
  coupon_id: z.number().nullable(),
  coupon_code: z.string().nullable(),
  tier_id: z.string().nullable(),
  payment_method_id: z.number(),
  payment_status: paymentStatusSchema,
  selected_delivery_date: z.object({ day: z.number(), month: z.number(), year: z.number() }),
  delivery_time_range_id: z.number().nullable(),
  sum_of_line_totals: money,
  discount_value: money,
  service_charge_value: money,
  total: money,
  wallet_debit: money,
  amount_due: money,
  /** What went back to the wallet for this order: a cancel, or an edit that lowered the total. */
  refund_total: money,
  delivery_address_main_line: z.string().nullable(),
  pickup_point_shop_id: z.number().nullable(),
  /** Where the customer collects the order; null when it is delivered or collected at the shop. */
  pickup_point: pickupPointSchema.nullable(),
  notes: z.string().nullable(),
  acting_community_leader_id: z.number().nullable(),
  cancel_reason: z.string().nullable(),
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
  order: orderSchema.extend({
    /** Lets a guest retry or change its payment. */
    payment_token: z.string(),
  }),
});
export type PlacedOrder = z.infer<typeof placedOrderEnvelopeSchema>['order'];

/** `GET /api/orders`: newest first, keyset-paged by `last_uuid`. */
export const orderListSchema = z.object({
  orders: z.array(orderSchema),
  last_uuid: z.string().nullable(),
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
  value: z.number().optional(),
});
