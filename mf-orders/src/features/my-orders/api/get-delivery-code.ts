import { apiFetch } from '@barrio/shared/api';
import { useMutation } from '@tanstack/react-query';
import { deliveryCodeSchema, type DeliveryCode } from '@barrio/shared/contract';

export type { DeliveryCode };

export interface DeliveryCodeInput {
  orderId: string;
  countryId: number;
  customerId: number;
}

/**
 * SPEC §7: PATCH /api/getcode fetches the code the customer shows the shop owner at delivery.
 * It is a PATCH because the server may issue the code on first request.
 */
export async function getDeliveryCode({
  orderId,
  countryId,
  customerId,
}: DeliveryCodeInput): Promise<DeliveryCode> {
  const body = await apiFetch<unknown>('/api/getcode', {
    method: 'PATCH',
    query: { orderId, countryId },
    body: { customer_id: customerId },
  });
  return deliveryCodeSchema.parse(body);
}

/** Requested on demand (a button), since asking may issue the code. */
export function useDeliveryCode() {
  return useMutation({ mutationFn: getDeliveryCode });
}
