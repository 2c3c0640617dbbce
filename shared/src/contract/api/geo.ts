import { z } from '../../zod';

// `GET /api/geo`, declared once: the gateway documents it and the shell parses it.
export const geoSchema = z.object({
  country: z.nullable(z.string()),
  country_id: z.nullable(z.number()),
  source: z.nullable(z.enum(['header', 'ip'])),
});

export type Geo = z.infer<typeof geoSchema>;
