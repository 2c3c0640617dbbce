import { z } from '../../zod';
import { locationSchema } from './shop';

// One entry of `GET /api/shops/closets`, declared once: the gateway documents it and
// mf-geo-pickup parses it. The gateway always sends the location as `location: { lat, lng }`,
// so the alternate spellings SPEC §3 accepts need no place here.
export const nearbyPointSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  has_delivery: z.boolean(),
  max_delivery_distance_meters: z.number(),
  act_as_delivery_point: z.boolean(),
  community_leader_id: z.nullable(z.number()),
  location: locationSchema,
  distance_to_user: z.number(),
});

export const nearbyPointsSchema = z.array(nearbyPointSchema);

export type NearbyPoint = z.infer<typeof nearbyPointSchema>;
