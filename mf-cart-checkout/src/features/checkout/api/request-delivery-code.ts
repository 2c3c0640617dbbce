import { apiFetch } from '@barrio/shared/api';
import { deliveryCodeSchema, type DeliveryCode } from '@barrio/shared/contract';

/** `PATCH /api/getcode?orderId&countryId` with `{ customer_id }` (SPEC §7). */
export async function requestDeliveryCode(input: {
  orderId: string;
  countryId: number;
  customerId: number;
}): Promise<DeliveryCode> {
  const body = await apiFetch<unknown>('/getcode', {
    method: 'PATCH',
    query: { orderId: input.orderId, countryId: input.countryId },
    body: { customer_id: input.customerId },
  });
  return deliveryCodeSchema.parse(body);
}
