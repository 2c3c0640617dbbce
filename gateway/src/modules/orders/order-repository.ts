import { sql, type Compilable, type Insertable, type JoinBuilder, type QueryCreator } from 'kysely';
import { PAYMENT_METHOD, type CatalogProduct } from '@barrio/shared/domain';
import type { Database, DbOrTx } from '../../db/schema';
import { statementTemplate } from '../../db/statement-template';
import { outboxInsert } from '../messages/outbox-writer';
import { claimInsert, completeKey, type ClaimRow, type CompletedKey } from './idempotency';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { productColumns, toCatalogProduct, type ProductRow } from '../catalog/product-repository';
import type {
  DeliveryAddressSnapshot,
  OrderStatusValue,
  PaymentStatus,
} from '../../db/schema/commerce';

export interface ShopRow {
  id: number;
  slug: string;
  name: string;
  country_id: number;
  catalog_id: number;
  customer_type_id: number;
  on_fulfillment_start: boolean | null;
  products_with_min_order_value: boolean;
  is_active: boolean;
  owner_customer_id: number | null;
  owner_phone: string | null;
  max_line_units: number | null;
  max_order_units: number | null;
  max_order_total: string | null;
}

export interface CustomerRecord {
  id: number;
  name: string;
  last_name: string;
  phone: string;
  country_id: number;
  shop_id: number | null;
  customer_type_id: number;
  customer_sub_type_id: number | null;
  inswitch_entity_id: string | null;
}

export interface PricedProduct {
  product: CatalogProduct;
  categoryName: string | null;
}

export interface OrderLineRecord {
  product_id: number;
  name: string;
  quantity: number;
  unit_price: number;
  regular_unit_price: number;
  items_with_discount: number;
  items_without_discount: number;
  line_total: number;
  line_total_without_discount: number;
  category_id: number | null;
  category_name: string | null;
  unit_erp_name: string;
  notes: string | null;
  product: Record<string, unknown>;
}

export interface OrderRecord {
  id: string;
  code: string;
  customer_id: number;
  shop_id: number;
  shop_name: string;
  shop_slug: string;
  country_id: number;
  status: OrderStatusValue;
  payment_method_id: number;
  payment_status: PaymentStatus;
  coupon_id: number | null;
  coupon_code: string | null;
  tier_id: string | null;
  delivery_address_id: number | null;
  delivery_address_main_line: string | null;
  delivery_date: string;
  delivery_time_range_id: number | null;
  notes: string | null;
  acting_community_leader_id: number | null;
  sum_of_line_totals: number;
  discount_value: number;
  service_charge_value: number;
  total: number;
  wallet_debit: number;
  /** What went back to the wallet for this order (edits that lowered it, a cancel). */
  refund_total: number;
  delivery_code: string;
  delivery_code_attempts: number;
  cancel_reason: string | null;
  delivered_at: Date | null;
  created_at: Date;
  updated_at: Date;
  pickup_point_shop_id: number | null;
  /** The delivery-point shop named by pickup_point_shop_id, read with the order. */
  pickup_point: OrderPickupPoint | null;
  ready_at: Date | null;
  customer_delivery_address: DeliveryAddressSnapshot | null;
  lines: OrderLineRecord[];
}

export interface OrderPickupPoint {
  id: number;
  slug: string;
  name: string;
  address: string;
}

export interface NewOrder {
  id: string;
  code: string;
  customer_id: number;
  shop_id: number;
  country_id: number;
  status: OrderStatusValue;
  payment_method_id: number;
  payment_status: PaymentStatus;
  coupon_id: number | null;
  coupon_code: string | null;
  tier_id: string | null;
  delivery_address_id: number | null;
  delivery_address_main_line: string | null;
  customer_delivery_address: DeliveryAddressSnapshot | null;
  delivery_date: string;
  delivery_time_range_id: number | null;
  notes: string | null;
  acting_community_leader_id: number | null;
  sum_of_line_totals: number;
  discount_value: number;
  service_charge_value: number;
  total: number;
  wallet_debit: number;
  delivery_code: string;
  /** The delivery-point shop the order is picked up at (see orders/pickup-point.ts). */
  pickup_point_shop_id?: number | null;
  created_at: Date;
}

const shopColumns = [
  'shops.id',
  'shops.slug',
  'shops.name',
  'shops.country_id',
  'shops.catalog_id',
  'shops.customer_type_id',
  'shops.on_fulfillment_start',
  'shops.products_with_min_order_value',
  'shops.is_active',
  'shops.owner_customer_id',
  'owner.phone as owner_phone',
  'shops.max_line_units',
  'shops.max_order_units',
  'shops.max_order_total',
] as const;

export async function findShopById(db: DbOrTx, id: number): Promise<ShopRow | undefined> {
  return db
    .selectFrom('shops')
    .leftJoin('customers as owner', 'owner.id', 'shops.owner_customer_id')
    .select(shopColumns)
    .where('shops.id', '=', id)
    .executeTakeFirst();
}

const decimalFlagColumns = [
  'decimal_flag.enabled as decimal_flag_enabled',
  'decimal_flag.shop_slugs as decimal_flag_shop_slugs',
  'decimal_flag.shop_ids as decimal_flag_shop_ids',
] as const;

type DecimalFlagJoin = JoinBuilder<
  Database & { decimal_flag: Database['feature_flags'] },
  'shops' | 'decimal_flag'
>;

/** The shop's country's `decimal_quantities` flag row, joined by country and flag name. */
function onShopsDecimalFlag<J extends DecimalFlagJoin>(join: J): J {
  return join
    .onRef('decimal_flag.country_id', '=', 'shops.country_id')
    .on('decimal_flag.name', '=', sql.lit('decimal_quantities')) as J;
}

/** A shop with its country's `decimal_quantities` flag row (null columns when it has none). */
export type ShopForOrder = ShopRow & {
  decimal_flag_enabled: boolean | null;
  decimal_flag_shop_slugs: string[] | null;
  decimal_flag_shop_ids: number[] | null;
};

/**
 * A shop and its country's `decimal_quantities` flag row (the rule its order lines follow) in
 * one statement: editing an order needs both, and each statement is a round trip inside the
 * order's transaction.
 */
export async function findShopForOrder(db: DbOrTx, id: number): Promise<ShopForOrder | undefined> {
  return db
    .selectFrom('shops')
    .leftJoin('customers as owner', 'owner.id', 'shops.owner_customer_id')
    .leftJoin('feature_flags as decimal_flag', onShopsDecimalFlag)
    .select(shopColumns)
    .select(decimalFlagColumns)
    .where('shops.id', '=', id)
    .executeTakeFirst();
}

/** What a new order's first statement reads: see startOrder. */
export interface OrderStart {
  shop: ShopForOrder | undefined;
  /** The requested products that are active in the shop's catalogue. */
  products: Map<number, PricedProduct>;
  /** The new order's number from order_code_seq; null unless the shop is active and the key is ours. */
  orderNumber: string | null;
  /** Whether `claim` took the key (false without a claim). */
  claimed: boolean;
  /** The guest this statement created (see startOrder's `guest`), locked by its insert. */
  newGuest: CustomerRecord | null;
}

/** A guest row to create, with the country its phone belongs to. */
export interface GuestToCreate {
  phone: string;
  name: string;
  last_name: string;
  email: string | null;
  country_id: number;
}

type ProductJson = ProductRow & { category_name: string | null };

/** The tables startOrder's statement reads: the database's and its WITHs. */
type StartDatabase = Database & { claimed: { key: string }; new_guest: CustomerRecord };

/**
 * The insert of a new guest for a phone no guest has yet, made only when the shop is active, in
 * `guest.country_id`, and (with a key) the key was taken: any other order creates its guest later
 * (findOrCreateGuestCustomer). Parameters are cast: an INSERT … SELECT does not type them.
 */
function newGuestInsert(
  db: QueryCreator<StartDatabase>,
  shopId: number,
  guest: GuestToCreate,
  afterClaim: boolean,
) {
  return db
    .insertInto('customers')
    .columns(['phone', 'name', 'last_name', 'email', 'country_id', 'is_guest'])
    .expression((eb) => {
      const shop = eb
        .selectFrom('shops')
        .select([
          sql<string>`${guest.phone}::text`.as('phone'),
          sql<string>`${guest.name}::text`.as('name'),
          sql<string>`${guest.last_name}::text`.as('last_name'),
          sql<string | null>`${guest.email}::text`.as('email'),
          'shops.country_id',
          sql<boolean>`true`.as('is_guest'),
        ])
        .where('shops.id', '=', shopId)
        .where('shops.country_id', '=', guest.country_id)
        .where('shops.is_active', '=', sql.lit(true));
      return afterClaim ? shop.where(sql<boolean>`exists (select 1 from claimed)`) : shop;
    })
    .onConflict((oc) =>
      oc
        .column('phone')
        .where(sql<boolean>`is_guest`)
        .doNothing(),
    )
    .returning(customerColumns);
}

/** What startOrder's statement is built from: its shape is which of claim and guest it has. */
interface StartValues {
  shopId: number;
  /** Never empty: an order has a line (the payload's schema); [-1] stands for none. */
  productIds: number[];
  claim: ClaimRow | undefined;
  guest: GuestToCreate | undefined;
}

/**
 * startOrder's statement, built once per shape (statement-template.ts): on the order path,
 * building and compiling it with kysely cost more than running it.
 */
const startStatement = statementTemplate((db: DbOrTx, values: StartValues) => {
  const { shopId, productIds, claim, guest } = values;
  let creator = db as unknown as QueryCreator<StartDatabase>;
  if (claim) {
    creator = creator.with('claimed', (qb) =>
      claimInsert(qb as unknown as QueryCreator<Database>, claim),
    ) as unknown as QueryCreator<StartDatabase>;
  }
  if (guest) {
    creator = creator.with('new_guest', (qb) =>
      newGuestInsert(qb, shopId, guest, claim !== undefined),
    ) as unknown as QueryCreator<StartDatabase>;
  }
  const claimed = claim
    ? creator.selectFrom((eb) =>
        eb
          .selectFrom('claimed')
          .select((inner) => inner.fn.countAll<number>().as('keys'))
          .as('claim'),
      )
    : creator.selectFrom(sql<{ keys: number }>`(select 1 as keys)`.as('claim'));
  return claimed
    .leftJoin('shops', (join) => join.on('shops.id', '=', shopId))
    .leftJoin('customers as owner', 'owner.id', 'shops.owner_customer_id')
    .leftJoin('feature_flags as decimal_flag', onShopsDecimalFlag)
    .select(shopColumns)
    .select(decimalFlagColumns)
    .select('claim.keys')
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('products')
          .leftJoin('categories', 'categories.id', 'products.category_id')
          .select(pricingColumns)
          .select('categories.name as category_name')
          .whereRef('products.catalog_id', '=', 'shops.catalog_id')
          .where('products.is_active', '=', sql.lit(true))
          .where('products.id', 'in', productIds),
      ).as('products'),
    )
    .select((eb) =>
      guest
        ? jsonObjectFrom(eb.selectFrom('new_guest').selectAll('new_guest')).as('new_guest')
        : sql<CustomerRecord | null>`null`.as('new_guest'),
    )
    .select(
      sql<
        string | null
      >`case when shops.is_active and claim.keys > 0 then nextval('order_code_seq') end`.as(
        'order_number',
      ),
    );
});

/**
 * The first statement of a new order, one round trip for everything the order's rules read
 * before its customer: the shop with its decimal-quantities flag, the requested products of its
 * catalogue (as JSON, one row in all), and the order's number. With `claim` (an idempotency
 * key's row) the same statement takes the key first, as a WITH; the number is only drawn
 * when the key was taken and the shop is active, so replays and unknown shops use none. With
 * `guest`, a guest's order also creates its guest here when the phone has none yet (see
 * newGuestInsert). The statement always returns one row, even when there is no such shop.
 */
export async function startOrder(
  db: DbOrTx,
  shopId: number,
  productIds: number[],
  options: { claim?: ClaimRow | undefined; guest?: GuestToCreate | undefined },
): Promise<OrderStart> {
  const { claim, guest } = options;
  const { rows } = await startStatement.execute(db, {
    shopId,
    productIds: productIds.length > 0 ? productIds : [-1],
    claim,
    guest,
  });
  const row = rows[0];
  if (!row) throw new Error("the order's first statement returned no row");
  const { keys, products, order_number, new_guest, ...shop } = row;
  return {
    // The shop's columns are all null when there is no such shop (the join found nothing).
    shop: shop.id === null ? undefined : (shop as ShopForOrder),
    products: pricedProducts(products as ProductJson[]),
    orderNumber: order_number === null ? null : String(order_number),
    claimed: claim !== undefined && Number(keys) > 0,
    newGuest: new_guest ?? null,
  };
}

export async function findShopBySlug(db: DbOrTx, slug: string): Promise<ShopRow | undefined> {
  return db
    .selectFrom('shops')
    .leftJoin('customers as owner', 'owner.id', 'shops.owner_customer_id')
    .select(shopColumns)
    .where('shops.slug', '=', slug)
    .executeTakeFirst();
}

const customerColumns = [
  'id',
  'name',
  'last_name',
  'phone',
  'country_id',
  'shop_id',
  'customer_type_id',
  'customer_sub_type_id',
  'inswitch_entity_id',
] as const;

export async function findCustomer(db: DbOrTx, id: number): Promise<CustomerRecord | undefined> {
  return db.selectFrom('customers').select(customerColumns).where('id', '=', id).executeTakeFirst();
}

/**
 * Locks the customer's row for the rest of the transaction: every order, edit and wallet
 * movement of one customer runs one at a time, so per-delivery limits and balances hold
 * across parallel requests and gateway instances.
 */
export async function lockCustomer(db: DbOrTx, id: number): Promise<CustomerRecord | undefined> {
  return db
    .selectFrom('customers')
    .select(customerColumns)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The guest record of a phone (created on its first guest order), locked for the rest of the
 * transaction, and whether this call created it. Never the account that may own the same
 * phone: a guest's order, limits and coupon uses stay off that account. A new guest's row
 * comes back from its insert (uncommitted, so nobody else can see or lock it): one statement
 * instead of an insert and a locking read.
 */
export async function findOrCreateGuestCustomer(
  db: DbOrTx,
  guest: {
    phone: string;
    name: string;
    last_name: string;
    email: string | null;
    country_id: number;
  },
): Promise<{ customer: CustomerRecord; created: boolean }> {
  const inserted = await db
    .insertInto('customers')
    .values({
      phone: guest.phone,
      name: guest.name,
      last_name: guest.last_name,
      email: guest.email,
      country_id: guest.country_id,
      is_guest: true,
    })
    .onConflict((oc) =>
      oc
        .column('phone')
        .where(sql<boolean>`is_guest`)
        .doNothing(),
    )
    .returning(customerColumns)
    .executeTakeFirst();
  if (inserted) return { customer: inserted, created: true };
  const customer = await lockGuestByPhone(db, guest.phone);
  if (!customer) throw new Error('guest customer vanished after insert');
  return { customer, created: false };
}

async function lockGuestByPhone(db: DbOrTx, phone: string): Promise<CustomerRecord | undefined> {
  return db
    .selectFrom('customers')
    .select(customerColumns)
    .where('phone', '=', phone)
    .where('is_guest', '=', true)
    .forUpdate()
    .executeTakeFirst();
}

export async function findCommunityLeader(
  db: DbOrTx,
  id: number,
): Promise<{ id: number; customer_id: number; shop_id: number } | undefined> {
  return db
    .selectFrom('community_leaders')
    .select(['id', 'customer_id', 'shop_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The caller's community-leader row for a shop, if they lead it. */
export async function findLeadershipOfShop(
  db: DbOrTx,
  customerId: number,
  shopId: number | null,
): Promise<{ id: number } | undefined> {
  if (shopId === null) return undefined;
  return db
    .selectFrom('community_leaders')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
}

/** The product columns pricing reads (toCatalogProduct), without the catalogue's translations. */
const pricingColumns = productColumns.filter(
  (column): column is Exclude<(typeof productColumns)[number], 'products.translations'> =>
    column !== 'products.translations',
);

function pricedProducts(rows: ProductJson[]): Map<number, PricedProduct> {
  const result = new Map<number, PricedProduct>();
  for (const row of rows) {
    result.set(row.id, { product: toCatalogProduct(row), categoryName: row.category_name });
  }
  return result;
}

/** Active products of a catalogue in the API's shape, with their category names. */
export async function findProducts(
  db: DbOrTx,
  catalogId: number,
  ids: number[],
): Promise<Map<number, PricedProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .selectAll('products')
    .select('categories.name as category_name')
    .where('products.catalog_id', '=', catalogId)
    .where('products.is_active', '=', true)
    .where('products.id', 'in', ids)
    .execute();
  return pricedProducts(rows);
}

/** Units of each product the customer already has in live orders for that delivery day. */
export async function existingQuantities(
  db: DbOrTx,
  customerId: number,
  deliveryDate: string,
  productIds: number[],
  excludeOrderId: string | null,
): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (productIds.length === 0) return result;
  let query = db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.product_id', sql<string>`sum(order_lines.quantity)`.as('quantity')])
    .where('orders.customer_id', '=', customerId)
    .where('orders.delivery_date', '=', deliveryDate)
    .where('orders.status', '!=', 'canceled')
    .where('order_lines.product_id', 'in', productIds)
    .groupBy('order_lines.product_id');
  if (excludeOrderId) query = query.where('orders.id', '!=', excludeOrderId);
  for (const row of await query.execute()) result.set(row.product_id, Number(row.quantity));
  return result;
}

export async function findTier(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; country_id: number; shopIds: number[] } | undefined> {
  const tier = await db
    .selectFrom('tiers')
    .select(['id', 'country_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!tier) return undefined;
  const shops = await db
    .selectFrom('tier_shops')
    .select('shop_id')
    .where('tier_id', '=', id)
    .execute();
  return { ...tier, shopIds: shops.map((s) => s.shop_id) };
}

export async function findAddress(
  db: DbOrTx,
  id: number,
  customerId: number,
): Promise<{ id: number; main_line: string; details: string | null } | undefined> {
  return db
    .selectFrom('customer_addresses')
    .select(['id', 'main_line', 'details'])
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function timeRangeBelongsToShop(
  db: DbOrTx,
  id: number,
  shopId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('delivery_time_ranges')
    .select('id')
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function nextOrderNumber(db: DbOrTx): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`select nextval('order_code_seq') as n`.execute(
    db,
  );
  return Number(rows[0]?.n);
}

export async function insertOrder(
  db: DbOrTx,
  order: NewOrder,
  lines: OrderLineRecord[],
): Promise<void> {
  await db
    .insertInto('orders')
    .values({
      ...order,
      customer_delivery_address: JSON.stringify(order.customer_delivery_address),
      updated_at: order.created_at,
    })
    .execute();
  await insertLines(db, order.id, lines);
}

/** A new order's number, as `<prefix>-<n>` (n drawn from order_code_seq by startOrder). */
export function orderCode(codePrefix: string, orderNumber: string): string {
  return `${codePrefix}-${orderNumber}`;
}

interface FirstStatus {
  reason: string | null;
  actor_customer_id: number | null;
}

/** A new order's rows as its statement writes them (see withPlacedOrder). */
export interface PlacedOrderRows {
  firstStatus: Insertable<Database['order_status_history']>;
  lines: Insertable<Database['order_lines']>[];
  order: Insertable<Database['orders']>;
}

export function placedOrderRows(
  order: NewOrder,
  lines: OrderLineRecord[],
  firstStatus: FirstStatus,
): PlacedOrderRows {
  // An order has at least one line (the payload's schema), so the lines' insert always has rows.
  if (lines.length === 0) throw new Error(`order ${order.id} has no lines`);
  return {
    firstStatus: {
      order_id: order.id,
      from_status: null,
      to_status: order.status,
      reason: firstStatus.reason,
      actor_customer_id: firstStatus.actor_customer_id,
      created_at: order.created_at,
    },
    lines: lines.map((line) => ({
      ...line,
      order_id: order.id,
      product: JSON.stringify(line.product),
    })),
    order: {
      ...order,
      customer_delivery_address: JSON.stringify(order.customer_delivery_address),
      updated_at: order.created_at,
    },
  };
}

/**
 * A new order, its lines and its first status as WITHs of whatever statement `db` goes on to
 * build (every statement is a round trip to the database, with the order's row locks held
 * meanwhile). The lines and the status reference the order: PostgreSQL checks those keys at
 * the end of the statement, once the order exists.
 */
export function withPlacedOrder(
  db: QueryCreator<Database>,
  rows: PlacedOrderRows,
): QueryCreator<Database> {
  // The WITHs' names are never read back: the statement only needs the tables it had.
  return db
    .with('first_status', (qb) => qb.insertInto('order_status_history').values(rows.firstStatus))
    .with('new_lines', (qb) => qb.insertInto('order_lines').values(rows.lines))
    .with('new_order', (qb) =>
      qb.insertInto('orders').values(rows.order),
    ) as unknown as QueryCreator<Database>;
}

/** A new order, its lines and its first status in ONE statement of their own. */
export async function insertPlacedOrder(db: DbOrTx, rows: PlacedOrderRows): Promise<void> {
  await withPlacedOrder(db, rows)
    .selectNoFrom(sql<number>`1`.as('written'))
    .execute();
}

/** What a new order's last statement writes: see writeOrderLast. */
interface LastStatementValues {
  /** The order's rows, unless a statement of their own wrote them (insertPlacedOrder). */
  order: PlacedOrderRows | undefined;
  messages: Insertable<Database['outbox_messages']>[];
  /** The idempotency key's stored answer, when the order was placed under a key. */
  answer: CompletedKey | undefined;
}

/** writeOrderLast's statement, built once per shape (statement-template.ts). */
const lastStatement = statementTemplate(
  (db: DbOrTx, values: LastStatementValues): Compilable<unknown> => {
    // Data-modifying WITHs must sit at the statement's top level, so the order's are added there.
    const withOrder = values.order ? withPlacedOrder(db, values.order) : db;
    if (!values.answer) return outboxInsert(withOrder, values.messages);
    const withMessages = withOrder.with('order_messages', (qb) =>
      outboxInsert(qb, values.messages),
    ) as unknown as QueryCreator<Database>;
    return completeKey(withMessages, values.answer);
  },
);

/**
 * The last statement of a new order's transaction, one round trip before COMMIT: the order
 * (unless written earlier), its messages and, when there is a key, the answer a retry under the
 * same key will be given.
 */
export async function writeOrderLast(db: DbOrTx, values: LastStatementValues): Promise<void> {
  await lastStatement.execute(db, values);
}

export async function insertLines(
  db: DbOrTx,
  orderId: string,
  lines: OrderLineRecord[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto('order_lines')
    .values(
      lines.map((line) => ({ ...line, order_id: orderId, product: JSON.stringify(line.product) })),
    )
    .execute();
}

export async function replaceLines(
  db: DbOrTx,
  orderId: string,
  lines: OrderLineRecord[],
): Promise<void> {
  await db.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
  await insertLines(db, orderId, lines);
}

export async function insertStatusHistory(
  db: DbOrTx,
  entry: {
    order_id: string;
    from_status: OrderStatusValue | null;
    to_status: OrderStatusValue;
    reason: string | null;
    actor_customer_id: number | null;
    created_at: Date;
  },
): Promise<void> {
  await db.insertInto('order_status_history').values(entry).execute();
}

export async function updateOrder(
  db: DbOrTx,
  id: string,
  changes: Partial<{
    status: OrderStatusValue;
    payment_status: PaymentStatus;
    sum_of_line_totals: number;
    discount_value: number;
    total: number;
    wallet_debit: number;
    cancel_reason: string | null;
    delivered_at: Date;
    ready_at: Date;
    delivery_code_attempts: number;
    coupon_id: number | null;
    coupon_code: string | null;
  }>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

function toLine(row: {
  product_id: number;
  name: string;
  quantity: string;
  unit_price: string;
  regular_unit_price: string;
  items_with_discount: string;
  items_without_discount: string;
  line_total: string;
  line_total_without_discount: string;
  category_id: number | null;
  category_name: string | null;
  unit_erp_name: string;
  notes: string | null;
  product: Record<string, unknown>;
}): OrderLineRecord {
  return {
    ...row,
    quantity: Number(row.quantity),
    unit_price: Number(row.unit_price),
    regular_unit_price: Number(row.regular_unit_price),
    items_with_discount: Number(row.items_with_discount),
    items_without_discount: Number(row.items_without_discount),
    line_total: Number(row.line_total),
    line_total_without_discount: Number(row.line_total_without_discount),
  };
}

// The pickup point is joined into the order's own statement: no extra query per order.
function orderQuery(db: DbOrTx) {
  return db
    .selectFrom('orders')
    .innerJoin('shops', 'shops.id', 'orders.shop_id')
    .leftJoin('shops as point', 'point.id', 'orders.pickup_point_shop_id')
    .select([
      'orders.id',
      'orders.code',
      'orders.customer_id',
      'orders.shop_id',
      'shops.name as shop_name',
      'shops.slug as shop_slug',
      'orders.country_id',
      'orders.status',
      'orders.payment_method_id',
      'orders.payment_status',
      'orders.coupon_id',
      'orders.coupon_code',
      'orders.tier_id',
      'orders.delivery_address_id',
      'orders.delivery_address_main_line',
      'orders.delivery_date',
      'orders.delivery_time_range_id',
      'orders.notes',
      'orders.acting_community_leader_id',
      'orders.sum_of_line_totals',
      'orders.discount_value',
      'orders.service_charge_value',
      'orders.total',
      'orders.wallet_debit',
      'orders.delivery_code',
      'orders.delivery_code_attempts',
      'orders.cancel_reason',
      'orders.delivered_at',
      'orders.created_at',
      'orders.updated_at',
      'orders.pickup_point_shop_id',
      'point.slug as pickup_point_slug',
      'point.name as pickup_point_name',
      'point.address as pickup_point_address',
      'orders.ready_at',
      'orders.customer_delivery_address',
      // Refunds are wallet movements of the order: summed where they are written, never stored twice.
      sql<string>`coalesce((select sum(m.amount) from wallet_movements m where m.order_id = orders.id and m.kind = 'refund'), 0)`.as(
        'refund_total',
      ),
    ]);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>;

async function withLines(db: DbOrTx, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('order_lines')
    .select([
      'order_id',
      'product_id',
      'name',
      'quantity',
      'unit_price',
      'regular_unit_price',
      'items_with_discount',
      'items_without_discount',
      'line_total',
      'line_total_without_discount',
      'category_id',
      'category_name',
      'unit_erp_name',
      'notes',
      'product',
    ])
    .where(
      'order_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  const byOrder = new Map<string, OrderLineRecord[]>();
  for (const { order_id, ...line } of lines) {
    const list = byOrder.get(order_id) ?? [];
    list.push(toLine(line));
    byOrder.set(order_id, list);
  }
  return rows.map(({ pickup_point_slug, pickup_point_name, pickup_point_address, ...row }) => ({
    ...row,
    pickup_point:
      row.pickup_point_shop_id !== null && pickup_point_slug !== null
        ? {
            id: row.pickup_point_shop_id,
            slug: pickup_point_slug,
            name: pickup_point_name ?? '',
            address: pickup_point_address ?? '',
          }
        : null,
    sum_of_line_totals: Number(row.sum_of_line_totals),
    discount_value: Number(row.discount_value),
    service_charge_value: Number(row.service_charge_value),
    total: Number(row.total),
    wallet_debit: Number(row.wallet_debit),
    refund_total: Number(row.refund_total),
    lines: byOrder.get(row.id) ?? [],
  }));
}

export async function findOrder(
  db: DbOrTx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<OrderRecord | undefined> {
  let query = orderQuery(db).where('orders.id', '=', id);
  if (options.lock) query = query.forUpdate('orders');
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [order] = await withLines(db, [row]);
  return order;
}

/** A shop's orders matching `filter`, oldest delivery first, with their lines (the manager site). */
export async function listShopOrders(
  db: DbOrTx,
  shopId: number,
  filter: {
    deliveryDate?: string | undefined;
    statuses?: readonly OrderStatusValue[] | undefined;
    unpaidOnline?: boolean | undefined;
  },
  limit: number,
): Promise<OrderRecord[]> {
  let query = orderQuery(db)
    .where('orders.shop_id', '=', shopId)
    .orderBy('orders.delivery_date', 'asc')
    .orderBy('orders.created_at', 'asc')
    .limit(limit);
  if (filter.deliveryDate) query = query.where('orders.delivery_date', '=', filter.deliveryDate);
  if (filter.statuses) query = query.where('orders.status', 'in', [...filter.statuses]);
  if (filter.unpaidOnline) {
    query = query
      .where('orders.payment_method_id', '=', PAYMENT_METHOD.PAYMENT_LINK)
      .where('orders.payment_status', 'in', ['pending', 'failed'])
      .where('orders.status', '!=', 'canceled');
  }
  return withLines(db, await query.execute());
}

/** Newest first, keyset-paged on (created_at, id); `status` keeps only orders in that status. */
export async function listCustomerOrders(
  db: DbOrTx,
  customerId: number,
  after: { created_at: Date; id: string } | null,
  limit: number,
  status?: OrderStatusValue,
): Promise<OrderRecord[]> {
  let query = orderQuery(db)
    .where('orders.customer_id', '=', customerId)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit);
  if (after) {
    // Compared in the database, at its own timestamp precision, never a rounded JS Date.
    query = query.where(
      sql<boolean>`(orders.created_at, orders.id) < (select c.created_at, c.id from orders c where c.id = ${after.id})`,
    );
  }
  if (status) query = query.where('orders.status', '=', status);
  return withLines(db, await query.execute());
}

export async function findOrderCursor(
  db: DbOrTx,
  id: string,
  customerId: number,
): Promise<{ created_at: Date; id: string } | undefined> {
  return db
    .selectFrom('orders')
    .select(['created_at', 'id'])
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function deliveryCodeFlagEnabled(db: DbOrTx, countryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('feature_flags')
    .select('enabled')
    .where('name', '=', 'delivery_code')
    .where('country_id', '=', countryId)
    .executeTakeFirst();
  return row?.enabled === true;
}
