import { apiFetch } from '@barrio/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { orderSchema } from '../../order-common/api/order-schema';

export const managerOrderSchema = orderSchema.extend({
  customer: z
    .object({
      name: z.string(),
      last_name: z.string().nullable().optional(),
      phone: z.string().nullable().optional(),
    })
    .nullable(),
  delivered_at: z.string().nullable().optional(),
  delivery_code_attempts_left: z.number().optional(),
  /** Whether the country hands over against the customer's code (else one confirmation). */
  delivery_code_required: z.boolean().optional(),
  needs_payment_override: z.boolean().optional(),
  notes: z.string().nullable().optional(),
  payment_method_id: z.number().optional(),
  payment_status: z.string().optional(),
  delivery_time_range: z.object({ label: z.string() }).nullable().optional(),
  delivery_address: z
    .object({ main_line: z.string().nullable(), details: z.string().nullable() })
    .nullable()
    .optional(),
  pickup_point: z.object({ name: z.string(), address: z.string() }).nullable().optional(),
  payment: z
    .object({
      state: z.string().nullable(),
      amount_due: z.object({ value: z.number() }),
    })
    .optional(),
});

export type ManagerOrder = z.infer<typeof managerOrderSchema>;

/** Read as `{ order }` like every single-order answer; a bare order is accepted too. */
export const managerOrderResponseSchema = z.union([
  z.object({ order: managerOrderSchema }).transform((body) => body.order),
  managerOrderSchema,
]);

export const managerOrderKeys = {
  /** Everything the manager site holds for one shop: its orders list and each order. */
  shop: (shopSlug: string) => ['orders', 'manager', shopSlug] as const,
  detail: (shopSlug: string, orderId: string) => ['orders', 'manager', shopSlug, orderId] as const,
};

export function managerOrderPath(shopSlug: string, orderId: string): string {
  return `/api/manager/${encodeURIComponent(shopSlug)}/orders/${encodeURIComponent(orderId)}`;
}

export async function getManagerOrder(
  shopSlug: string,
  orderId: string,
  signal?: AbortSignal,
): Promise<ManagerOrder> {
  const body = await apiFetch<unknown>(managerOrderPath(shopSlug, orderId), { signal });
  return managerOrderResponseSchema.parse(body);
}

export function managerOrderQueryOptions(shopSlug: string, orderId: string) {
  return queryOptions({
    queryKey: managerOrderKeys.detail(shopSlug, orderId),
    queryFn: ({ signal }) => getManagerOrder(shopSlug, orderId, signal),
  });
}

/** The shop owner's view of one order, reached from the order message. */
export function useManagerOrder(shopSlug: string, orderId: string) {
  return useQuery(managerOrderQueryOptions(shopSlug, orderId));
}
