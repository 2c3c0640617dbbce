import { z } from 'zod';
import { intParam } from '../../http/schemas';

// The answers' shapes are declared once in `@barrio/shared/contract` (`leader.ts`).
export type { Neighbour, NeighbourOrder } from '@barrio/shared/contract';

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
