import { z } from '../../zod';

// A tier as `GET /api/tiers/default/{shopId}` and `GET /api/tiers/id/{id}` answer it, declared
// once: the gateway documents it and the shell parses it.
export const tierSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  country_id: z.number(),
  is_default: z.boolean(),
  shops: z.array(z.number()),
});

export type Tier = z.infer<typeof tierSchema>;
