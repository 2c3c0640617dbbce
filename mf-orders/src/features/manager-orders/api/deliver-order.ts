import { apiFetch } from '@barrio/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managerOrderEnvelopeSchema, type ManagerOrder } from '@barrio/shared/contract';
import { managerOrderKeys, managerOrderPath } from './get-manager-order';

export interface DeliverOrderInput {
  shopSlug: string;
  orderId: string;
  /** The customer's code where the country uses one; otherwise the handover is confirmed. */
  code?: string;
  /** The owner's explicit override for an online payment that has not gone through. */
  allowUnpaid?: boolean;
}

export async function deliverOrder({
  shopSlug,
  orderId,
  code,
  allowUnpaid,
}: DeliverOrderInput): Promise<ManagerOrder> {
  const body = await apiFetch<unknown>(`${managerOrderPath(shopSlug, orderId)}/deliver`, {
    method: 'POST',
    body: {
      ...(code === undefined ? { confirm: true } : { code }),
      ...(allowUnpaid ? { allow_unpaid: true } : {}),
    },
  });
  return managerOrderEnvelopeSchema.parse(body).order;
}

/** The order is ready for pickup; the gateway tells the customer. */
export async function markOrderReady({
  shopSlug,
  orderId,
}: {
  shopSlug: string;
  orderId: string;
}): Promise<ManagerOrder> {
  const body = await apiFetch<unknown>(`${managerOrderPath(shopSlug, orderId)}/ready`, {
    method: 'POST',
    body: {},
  });
  return managerOrderEnvelopeSchema.parse(body).order;
}

/** Ready for pickup, from the order page or the orders list: both are refreshed. */
export function useMarkReady() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderReady,
    onSuccess: (_answer, { shopSlug }) =>
      queryClient.invalidateQueries({ queryKey: managerOrderKeys.shop(shopSlug) }),
  });
}

/** The owner confirms the hand-over (with the code where one exists); the order then reads delivered. */
export function useDeliverOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverOrder,
    onSuccess: (_answer, { shopSlug, orderId }) =>
      queryClient.invalidateQueries({ queryKey: managerOrderKeys.detail(shopSlug, orderId) }),
  });
}
