import type { DeliveryAddressSummary } from '@barrio/shared/bus';
import { z } from '@barrio/shared/zod';

export const savedAddressSchema = z.object({
  id: z.number(),
  customer_id: z.number().optional(),
  label: z.string(),
  main_line: z.string(),
  details: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  created_at: z.string().optional(),
});

export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const addressKeys = {
  all: ['geo', 'addresses'] as const,
  list: (customerId: number) => ['geo', 'addresses', customerId] as const,
};

/** The bus payload: exactly the DeliveryAddressSummary fields. */
export function toAddressSummary(address: SavedAddress): DeliveryAddressSummary {
  return {
    id: address.id,
    label: address.label,
    main_line: address.main_line,
    details: address.details,
    lat: address.lat,
    lng: address.lng,
  };
}
