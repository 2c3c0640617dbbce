import { z } from 'zod';

// PostgreSQL numeric columns may reach JSON as decimal strings; the screens only need numbers.
export const numericSchema = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** The `{ value }` wrapper the API uses for every amount (SPEC §3). */
export const moneySchema = z.object({ value: numericSchema });

export const orderLineSchema = z.object({
  productid: z.number(),
  nombre: z.string(),
  cantidad: numericSchema,
  precio: numericSchema,
  /** The server's line amount: with a per-order discount cap it is not precio × cantidad. */
  subtotal: numericSchema.optional(),
  categoria: z.string().nullable().optional(),
  /** Only the unit is read: a line sold by weight shows and steps as a weight. */
  datos_producto: z
    .object({ unit_of_measurement: z.object({ erp_name: z.string() }).optional() })
    .optional(),
});

export const deliveryDateSchema = z.object({
  day: z.number(),
  month: z.number(),
  year: z.number(),
});

/** An order as read (SPEC §3); fields the screens do not use are not parsed. */
export const orderSchema = z.object({
  id: z.string(),
  code: z.string(),
  created_at: z.string(),
  status: z.string(),
  country_id: z.number(),
  customer_id: z.number().nullable(),
  shop_id: z.number(),
  shop_name: z.string(),
  shop_slug: z.string().optional(),
  cancel_reason: z.string().nullable().optional(),
  /** What went back to the wallet for this order (a cancel, an edit that lowered it). */
  refund_total: moneySchema.nullable().optional(),
  selected_delivery_date: deliveryDateSchema.nullable().optional(),
  sum_of_line_totals: moneySchema.optional(),
  total: moneySchema,
  discount_value: moneySchema.nullable().optional(),
  service_charge_value: moneySchema.nullable().optional(),
  delivery_address_main_line: z.string().nullable().optional(),
  /** The gateway decides whether the order may still change (status and delivery day). */
  can_edit: z.boolean().optional(),
  lines: z.array(orderLineSchema),
});

export type Order = z.infer<typeof orderSchema>;

/** Single-order answers come as `{ order }`; a bare order is read the same way. */
export const orderEnvelopeSchema = z.union([
  z.object({ order: orderSchema }).transform((body) => body.order),
  orderSchema,
]);
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => ['orders', 'list'] as const,
  list: (customerId: number, pageSize: number, status?: string) =>
    ['orders', 'list', customerId, pageSize, status ?? 'all'] as const,
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
};
