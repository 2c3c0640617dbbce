import { z } from 'zod';

const customerId = z.coerce.number().int().positive().max(2_147_483_647);

export const balanceQuerySchema = z.strictObject({ customerId });
export const movementsQuerySchema = z.strictObject({
  customerId,
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

const value = z.object({ value: z.number() });

export const balanceResponseSchema = z.object({ customer_id: z.number(), amount: value });
export const movementsResponseSchema = z.object({
  customer_id: z.number(),
  balance: value,
  movements: z.array(
    z.object({
      id: z.number(),
      amount: value,
      kind: z.enum(['credit', 'debit', 'refund', 'adjustment']),
      description: z.string(),
      order_id: z.string().nullable(),
      order_code: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  next_before_id: z.number().nullable(),
});
