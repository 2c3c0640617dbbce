import { z } from 'zod';

const customerId = z.coerce.number().int().positive().max(2_147_483_647);

export const balanceQuerySchema = z.strictObject({ customerId });
export const movementsQuerySchema = z.strictObject({
  customerId,
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
