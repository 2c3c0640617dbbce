import { z } from '../../zod';

// `GET /api/geo`, declared once: the gateway documents it and the shell parses it.
export const geoSchema = z.object({
  country: z.string().nullable(),
  country_id: z.number().nullable(),
  source: z.enum(['header', 'ip']).nullable(),
});

export type Geo = z.infer<typeof geoSchema>;
