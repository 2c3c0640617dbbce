import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { countryById } from '@barrio/shared/countries';
import { PAYMENT_METHOD, paymentMethodsForCountry, roundMoney } from '@barrio/shared/domain';
import type { Database } from '../db/schema';
import type { OrderStatusValue } from '../db/schema/commerce';
import { priceLines } from '../modules/orders/order-pricing';
import { findProducts } from '../modules/orders/order-start';
import { insertOrder, insertStatusHistory, nextOrderNumber } from '../modules/orders/order-writes';
import type { CoreSeedResult } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One coupon per coupon error of SPEC §8, plus the two DESIGN.md names. */
async function seedCoupons(db: Kysely<Database>, core: CoreSeedResult): Promise<void> {
  const now = Date.now();
  const coupons = await db
    .insertInto('coupons')
    .values([
      {
        code: 'MINIMO',
        description: '10% de descuento en compras desde 1.000.000',
        discount_type: 'percent',
        discount_value: 10,
        min_purchase: 1_000_000,
        valid_from: null,
        valid_until: null,
        max_uses: null,
        max_uses_per_customer: null,
        country_id: null,
        customer_type_id: null,
      },
      {
        code: 'BIENVENIDA',
        description: '10% de descuento de bienvenida',
        discount_type: 'percent',
        discount_value: 10,
        valid_from: null,
        valid_until: null,
        max_uses: null,
        max_uses_per_customer: null,
        country_id: null,
        customer_type_id: null,
      },
      {
        code: 'VERANO2024',
        description: 'Promoción de verano (vencida)',
        discount_type: 'percent',
        discount_value: 15,
        valid_from: new Date(Date.UTC(2024, 0, 1)),
        valid_until: new Date(Date.UTC(2024, 2, 31)),
        max_uses: null,
        max_uses_per_customer: null,
        country_id: null,
        customer_type_id: null,
      },
      {
        code: 'PROXIMAMENTE',
        description: 'Promoción que aún no empieza',
        discount_type: 'percent',
        discount_value: 5,
        valid_from: new Date(now + 365 * DAY_MS),
        valid_until: null,
        max_uses: null,
        max_uses_per_customer: null,
        country_id: null,
        customer_type_id: null,
      },
      {
        code: 'AGOTADO',
        description: 'Cupón con todos sus usos consumidos',
        discount_type: 'amount',
        discount_value: 50,
        valid_from: null,
        valid_until: null,
        max_uses: 100,
        uses: 100,
        max_uses_per_customer: null,
        country_id: null,
        customer_type_id: null,
      },
      {
        code: 'UNAVEZ',
        description: 'Un uso por cliente',
        discount_type: 'amount',
        discount_value: 20,
        valid_from: null,
        valid_until: null,
        max_uses: null,
        max_uses_per_customer: 1,
        country_id: null,
        customer_type_id: null,
      },
      {
        code: 'BARRIOAR',
        description: 'Solo en Almacén La Esquina (Argentina)',
        discount_type: 'percent',
        discount_value: 5,
        valid_from: null,
        valid_until: null,
        max_uses: null,
        max_uses_per_customer: null,
        country_id: 1,
        customer_type_id: null,
      },
      {
        code: 'NEGOCIOS',
        description: 'Solo para clientes negocio',
        discount_type: 'percent',
        discount_value: 7,
        valid_from: null,
        valid_until: null,
        max_uses: null,
        max_uses_per_customer: null,
        country_id: null,
        customer_type_id: 3,
      },
    ])
    .returning(['id', 'code'])
    .execute();
  const idOf = (code: string) => coupons.find((c) => c.code === code)?.id;
  const demoShops = Object.values(core.shops).filter((s) => s.kind === 'demo');
  const minimo = idOf('MINIMO');
  const barrioAr = idOf('BARRIOAR');
  const demoAr = core.shops['demo-ar'];
  const links = [
    ...(minimo ? demoShops.map((s) => ({ coupon_id: minimo, shop_id: s.id })) : []),
    ...(barrioAr && demoAr ? [{ coupon_id: barrioAr, shop_id: demoAr.id }] : []),
  ];
  if (links.length > 0) await db.insertInto('coupon_shops').values(links).execute();
}

/** Wallets whose movements add up to the balance, for every customer with an inswitch entity. */
async function seedWallets(db: Kysely<Database>, core: CoreSeedResult): Promise<void> {
  const holders = Object.values(core.customers).filter((c) => c.inswitchEntityId);
  const now = Date.now();
  for (const [index, holder] of holders.entries()) {
    const movements = [
      {
        amount: 150_000 + index * 25_000,
        kind: 'credit' as const,
        description: 'Recarga del programa',
        daysAgo: 40,
      },
      { amount: -18_500, kind: 'debit' as const, description: 'Compra en tienda', daysAgo: 25 },
      { amount: 30_000, kind: 'credit' as const, description: 'Abono mensual', daysAgo: 10 },
      { amount: -7_250.5, kind: 'debit' as const, description: 'Compra en tienda', daysAgo: 3 },
    ];
    const balance = roundMoney(movements.reduce((sum, m) => sum + m.amount, 0));
    await db
      .insertInto('wallets')
      .values({ customer_id: holder.id, balance, updated_at: new Date(now) })
      .execute();
    await db
      .insertInto('wallet_movements')
      .values(
        movements.map((m) => ({
          customer_id: holder.id,
          amount: m.amount,
          kind: m.kind,
          description: m.description,
          order_id: null,
          created_at: new Date(now - m.daysAgo * DAY_MS),
        })),
      )
      .execute();
  }
}

const PAST_ORDERS: { phone: string; shop: string; status: OrderStatusValue; daysAgo: number }[] = [
  { phone: '+525555550001', shop: 'demo-mx', status: 'delivered', daysAgo: 21 },
  { phone: '+525555550001', shop: 'demo-mx', status: 'canceled', daysAgo: 14 },
  { phone: '+525555550001', shop: 'demo-mx', status: 'delivered', daysAgo: 6 },
  { phone: '+5491155550001', shop: 'demo-ar', status: 'delivered', daysAgo: 9 },
  { phone: '+51955550001', shop: 'demo-pe', status: 'delivered', daysAgo: 12 },
  { phone: '+573005550001', shop: 'demo-co', status: 'delivered', daysAgo: 5 },
];

/** A few delivered (and one canceled) orders, priced like real ones, so "my orders" is not empty. */
async function seedPastOrders(db: Kysely<Database>, core: CoreSeedResult): Promise<void> {
  const now = Date.now();
  for (const [index, past] of PAST_ORDERS.entries()) {
    const customer = core.customers[past.phone];
    const shop = core.shops[past.shop];
    if (!customer || !shop) continue;
    const productIds = (core.productIdsByCatalog[shop.catalogId] ?? []).slice(
      index * 3,
      index * 3 + 4,
    );
    const products = await findProducts(db, shop.catalogId, productIds);
    const requests = [...products.keys()].map((id, i) => ({
      product_id: id,
      quantity: (i % 3) + 1,
      notes: null,
    }));
    if (requests.length === 0) continue;
    const priced = priceLines(products, requests, false);
    const createdAt = new Date(now - past.daysAgo * DAY_MS);
    const id = randomUUID();
    const code = `${countryById(shop.countryId)?.iso ?? shop.countryId}-${await nextOrderNumber(db)}`;
    await insertOrder(
      db,
      {
        id,
        code,
        customer_id: customer.id,
        shop_id: shop.id,
        country_id: shop.countryId,
        status: past.status,
        payment_method_id: 1,
        payment_status: 'not_required',
        coupon_id: null,
        coupon_code: null,
        tier_id: null,
        delivery_address_id: null,
        delivery_address_main_line: null,
        customer_delivery_address: null,
        delivery_date: new Date(createdAt.getTime() + DAY_MS).toISOString().slice(0, 10),
        delivery_time_range_id: null,
        notes: null,
        acting_community_leader_id: null,
        sum_of_line_totals: priced.sumOfLineTotals,
        discount_value: 0,
        service_charge_value: 0,
        total: priced.sumOfLineTotals,
        wallet_debit: 0,
        delivery_code: String(randomInt(0, 10_000)).padStart(4, '0'),
        created_at: createdAt,
      },
      priced.lines,
    );
    await insertStatusHistory(db, {
      order_id: id,
      from_status: null,
      to_status: 'confirmed',
      reason: null,
      actor_customer_id: customer.id,
      created_at: createdAt,
    });
    if (past.status !== 'confirmed') {
      await db
        .updateTable('orders')
        .set(
          past.status === 'canceled'
            ? { cancel_reason: 'customer_canceled' }
            : { delivered_at: new Date(createdAt.getTime() + DAY_MS) },
        )
        .where('id', '=', id)
        .execute();
      await insertStatusHistory(db, {
        order_id: id,
        from_status: 'confirmed',
        to_status: past.status,
        reason: past.status === 'canceled' ? 'customer_canceled' : null,
        actor_customer_id: past.status === 'canceled' ? customer.id : shop.ownerCustomerId,
        created_at: new Date(createdAt.getTime() + DAY_MS),
      });
    }
  }
}

/** Fixed-width digits derived from the shop id, so accounts are stable across seeds. */
const digitsFor = (shopId: number, salt: number, width: number) =>
  String((shopId * 7919 + salt) % 10 ** Math.min(width, 12)).padStart(width, '0');

const BANKS: Record<number, string> = { 1: 'Banco Nación', 2: 'BBVA México', 46: 'Bancolombia' };

/** Every shop in a country with transfer, Yape or BCP gets the account shoppers pay into. */
async function seedPaymentAccounts(db: Kysely<Database>): Promise<void> {
  const shops = await db.selectFrom('shops').select(['id', 'name', 'country_id']).execute();
  const rows = shops.flatMap((shop) => {
    const offered = new Set(
      paymentMethodsForCountry(shop.country_id, { walletEnabled: false }).map((m) => m.id),
    );
    const accounts: Database['shop_payment_accounts'][] = [];
    if (offered.has(PAYMENT_METHOD.BANK_TRANSFER)) {
      const width = shop.country_id === 1 ? 22 : shop.country_id === 2 ? 18 : 11;
      accounts.push({
        shop_id: shop.id,
        payment_method_id: PAYMENT_METHOD.BANK_TRANSFER,
        holder: shop.name,
        account: `${digitsFor(shop.id, 11, width - 10)}${digitsFor(shop.id, 13, 10)}`,
        bank: BANKS[shop.country_id] ?? null,
      });
    }
    if (offered.has(PAYMENT_METHOD.YAPE)) {
      accounts.push({
        shop_id: shop.id,
        payment_method_id: PAYMENT_METHOD.YAPE,
        holder: shop.name,
        account: `+519${digitsFor(shop.id, 17, 8)}`,
        bank: null,
      });
    }
    if (offered.has(PAYMENT_METHOD.BCP_TRANSFER)) {
      accounts.push({
        shop_id: shop.id,
        payment_method_id: PAYMENT_METHOD.BCP_TRANSFER,
        holder: shop.name,
        account: `191-${digitsFor(shop.id, 19, 8)}-0-${digitsFor(shop.id, 23, 2)}`,
        bank: 'BCP',
      });
    }
    return accounts;
  });
  if (rows.length > 0) await db.insertInto('shop_payment_accounts').values(rows).execute();
}

/** Coupons for every coupon error, wallets with movements, and past orders for the demo customers. */
export async function seedCommerce(db: Kysely<Database>, core: CoreSeedResult): Promise<void> {
  await seedPaymentAccounts(db);
  await seedCoupons(db, core);
  await seedWallets(db, core);
  await seedPastOrders(db, core);
}
