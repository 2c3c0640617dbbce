import type { OrderDeliveryAddress } from '@barrio/shared/contract';
import type {
  DeliveryAddressSummary,
  PickupPointSummary,
  SessionCustomer,
} from '@barrio/shared/bus';

export type { OrderDeliveryAddress };

/**
 * mf-geo-pickup publishes a guest's manual address (kept on the device, not in an address
 * book) with id 0: it is sent as a typed address, never as `delivery_address_id`.
 */
export const TYPED_ADDRESS_ID = 0;

export function isTypedAddress(address: DeliveryAddressSummary): boolean {
  return address.id === TYPED_ADDRESS_ID;
}

/**
 * The address chosen in mf-geo-pickup that this order may use: a typed one always, an address
 * book entry only while a customer is signed in (the book is theirs; a guest cannot send its id).
 */
export function usableAddress(
  address: DeliveryAddressSummary | null,
  customer: SessionCustomer | null,
): DeliveryAddressSummary | null {
  if (!address) return null;
  if (isTypedAddress(address)) return address;
  return customer ? address : null;
}

/** The chosen address in the shape of the order's `customer_delivery_address`. */
export function toOrderDeliveryAddress(address: DeliveryAddressSummary): OrderDeliveryAddress {
  return {
    main_line: address.main_line,
    details: address.details,
    label: address.label || null,
    lat: address.lat,
    lng: address.lng,
  };
}

/** A point other than the shop itself, where the shop has to take the order for pickup. */
export function pickupElsewhere(
  point: PickupPointSummary | null,
  shopId: number,
): PickupPointSummary | null {
  return point && point.id !== shopId ? point : null;
}
