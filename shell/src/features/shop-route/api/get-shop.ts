import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@barrio/shared/api';
import { isClientError } from '../../../app/query-retry';

// Loose: the remotes receive the whole shop through the bus, including fields the shell ignores.
export const shopSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  country_id: z.number(),
  catalog_id: z.number(),
  customer_type_id: z
    .number()
    .nullish()
    .transform((value) => value ?? 1),
  act_as_delivery_point: z.boolean().nullish().transform(Boolean),
  community_leader_id: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  products_with_min_order_value: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  on_fulfillment_start: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
});

/** The shop answer; structurally a bus `ShopContext` plus whatever else the gateway sends. */
export type Shop = z.output<typeof shopSchema>;

export async function getShop(slug: string, signal?: AbortSignal): Promise<Shop> {
  const body = await apiFetch<unknown>(`/api/shops/${encodeURIComponent(slug)}`, { signal });
  return shopSchema.parse(body);
}

export function shopQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['shell', 'shop', slug],
    queryFn: ({ signal }) => getShop(slug, signal),
    // An unknown slug is an answer, not a glitch: go to /404 at once.
    retry: (failures, error) => !isClientError(error) && failures < 1,
  });
}
