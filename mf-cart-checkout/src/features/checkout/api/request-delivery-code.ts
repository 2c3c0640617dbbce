import { apiFetch } from '@barrio/shared/api';

export interface DeliveryCode {
  order_id: string;
  code: string;
}

/** `PATCH /api/getcode?orderId&countryId` with `{ customer_id }` (SPEC §7). */
export function requestDeliveryCode(input: {
  orderId: string;
  countryId: number;
  customerId: number;
}): Promise<DeliveryCode> {
  return apiFetch<DeliveryCode>('/getcode', {
    method: 'PATCH',
    query: { orderId: input.orderId, countryId: input.countryId },
    body: { customer_id: input.customerId },
  });
}
