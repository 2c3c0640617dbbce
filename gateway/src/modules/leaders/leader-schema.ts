import { z } from 'zod';
import { intParam } from '../../http/schemas';

export const leaderParams = z.strictObject({ id: intParam });

export const neighboursQuerySchema = z.strictObject({
  /** Part of a name or of a phone number; empty lists the whole group. */
  q: z.string().trim().max(80).optional(),
});

export const newNeighbourSchema = z.strictObject({
  first_name: z.string().trim().min(1).max(80),
  last_name: z.string().trim().max(80).default(''),
  phone: z.string().trim().min(6).max(32),
});
export type NewNeighbourInput = z.output<typeof newNeighbourSchema>;

export const leaderOrdersQuerySchema = z.strictObject({
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});

export const neighbourSchema = z.object({
  customer_id: z.number(),
  name: z.string(),
  last_name: z.string(),
  phone: z.string(),
});
export type Neighbour = z.infer<typeof neighbourSchema>;

export const neighboursResponseSchema = z.object({
  group: z.object({ id: z.number(), name: z.string(), description: z.string().nullable() }),
  neighbours: z.array(neighbourSchema),
});

export const neighbourOrderSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.string(),
  created_at: z.string(),
  /** The pickup (or delivery) day, YYYY-MM-DD. */
  delivery_date: z.string(),
  shop_slug: z.string(),
  country_id: z.number(),
  total: z.object({ value: z.number() }),
  neighbour: neighbourSchema,
});
export type NeighbourOrder = z.infer<typeof neighbourOrderSchema>;

export const leaderOrdersResponseSchema = z.object({ orders: z.array(neighbourOrderSchema) });
