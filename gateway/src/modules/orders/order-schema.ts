import { z } from 'zod';
import type {
  editOrderPayloadSchema,
  orderPayloadLineSchema,
  orderPayloadSchema,
} from '@barrio/shared/contract';

// The order's payloads and the order as read are the API contract's (@barrio/shared/contract);
// what is left here is the gateway's own: query strings, path parameters and error details.

const id = z.number().int().positive().max(2_147_483_647);

export type CreateOrderInput = z.output<typeof orderPayloadSchema>;
export type OrderLineInput = z.output<typeof orderPayloadLineSchema>;

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

export type EditOrderInput = z.output<typeof editOrderPayloadSchema>;

export const getCodeQuerySchema = z.strictObject({
  orderId: z.uuid(),
  countryId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const getCodeBodySchema = z.strictObject({ customer_id: id });
