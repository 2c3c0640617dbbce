import type { CustomerOrderPayload, GuestOrderPayload, OrderPayload } from '@barrio/shared/api';
import type { SessionCustomer } from '@barrio/shared/bus';
import {
  IS_DONATION,
  buildGuestCustomer,
  parseDeliveryDate,
  toOrderLines,
  type CartLine,
} from '@barrio/shared/domain';
import type { CheckoutFormValues } from './buyer-form';

/** The gateway's `customer_delivery_address` (gateway/src/modules/orders/order-schema.ts). */
export interface CustomerDeliveryAddress {
  main_line: string;
  details: string | null;
  label: string | null;
  lat: number | null;
  lng: number | null;
}

export interface OrderPayloadInput {
  values: CheckoutFormValues;
  lines: readonly CartLine[];
  shopId: number;
  countryId: number;
  customer: SessionCustomer | null;
  tierId: string | null;
  /** The saved address chosen for delivery (address book id), signed-in customers only. */
  selectedAddressId: number | null;
  /** The coupon accepted by validation, sent as coupon_code. */
  couponCode: string | null;
  /** Today, for when the shop offers no delivery days to choose from. */
  today: Date;
}

function deliveryDate(input: OrderPayloadInput) {
  return (
    parseDeliveryDate(input.values.deliveryDay) ??
    (parseDeliveryDate(input.today) as NonNullable<ReturnType<typeof parseDeliveryDate>>)
  );
}

function notes(values: CheckoutFormValues): string {
  return values.comentario.trim();
}

function typedAddress(input: OrderPayloadInput): CustomerDeliveryAddress | null {
  const { values } = input;
  if (values.deliveryMode !== 'delivery' || input.selectedAddressId !== null) return null;
  const mainLine = values.addressMainLine.trim();
  if (!mainLine) return null;
  return { main_line: mainLine, details: values.addressDetails.trim() || null, label: null, lat: null, lng: null };
}

function deliveryAddressId(input: OrderPayloadInput): number | null {
  return input.values.deliveryMode === 'delivery' && input.customer ? input.selectedAddressId : null;
}

// The shared type still declares customer_delivery_address as text; the gateway reads the
// object above (see the report to the shared owner), so the payload is built to the gateway.
type WireAddress = OrderPayload['customer_delivery_address'];
const asWireAddress = (address: CustomerDeliveryAddress | null) => address as unknown as WireAddress;

function withTimeRange<T extends object>(payload: T, values: CheckoutFormValues): T {
  return values.timeRangeId === null ? payload : { ...payload, delivery_time_range_id: values.timeRangeId };
}

/**
 * SPEC §3's order payloads, field for field: the signed-in customer's (optionally a community
 * leader acting for a customer of the shop) or the guest's (names in lowercase, phone with '+',
 * no wallet debit).
 */
export function buildOrderPayload(input: OrderPayloadInput): OrderPayload {
  const { values, customer } = input;
  const lines = toOrderLines(input.lines);
  const paymentMethodId = values.payment_method ?? 1;

  if (customer) {
    const leaderId = customer.community_leader_id ?? null;
    const actingForCustomer = values.onBehalf && leaderId !== null;
    const payload: CustomerOrderPayload = {
      customer_id: actingForCustomer ? Number(values.onBehalfCustomerId.trim()) : customer.id,
      shop_id: input.shopId,
      delivery_address_id: deliveryAddressId(input),
      payment_method_id: paymentMethodId,
      selected_delivery_date: deliveryDate(input),
      lines,
      coupon_code: input.couponCode,
      is_donation: IS_DONATION,
      notes: notes(values),
      tier_id: input.tierId,
      customer_delivery_address: asWireAddress(typedAddress(input)),
      ...(actingForCustomer ? { acting_community_leader_id: leaderId } : {}),
    };
    return withTimeRange(payload, values);
  }

  const payload: GuestOrderPayload = {
    guest_customer: buildGuestCustomer(
      { firstName: values.nombre, lastName: values.apellido, phone: values.telefono },
      input.countryId,
    ),
    shop_id: input.shopId,
    delivery_address_id: null,
    payment_method_id: paymentMethodId,
    selected_delivery_date: deliveryDate(input),
    lines,
    coupon_code: input.couponCode,
    is_donation: IS_DONATION,
    notes: notes(values),
    require_debit_from_wallet: false,
    tier_id: input.tierId,
    customer_delivery_address: asWireAddress(typedAddress(input)),
  };
  return withTimeRange(payload, values);
}
