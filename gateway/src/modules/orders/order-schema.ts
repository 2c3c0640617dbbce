import { z } from 'zod';
import { CANCEL_REASONS } from '@barrio/shared/domain';

const id = z.number().int().positive().max(2_147_483_647);
const shortText = (max: number) => z.string().trim().max(max);

/** `quantity.value` travels as text ("2", "0.5"); numbers are accepted too. */
export const quantitySchema = z.strictObject({
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

export const dateSchema = z.strictObject({
  year: z.number().int().min(2000).max(2100),
  month: z.number().int().min(1).max(12),
  day: z.number().int().min(1).max(31),
});

export const orderLineSchema = z.strictObject({
  product_id: id,
  quantity: quantitySchema,
  notes: shortText(500).nullable().optional(),
});

export const deliveryAddressSchema = z.strictObject({
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

export const createOrderSchema = z
  .strictObject({
    customer_id: id.optional(),
    guest_customer: guestCustomerSchema.optional(),
    shop_id: id,
    delivery_address_id: id.nullable().optional(),
    payment_method_id: z.number().int().positive().max(100).default(1),
    selected_delivery_date: dateSchema,
    lines: z.array(orderLineSchema).min(1, 'An order needs at least one line.').max(200),
    coupon_code: shortText(40).nullable().optional(),
    is_donation: z.literal(false).optional(),
    notes: shortText(1000).nullable().optional(),
    tier_id: shortText(64).nullable().optional(),
    // The storefront sends the address line as text; a structured address is accepted too.
    customer_delivery_address: z
      .union([
        shortText(300).transform((main_line) => (main_line ? { main_line } : null)),
        deliveryAddressSchema,
      ])
      .nullable()
      .optional(),
    delivery_time_range_id: id.nullable().optional(),
    acting_community_leader_id: id.nullable().optional(),
    require_debit_from_wallet: z.boolean().optional(),
    /** A delivery-point shop near this one where the order is picked up (pickup-point.ts). */
    pickup_point_shop_id: id.nullable().optional(),
  })
  .refine((o) => (o.customer_id === undefined) !== (o.guest_customer === undefined), {
    message: 'Send either customer_id (signed in) or guest_customer.',
    path: ['customer_id'],
  });
export type CreateOrderInput = z.output<typeof createOrderSchema>;
export type OrderLineInput = z.output<typeof orderLineSchema>;

export const createOrderQuerySchema = z.strictObject({
  autoconfirm: z.enum(['true', 'false']).optional(),
});

export const orderIdParams = z.strictObject({ id: z.uuid() });

export const listOrdersQuerySchema = z.strictObject({
  customer_id: z.coerce.number().int().positive().max(2_147_483_647),
  last_uuid: z.preprocess((v) => (v === '' ? undefined : v), z.uuid().optional()),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
  /** SPEC §7's confirmed filter: only orders whose status is confirmed. */
  status: z
    .enum(['confirmed'])
    .optional()
    .describe('confirmed keeps only confirmed orders; paging by last_uuid works the same'),
});

export const editOrderSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('remove_lines'),
    lines: z
      .array(z.strictObject({ product_id: id }))
      .min(1)
      .max(200),
  }),
  z.strictObject({
    action: z.literal('patch_lines'),
    lines: z.array(orderLineSchema).min(1).max(200),
  }),
  z.strictObject({
    action: z.literal('add_lines'),
    lines: z.array(orderLineSchema).min(1).max(200),
  }),
]);
export type EditOrderInput = z.output<typeof editOrderSchema>;

export const cancelOrderSchema = z.strictObject({ reason: z.enum(CANCEL_REASONS) });

export const getCodeQuerySchema = z.strictObject({
  orderId: z.uuid(),
  countryId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const getCodeBodySchema = z.strictObject({ customer_id: id });

// Response shapes (documentation and the storefront's contract).
const value = z.object({ value: z.number() });

export const orderLineResponseSchema = z.object({
  productid: z.number(),
  nombre: z.string(),
  cantidad: z.number(),
  precio: z.number(),
  precio_sin_descuento: z.number(),
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

export const orderResponseSchema = z.object({
  id: z.string(),
  code: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  status: z.enum(['pending', 'confirmed', 'ready', 'delivered', 'canceled']),
  country_id: z.number(),
  customer_id: z.number(),
  shop_id: z.number(),
  shop_name: z.string(),
  shop_slug: z.string(),
  coupon_id: z.number().nullable(),
  coupon_code: z.string().nullable(),
  tier_id: z.string().nullable(),
  payment_method_id: z.number(),
  payment_status: z.enum(['not_required', 'pending', 'paid', 'failed', 'refunded']),
  selected_delivery_date: z.object({ day: z.number(), month: z.number(), year: z.number() }),
  delivery_time_range_id: z.number().nullable(),
  sum_of_line_totals: value,
  discount_value: value,
  service_charge_value: value,
  total: value,
  wallet_debit: value,
  amount_due: value,
  /** What went back to the wallet for this order: a cancel, or an edit that lowered the total. */
  refund_total: value,
  delivery_address_main_line: z.string().nullable(),
  pickup_point_shop_id: z.number().nullable(),
  notes: z.string().nullable(),
  acting_community_leader_id: z.number().nullable(),
  cancel_reason: z.string().nullable(),
  can_edit: z.boolean(),
  lines: z.array(orderLineResponseSchema),
});

export const orderEnvelopeSchema = z.object({ order: orderResponseSchema });
export const orderListSchema = z.object({
  orders: z.array(orderResponseSchema),
  last_uuid: z.string().nullable(),
  has_more: z.boolean(),
});
export const limitErrorSchema = z.object({
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
export const couponErrorSchema = z.object({
  error: z.object({ code: z.literal('coupon_invalid'), message: z.string() }),
  coupon_error: z.number(),
  value: z.number().optional(),
});
export const deliveryCodeSchema = z.object({ order_id: z.string(), code: z.string() });
