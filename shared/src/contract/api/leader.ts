import { z } from '../../zod';

// A community leader's group (SPEC §3): `GET|POST /api/communityleader/{id}/neighbours` and
// the orders the leader placed for them, `GET /api/communityleader/{id}/orders`, declared once.
// The gateway documents its answers with these schemas and the remotes parse them.

/** A member of the beneficiary group a community leader coordinates. */
export const neighbourSchema = z.object({
  customer_id: z.number(),
  name: z.string(),
  last_name: z.string(),
  phone: z.string(),
});
export type Neighbour = z.infer<typeof neighbourSchema>;

/**
 * What adding a phone that is not yet a member answers (202), the same whether or not the phone
 * belongs to someone: the person is invited and joins only when they accept.
 */
export const neighbourInvitedSchema = z.object({ invited: z.literal(true), phone: z.string() });
export type NeighbourInvited = z.infer<typeof neighbourInvitedSchema>;

/** An invitation as the invited person sees it (`GET /api/neighbour-invitations`). */
export const neighbourInvitationSchema = z.object({
  id: z.number(),
  leader_name: z.string(),
  group_name: z.string(),
  shop_slug: z.string(),
  created_at: z.string(),
});
export type NeighbourInvitation = z.infer<typeof neighbourInvitationSchema>;
export const neighbourInvitationsSchema = z.object({
  invitations: z.array(neighbourInvitationSchema),
});

export const neighbourGroupSchema = z.object({
  group: z.object({ id: z.number(), name: z.string(), description: z.nullable(z.string()) }),
  neighbours: z.array(neighbourSchema),
});
export type NeighbourGroup = z.infer<typeof neighbourGroupSchema>;

export const neighbourOrderSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.string(),
  created_at: z.string(),
  /** The pickup (or delivery) day, YYYY-MM-DD. */
  delivery_date: z.string(),
  shop_slug: z.string(),
  country_id: z.number(),
  total: z.object({ value: z.number() }),
  neighbour: neighbourSchema,
});
export type NeighbourOrder = z.infer<typeof neighbourOrderSchema>;

export const neighbourOrdersSchema = z.object({ orders: z.array(neighbourOrderSchema) });
