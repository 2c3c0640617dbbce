import type { Selectable } from 'kysely';
import type { CatalogProduct } from '@barrio/shared/domain';
import type {
  DeliveryAddressSnapshot,
  OrderLinesTable,
  OrdersTable,
} from '../../db/schema/commerce';

// The order's shapes inside the gateway, derived from its tables' Kysely types: a column added
// to `orders` or `order_lines` reaches every record here, and the answer's mapper
// (order-view.ts) is typed against the shared contract, so drift fails the build.

/** numeric columns, read as text by both drivers: numbers once read (order-reads.ts). */
type AsNumbers<Row, Keys extends keyof Row> = Omit<Row, Keys> & { [K in Keys]: number };

type OrderMoney =
  'sum_of_line_totals' | 'discount_value' | 'service_charge_value' | 'total' | 'wallet_debit';

type LineNumbers =
  | 'quantity'
  | 'unit_price'
  | 'regular_unit_price'
  | 'items_with_discount'
  | 'items_without_discount'
  | 'line_total'
  | 'line_total_without_discount';

/** A product of the shop's catalogue as pricing reads it, with its category's name. */
export interface PricedProduct {
  product: CatalogProduct;
  categoryName: string | null;
}

/** An order line as stored, its numbers read as numbers. */
export type OrderLineRecord = AsNumbers<
  Omit<Selectable<OrderLinesTable>, 'id' | 'order_id'>,
  LineNumbers
>;

/** The delivery-point shop named by pickup_point_shop_id, read with the order. */
export interface OrderPickupPoint {
  id: number;
  slug: string;
  name: string;
  address: string;
}

/** The columns an order is read with (not the donation flag, nor the payment-link version). */
type OrderColumns = AsNumbers<
  Omit<Selectable<OrdersTable>, 'is_donation' | 'version' | 'customer_delivery_address'>,
  OrderMoney
> & { customer_delivery_address: DeliveryAddressSnapshot | null };

/** An order as read: its columns, its shop's name and slug, its refunds, pickup point and lines. */
export type OrderRecord = OrderColumns & {
  shop_name: string;
  shop_slug: string;
  /** What went back to the wallet for this order (edits that lowered it, a cancel). */
  refund_total: number;
  pickup_point: OrderPickupPoint | null;
  lines: OrderLineRecord[];
};

/** A new order as placing it writes it; what only later changes set is left out. */
export type NewOrder = Omit<
  OrderColumns,
  | 'delivery_code_attempts'
  | 'cancel_reason'
  | 'delivered_at'
  | 'updated_at'
  | 'ready_at'
  | 'pickup_point_shop_id'
> & {
  /** The delivery-point shop the order is picked up at (see orders/pickup-point.ts). */
  pickup_point_shop_id?: number | null;
};
