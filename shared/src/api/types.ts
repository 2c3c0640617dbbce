import type { CatalogProduct, OrderLinePayload, OrderStatus } from '../domain';
import type { ApiErrorBody } from './api-error';

/** Plain shapes of the gateway's answers (SPEC §3/§7, contracts §4); no runtime schema. */

export interface MoneyValue {
  value: number;
}

export interface DeliveryDateParts {
  year: number;
  month: number;
  day: number;
}

export interface OrderLine {
  productid: number;
  nombre: string;
  cantidad: number;
  precio: number;
  categoria: string | null;
  datos_producto: {
    category_id: number | null;
    unit_of_measurement: { erp_name: string };
    [key: string]: unknown;
  };
}

/** An order as read (SPEC §3 "Order (as read)"). */
export interface Order {
  id: string;
  code: string;
  created_at: string;
  status: OrderStatus;
  country_id: number;
  customer_id: number | null;
  shop_id: number;
  shop_name: string;
  coupon_id: number | null;
  selected_delivery_date: DeliveryDateParts;
  sum_of_line_totals: MoneyValue;
  total: MoneyValue;
  discount_value: MoneyValue;
  service_charge_value: MoneyValue;
  delivery_address_main_line: string | null;
  lines: OrderLine[];
}

/**
 * A delivery address typed for this order rather than picked from the address book, as the
 * gateway reads it (gateway/src/modules/orders/order-schema.ts `deliveryAddressSchema`).
 */
export interface OrderDeliveryAddress {
  main_line: string;
  details?: string | null;
  label?: string | null;
  lat?: number | null;
  lng?: number | null;
}

interface OrderPayloadBase {
  shop_id: number;
  delivery_address_id: number | null;
  payment_method_id: number;
  selected_delivery_date: DeliveryDateParts;
  lines: OrderLinePayload[];
  coupon_code: string | null;
  is_donation: false;
  notes: string;
  tier_id: string | null;
  customer_delivery_address: OrderDeliveryAddress | null;
  delivery_time_range_id?: number;
  /**
   * The pickup point chosen for this order (a delivery point or community leader's shop near
   * the shop sold from); absent for pickup at the shop itself and for home delivery.
   */
  pickup_point_shop_id?: number;
}

export interface CustomerOrderPayload extends OrderPayloadBase {
  customer_id: number;
  acting_community_leader_id?: number;
  /** The wallet switch is on: the wallet pays what its balance covers, the method the rest. */
  require_debit_from_wallet?: boolean;
}

export interface GuestOrderPayload extends OrderPayloadBase {
  guest_customer: { first_name: string; last_name: string; phone_number: string };
  require_debit_from_wallet: false;
}

export type OrderPayload = CustomerOrderPayload | GuestOrderPayload;

/** The 200 answer of `POST /api/order`. */
export interface OrderResponse {
  order: {
    id: string;
    code: string;
    customer_id: number | null;
    country_id: number;
    total: MoneyValue;
    selected_delivery_date: DeliveryDateParts;
    status: OrderStatus;
    payment_method_id?: number;
    /** Proof that this browser placed the order: lets a guest retry or change its payment. */
    payment_token?: string;
  };
}

/**
 * The 400 answer of `POST /api/order`: the error shape plus, at top level, the coupon error
 * code and its value (the minimum purchase amount for code 2) or quantity limits (SPEC §8).
 */
export type OrderErrorBody = ApiErrorBody & {
  coupon_error?: number;
  value?: number;
  [detail: string]: unknown;
};

// The shop's shape is the API contract's: `shopSchema` in @barrio/shared/contract.
export type { DeliveryTimeRange, Shop } from '../contract/api/shop';

/** `GET /api/customer/{id}`. */
export interface Customer {
  id: number;
  customer_id: number;
  name: string;
  last_name: string;
  phone: string;
  email: string | null;
  tier_id: string | null;
  customer_sub_type_id: number | null;
  inswitch_entity_id: string | null;
}

/** `GET /api/wallet/balance?customerId=`. */
export interface WalletBalance {
  amount: MoneyValue;
}

/** `GET /api/tiers/default/{shopId}` and `GET /api/tiers/id/{id}`. */
export interface Tier {
  id: string;
  name: string;
  country_id: number;
  shops: { id: number; slug: string }[];
}

/** `GET /api/country/{id}`. */
export interface Country {
  id: number;
  slug: string;
  name: string;
  iso: string;
  currency_symbol: string;
  locale: string;
  default_shop_slug: string | null;
}

/** `GET /api/geo`: the visitor's country, null when unknown. */
export interface GeoResponse {
  country: string | null;
  country_id: number | null;
}

/** `POST /api/flipt` with `{ country_id, userToken, flags }`. */
export interface FlagsRequest {
  country_id: number;
  userToken: string;
  flags: string[];
}

export interface FlagsResponse {
  flags: Record<string, boolean>;
}

/** `GET /api/products`. */
export interface ProductsPage {
  items: CatalogProduct[];
  next_cursor: string | null;
  total?: number;
}
