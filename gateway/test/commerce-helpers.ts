import { sql } from 'kysely';
import type { TestApp } from './harness';

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export interface ShopInfo {
  id: number;
  slug: string;
  catalog_id: number;
  country_id: number;
  owner_customer_id: number | null;
}

export interface ProductInfo {
  id: number;
  price: number;
  discount_percentage: number | null;
  discount_max_units_per_order: number | null;
  local_price: number | null;
  minimum_order_value: number;
  max_units_per_order: number | null;
  max_units_per_delivery: number | null;
  unit_erp_name: string;
}

export interface OrderBody {
  order: {
    id: string;
    code: string;
    status: string;
    customer_id: number;
    country_id: number;
    shop_id: number;
    total: { value: number };
    sum_of_line_totals: { value: number };
    discount_value: { value: number };
    wallet_debit: { value: number };
    payment_status: string;
    coupon_id: number | null;
    can_edit: boolean;
    selected_delivery_date: DateParts;
    pickup_point: { id: number; slug: string; name: string; address: string } | null;
    lines: { productid: number; cantidad: number; precio: number; subtotal: number }[];
  };
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
  [extra: string]: unknown;
}

export function dateInDays(app: TestApp, days: number): DateParts {
  const d = new Date(app.ctx.clock.now().getTime() + days * 24 * 60 * 60 * 1000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export async function shop(app: TestApp, slug: string): Promise<ShopInfo> {
  return app.ctx.db
    .selectFrom('shops')
    .select(['id', 'slug', 'catalog_id', 'country_id', 'owner_customer_id'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
}

export async function customerId(app: TestApp, phone: string): Promise<number> {
  const row = await app.ctx.db
    .selectFrom('customers')
    .select('id')
    .where('phone', '=', phone)
    .where('is_guest', '=', false)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Active products of a catalogue, cheapest first, in the shape tests reason about. */
export async function products(app: TestApp, catalogId: number): Promise<ProductInfo[]> {
  const rows = await app.ctx.db
    .selectFrom('products')
    .select([
      'id',
      'price',
      'discount_percentage',
      'discount_max_units_per_order',
      'local_price',
      'minimum_order_value',
      'max_units_per_order',
      'max_units_per_delivery',
      'unit_erp_name',
    ])
    .where('catalog_id', '=', catalogId)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    price: Number(r.price),
    minimum_order_value: Number(r.minimum_order_value),
  }));
}

const countable = (p: ProductInfo) => !['kg', 'gr', 'g', 'ml', 'lt', 'l'].includes(p.unit_erp_name);

/** Products with no limit, no minimum order value and no discount: their total is price × quantity. */
export async function plainProducts(app: TestApp, catalogId: number): Promise<ProductInfo[]> {
  return (await products(app, catalogId)).filter(
    (p) =>
      p.max_units_per_order === null &&
      p.max_units_per_delivery === null &&
      p.minimum_order_value === 0 &&
      p.discount_percentage === null &&
      countable(p),
  );
}

export async function limitedProduct(app: TestApp, catalogId: number): Promise<ProductInfo> {
  const found = (await products(app, catalogId)).find(
    (p) => (p.max_units_per_delivery ?? 0) > 0 && p.minimum_order_value === 0 && countable(p),
  );
  if (!found) throw new Error('the seed has no product with max_units_per_delivery');
  return found;
}

export function line(productId: number, quantity: number | string) {
  return { product_id: productId, quantity: { value: String(quantity) }, notes: null };
}

export function orderPayload(
  app: TestApp,
  input: { customerId: number; shopId: number; lines: ReturnType<typeof line>[] } & Record<
    string,
    unknown
  >,
) {
  const { customerId: customer, shopId, lines, ...rest } = input;
  return {
    customer_id: customer,
    shop_id: shopId,
    delivery_address_id: null,
    payment_method_id: 1,
    selected_delivery_date: dateInDays(app, 2),
    lines,
    coupon_code: null,
    is_donation: false,
    notes: null,
    tier_id: null,
    customer_delivery_address: null,
    ...rest,
  };
}

/** Counts rows of a table, optionally for one customer, to prove nothing changed. */
export async function countRows(
  app: TestApp,
  table: 'orders' | 'wallet_movements' | 'order_lines' | 'payment_links' | 'outbox_messages',
): Promise<number> {
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from ${sql.table(table)}`.execute(app.ctx.db);
  return Number(rows[0]?.n ?? 0);
}

export async function walletBalance(app: TestApp, customer: number): Promise<number> {
  const row = await app.ctx.db
    .selectFrom('wallets')
    .select('balance')
    .where('customer_id', '=', customer)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

export async function movementsSum(app: TestApp, customer: number): Promise<number> {
  const { rows } = await sql<{
    s: string | null;
  }>`select sum(amount) as s from wallet_movements where customer_id = ${customer}`.execute(
    app.ctx.db,
  );
  return Number(rows[0]?.s ?? 0);
}
