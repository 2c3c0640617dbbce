import { z } from 'zod';
import { COUNTRY_IDS } from '@barrio/shared/countries';

/** Path and query values arrive as text; these coerce and bound them. */
export const intParam = z.coerce.number().int().positive().max(2_147_483_647);
export const countryIdParam = z.coerce
  .number()
  .int()
  .refine((id) => (COUNTRY_IDS as readonly number[]).includes(id), 'Unknown country id.');
export const latParam = z.coerce.number().min(-90).max(90);
export const lngParam = z.coerce.number().min(-180).max(180);
export const boolParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');
export const slugParam = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'Not a valid slug.');

export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
