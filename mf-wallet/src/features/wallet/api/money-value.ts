import { z } from '@barrio/shared/zod';

// PostgreSQL numeric columns may reach JSON as decimal strings; the screen only needs numbers.
export const moneyValueSchema = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** The `{ value }` wrapper the API uses for every amount (SPEC §3). */
export const moneySchema = z.object({ value: moneyValueSchema });
