import type { DeliveryAddressSummary } from '@barrio/shared/bus';
import type { SavedAddress } from '@barrio/shared/contract';

export type { SavedAddress };

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
