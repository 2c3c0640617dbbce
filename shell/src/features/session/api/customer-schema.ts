import { z } from 'zod';
import type { SessionCustomer } from '@barrio/shared/bus';

const idText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) =>
    value === null || value === undefined || value === '' ? null : String(value),
  );

const customerSchema = z.looseObject({
  id: z.number(),
  name: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  last_name: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  phone: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  email: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  tier_id: idText,
  customer_sub_type_id: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  inswitch_entity_id: idText,
  role: z
    .enum(['guest', 'customer', 'community_leader', 'shop_owner', 'support'])
    .nullish()
    .transform((value) => value ?? 'customer'),
  community_leader_id: z.number().nullish(),
  shop_ids: z.array(z.number()).optional(),
});

/** Reads a customer from an answer that is either the customer or `{ customer }`. */
export function parseCustomer(body: unknown): SessionCustomer | null {
  const candidate =
    body && typeof body === 'object' && 'customer' in body
      ? (body as { customer: unknown }).customer
      : body;
  if (candidate === null || candidate === undefined) return null;
  const parsed = customerSchema.parse(candidate);
  const customer: SessionCustomer = {
    id: parsed.id,
    name: parsed.name,
    last_name: parsed.last_name,
    phone: parsed.phone,
    email: parsed.email,
    tier_id: parsed.tier_id,
    customer_sub_type_id: parsed.customer_sub_type_id,
    inswitch_entity_id: parsed.inswitch_entity_id,
    role: parsed.role,
  };
  if (parsed.community_leader_id !== undefined)
    customer.community_leader_id = parsed.community_leader_id;
  if (parsed.shop_ids) customer.shop_ids = parsed.shop_ids;
  return customer;
}
