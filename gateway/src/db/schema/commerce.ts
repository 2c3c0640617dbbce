import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, NullableTimestamp, Timestamp } from './core';

/** numeric columns: both drivers read them as text (exact); written as numbers. */
export type Money = ColumnType<string, number | string, number | string>;
export type Quantity = ColumnType<string, number | string, number | string>;

export type OrderStatusValue = 'pending' | 'confirmed' | 'ready' | 'delivered' | 'canceled';
export type PaymentStatus = 'not_required' | 'pending' | 'paid' | 'failed' | 'refunded';

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  description: Generated<string>;
  discount_type: 'percent' | 'amount';
  discount_value: Money;
  min_purchase: ColumnType<string, number | string | undefined, number | string>;
  valid_from: NullableTimestamp;
  valid_until: NullableTimestamp;
  max_uses: number | null;
  uses: Generated<number>;
  max_uses_per_customer: number | null;
  country_id: number | null;
  /** When set, only customers of this type (3 = business) may use the coupon. */
  customer_type_id: number | null;
  created_at: CreatedAt;
}

export interface CouponShopsTable {
  coupon_id: number;
  shop_id: number;
}

export interface DeliveryAddressSnapshot {
  main_line?: string;
  details?: string | null;
  lat?: number | null;
  lng?: number | null;
  label?: string | null;
}

export interface OrdersTable {
  id: string;
  code: string;
  customer_id: number;
  shop_id: number;
  country_id: number;
  status: OrderStatusValue;
  payment_method_id: number;
  payment_status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  coupon_id: number | null;
  coupon_code: string | null;
  tier_id: string | null;
  delivery_address_id: number | null;
  delivery_address_main_line: string | null;
  customer_delivery_address: Json<DeliveryAddressSnapshot | null>;
  /** 'YYYY-MM-DD' as the customer chose it: a calendar day, not an instant. */
  delivery_date: string;
  delivery_time_range_id: number | null;
  notes: string | null;
  is_donation: Generated<boolean>;
  acting_community_leader_id: number | null;
  sum_of_line_totals: Money;
  discount_value: Money;
  service_charge_value: Money;
  total: Money;
  wallet_debit: Money;
  delivery_code: string;
  delivery_code_attempts: Generated<number>;
  cancel_reason: string | null;
  delivered_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** Bumped whenever the amount due can change; payment links are for one version. */
  version: Generated<number>;
  /** The delivery-point shop the customer picks the order up at, when not the shop itself. */
  pickup_point_shop_id: ColumnType<number | null, number | null | undefined, number | null>;
  ready_at: NullableTimestamp;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: string;
  product_id: number;
  name: string;
  quantity: Quantity;
  unit_price: Money;
  regular_unit_price: Money;
  items_with_discount: Quantity;
  items_without_discount: Quantity;
  line_total: Money;
  line_total_without_discount: Money;
  category_id: number | null;
  category_name: string | null;
  unit_erp_name: string;
  notes: string | null;
  /** The product as it was priced (CatalogProduct), returned as datos_producto. */
  product: Json<Record<string, unknown>>;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: string;
  from_status: OrderStatusValue | null;
  to_status: OrderStatusValue;
  reason: string | null;
  actor_customer_id: number | null;
  created_at: CreatedAt;
}

export interface CouponRedemptionsTable {
  id: Generated<number>;
  coupon_id: number;
  customer_id: number;
  order_id: string;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  state: 'in_flight' | 'done';
  response_status: number | null;
  response_body: Json<unknown>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface WalletsTable {
  customer_id: number;
  balance: ColumnType<string, number | string | undefined, number | string>;
  updated_at: Timestamp;
}

export type WalletMovementKind = 'credit' | 'debit' | 'refund' | 'adjustment';

export interface WalletMovementsTable {
  id: Generated<number>;
  customer_id: number;
  amount: Money;
  kind: WalletMovementKind;
  description: string;
  order_id: string | null;
  created_at: CreatedAt;
}

export type PaymentLinkStatus = 'pending' | 'approved' | 'declined' | 'expired';

export interface PaymentLinksTable {
  id: string;
  order_id: string;
  provider: string;
  amount: Money;
  status: PaymentLinkStatus;
  url: string;
  community_leader_id: number | null;
  /** The order version whose amount the link collects. */
  order_version: number;
  expires_at: Timestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Where a shop takes transfers, Yape or BCP payments, shown to the shopper with the amount. */
export interface ShopPaymentAccountsTable {
  shop_id: number;
  payment_method_id: number;
  holder: string;
  account: string;
  bank: string | null;
}

export interface MessageRequestsTable {
  id: Generated<number>;
  sender_customer_id: number;
  to: string;
  outbox_message_id: number | null;
  created_at: CreatedAt;
}

export interface CommerceTables {
  coupons: CouponsTable;
  coupon_shops: CouponShopsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_status_history: OrderStatusHistoryTable;
  coupon_redemptions: CouponRedemptionsTable;
  idempotency_keys: IdempotencyKeysTable;
  wallets: WalletsTable;
  wallet_movements: WalletMovementsTable;
  payment_links: PaymentLinksTable;
  shop_payment_accounts: ShopPaymentAccountsTable;
  message_requests: MessageRequestsTable;
}
