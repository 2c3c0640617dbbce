import { sql, type QueryCreator } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database, DbOrTx } from '../../db/schema';
import { statementTemplate } from '../../db/statement-template';
import { productColumns, toCatalogProduct, type ProductRow } from '../catalog/product-repository';
import { customerRecordColumns, type CustomerRecord } from '../customers/customer-repository';
import {
  decimalFlagColumns,
  onShopsDecimalFlag,
  shopRecordColumns,
  type ShopForOrder,
} from '../shops/shop-repository';
import { claimInsert, type ClaimRow } from './idempotency';
import type { PricedProduct } from './order-records';

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
    .returning(customerRecordColumns);
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
    );
  }
  if (guest) {
    creator = creator.with('new_guest', (qb) =>
      newGuestInsert(qb, shopId, guest, claim !== undefined),
    );
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
    .select(shopRecordColumns)
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
    products: pricedProducts(products),
    orderNumber: order_number === null ? null : String(order_number),
    claimed: claim !== undefined && Number(keys) > 0,
    newGuest: new_guest ?? null,
  };
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
