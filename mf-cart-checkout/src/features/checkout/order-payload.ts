import type {
  CustomerOrderPayload,
  GuestOrderPayload,
  OrderPayload,
} from '@barrio/shared/contract';
import type {
  DeliveryAddressSummary,
  PickupPointSummary,
  SessionCustomer,
} from '@barrio/shared/bus';
import {
  IS_DONATION,
  parseDeliveryDate,
  toOrderLines,
  type CartLine,
  type DateParts,
} from '@barrio/shared/domain';
import { buildGuestCustomer } from '@barrio/shared/phone';
import type { CheckoutFormValues } from './buyer-form';
import {
  isTypedAddress,
  pickupElsewhere,
  toOrderDeliveryAddress,
  type OrderDeliveryAddress,
} from './delivery-choice';

/** The gateway's limit on `notes`. */
export const NOTES_MAX_LENGTH = 1000;

export interface OrderPayloadInput {
  values: CheckoutFormValues;
  lines: readonly CartLine[];
  shopId: number;
  countryId: number;
  customer: SessionCustomer | null;
  tierId: string | null;
  /**
   * The address chosen in mf-geo-pickup (see `usableAddress`): an address book entry is sent by
   * id, a typed one (id 0) as `customer_delivery_address`. Without one, the typed fields count.
   */
  selectedAddress: DeliveryAddressSummary | null;
  /** The pickup point chosen in mf-geo-pickup; none or the shop itself means the shop. */
  pickupPoint: PickupPointSummary | null;
  /** The coupon accepted by validation, sent as coupon_code. */
  couponCode: string | null;
  /** Today, for when the shop offers no delivery days to choose from. */
  today: Date;
  /** The wallet switch is on (see walletPayment); only a signed-in customer has one. */
  payWithWallet?: boolean;
  /** The shopper's locale; the English demo's confirmation message is written in English. */
  locale?: string;
}

/** Only the English demo asks for another language: Spanish is the message's own. */
function withMessageLocale<T extends object>(payload: T, input: OrderPayloadInput): T {
  return input.locale === 'en-US' ? { ...payload, locale: 'en-US' as const } : payload;
}

function deliveryDate(input: OrderPayloadInput): DateParts {
  // `today` is always a valid date; the chosen day may not be.
  return (
    parseDeliveryDate(input.values.deliveryDay) ?? (parseDeliveryDate(input.today) as DateParts)
  );
}

function notes(input: OrderPayloadInput): string {
  return input.values.comentario.trim().slice(0, NOTES_MAX_LENGTH);
}

/**
 * The chosen pickup point travels as `pickup_point_shop_id`: the gateway checks it and stores
 * it on the order, where the owner, the customer and the point's leader read it. The order
 * stays with the shop it is bought from (`shop_id`).
 */
function withPickupPoint<T extends object>(payload: T, input: OrderPayloadInput): T {
  const point =
    input.values.deliveryMode === 'pickup'
      ? pickupElsewhere(input.pickupPoint, input.shopId)
      : null;
  return point ? { ...payload, pickup_point_shop_id: point.id } : payload;
}

/** An address book entry goes by id, and only for a signed-in customer. */
function deliveryAddressId(input: OrderPayloadInput): number | null {
  const { selectedAddress } = input;
  if (input.values.deliveryMode !== 'delivery' || !input.customer || !selectedAddress) return null;
  return isTypedAddress(selectedAddress) ? null : selectedAddress.id;
}

/** A typed address: the one chosen in mf-geo-pickup, else the checkout's own address fields. */
function customerDeliveryAddress(input: OrderPayloadInput): OrderDeliveryAddress | null {
  const { values, selectedAddress } = input;
  if (values.deliveryMode !== 'delivery') return null;
  if (selectedAddress && isTypedAddress(selectedAddress))
    return toOrderDeliveryAddress(selectedAddress);
  if (deliveryAddressId(input) !== null) return null;
  const mainLine = values.addressMainLine.trim();
  if (!mainLine) return null;
  return {
    main_line: mainLine,
    details: values.addressDetails.trim() || null,
    label: null,
    lat: null,
    lng: null,
  };
}

function withTimeRange<T extends object>(payload: T, values: CheckoutFormValues): T {
  return values.timeRangeId === null
    ? payload
    : { ...payload, delivery_time_range_id: values.timeRangeId };
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
      notes: notes(input),
      tier_id: input.tierId,
      customer_delivery_address: customerDeliveryAddress(input),
      ...(actingForCustomer ? { acting_community_leader_id: leaderId } : {}),
      ...(input.payWithWallet === true ? { require_debit_from_wallet: true } : {}),
    };
    return withMessageLocale(withPickupPoint(withTimeRange(payload, values), input), input);
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
    notes: notes(input),
    require_debit_from_wallet: false,
    tier_id: input.tierId,
    customer_delivery_address: customerDeliveryAddress(input),
  };
  return withMessageLocale(withPickupPoint(withTimeRange(payload, values), input), input);
}
