import { z } from '../../zod';

// The signed-in customer (`GET /api/user`, `POST /api/auth/session`), declared once: the
// gateway documents and answers it with this schema, the shell parses the answer with it and
// the bus carries it to the remotes (`shell:session-changed`).

export const customerRoleSchema = z.enum([
  'guest',
  'customer',
  'community_leader',
  'shop_owner',
  'support',
]);

export const signedInCustomerSchema = z.object({
  id: z.number(),
  customer_id: z.optional(z.number()),
  name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.nullable(z.string()),
  tier_id: z.nullable(z.string()),
  customer_sub_type_id: z.nullable(z.number()),
  inswitch_entity_id: z.nullable(z.string()),
  role: customerRoleSchema,
  community_leader_id: z.nullable(z.number()),
  shop_ids: z.array(z.number()),
});

export type CustomerRole = z.infer<typeof customerRoleSchema>;
export type SignedInCustomer = z.infer<typeof signedInCustomerSchema>;

// `POST /api/auth/session`, declared once: the gateway documents it and the shell parses it.
// The token is there for native clients; the browser relies on the HttpOnly cookie.
export const sessionSchema = z.object({ token: z.string(), customer: signedInCustomerSchema });

export type Session = z.infer<typeof sessionSchema>;
