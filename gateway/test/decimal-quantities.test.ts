import { priceLine, roundMoney, type CatalogProduct } from '@barrio/shared/domain';
import { DEMO_PHONES, startTestApp, type SignedIn, type TestApp } from './harness';
import {
  line,
  orderPayload,
  plainProducts,
  products,
  shop,
  walletBalance,
  type ErrorBody,
  type OrderBody,
  type ProductInfo,
  type ShopInfo,
} from './commerce-helpers';

let app: TestApp;
let demoPe: ShopInfo;
let demoMx: ShopInfo;
let demoCo: ShopInfo;
let teodoro: SignedIn;
let maria: SignedIn;

/** Sold by the kilo, with no discount, limit or minimum: its line total is price × kilos. */
async function plainByWeight(catalogId: number, skip = 0): Promise<ProductInfo> {
  const found = (await products(app, catalogId)).filter(
    (p) =>
      p.unit_erp_name === 'kg' &&
      p.discount_percentage === null &&
      p.max_units_per_order === null &&
      p.max_units_per_delivery === null &&
      p.minimum_order_value === 0,
  )[skip];
  if (!found) throw new Error('the seed has no plain product sold by the kilo');
  return found;
}

/** The shape shared/domain prices, so the test computes the total the way the cart does. */
function asCatalogProduct(
  p: ProductInfo,
): Pick<CatalogProduct, 'price' | 'local_price' | 'product-discount'> {
  return {
    price: p.price,
    local_price: p.local_price === null ? null : Number(p.local_price),
    'product-discount':
      p.discount_percentage === null
        ? null
        : {
            discount_percentage: Number(p.discount_percentage),
            max_units_per_order: p.discount_max_units_per_order,
          },
  };
}

beforeAll(async () => {
  app = await startTestApp();
  demoPe = await shop(app, 'demo-pe');
  demoMx = await shop(app, 'demo-mx');
  demoCo = await shop(app, 'demo-co');
  teodoro = await app.signIn(DEMO_PHONES.customerPE);
  maria = await app.signIn(DEMO_PHONES.customerMX);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const place = (body: unknown, token: string) =>
  app.request<OrderBody & ErrorBody>('/api/order', { method: 'POST', body, token });

const peOrder = (lines: ReturnType<typeof line>[]) =>
  place(
    orderPayload(app, { customerId: teodoro.customer.id, shopId: demoPe.id, lines }),
    teodoro.token,
  );

describe('decimal quantities where the country has decimal_quantities on (Peru)', () => {
  test('0.5 kg is accepted, priced as half a kilo, stored as 0.5 and announced as 500 g', async () => {
    const tomato = await plainByWeight(demoPe.catalog_id);
    const res = await peOrder([line(tomato.id, '0.5')]);
    expect(res.status).toBe(200);
    const { order } = res.body;
    const expected = priceLine(asCatalogProduct(tomato), 0.5).subtotal;
    expect(expected).toBe(roundMoney(tomato.price * 0.5));
    expect(order.lines).toEqual([
      expect.objectContaining({ productid: tomato.id, cantidad: 0.5, subtotal: expected }),
    ]);
    expect(order.sum_of_line_totals.value).toBe(expected);
    expect(order.total.value).toBe(expected);

    const stored = await app.ctx.db
      .selectFrom('order_lines')
      .select(['quantity', 'line_total'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.quantity)).toBe(0.5);
    expect(Number(stored.line_total)).toBe(expected);

    const read = await app.request<OrderBody>(`/api/order/${order.id}`, { token: teodoro.token });
    expect(read.body.order.lines[0]?.cantidad).toBe(0.5);

    const [message] = await app.ctx.outbox.list({ to: DEMO_PHONES.customerPE });
    expect(message?.message).toContain(`- 500 g `);
  });

  test('quantities step by a quarter kilo: 0.3 kg and 0.1 kg are refused with a clear 400', async () => {
    const tomato = await plainByWeight(demoPe.catalog_id);
    for (const quantity of ['0.3', '0.1', '1.2']) {
      const res = await peOrder([line(tomato.id, quantity)]);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_lines');
      expect(res.body.error.fields?.['lines.0.quantity.value']).toMatch(/0\.25 kg/);
    }
    expect((await peOrder([line(tomato.id, '1.75')])).status).toBe(200);
  });

  test('a product sold by the unit stays in whole units', async () => {
    const [unitProduct] = await plainProducts(app, demoPe.catalog_id);
    const res = await peOrder([line(unitProduct!.id, '1.5')]);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_lines');
    expect(res.body.error.fields?.['lines.0.quantity.value']).toMatch(/whole units/);
    expect((await peOrder([line(unitProduct!.id, '0.25')])).status).toBe(400);
  });

  test('per-delivery limits count kilos already ordered for the day, in steps', async () => {
    const limited = await plainByWeight(demoPe.catalog_id, 1);
    await app.ctx.db
      .updateTable('products')
      .set({ max_units_per_delivery: 1 })
      .where('id', '=', limited.id)
      .execute();
    try {
      expect((await peOrder([line(limited.id, '0.75')])).status).toBe(200);
      const over = await peOrder([line(limited.id, '0.5')]);
      expect(over.status).toBe(400);
      expect(over.body.error.code).toBe('limit_exceeded');
      expect(over.body.limits).toEqual([
        {
          product_id: limited.id,
          limit: 1,
          existing_quantity: 0.75,
          requested: 0.5,
          allowed: 0.25,
        },
      ]);
      expect((await peOrder([line(limited.id, '0.25')])).status).toBe(200);
    } finally {
      await app.ctx.db
        .updateTable('products')
        .set({ max_units_per_delivery: null })
        .where('id', '=', limited.id)
        .execute();
    }
  });

  test('an edit changes a weighed line by quarter kilos and reprices it; 0.3 kg is refused', async () => {
    const potato = await plainByWeight(demoPe.catalog_id, 2);
    const placed = await peOrder([line(potato.id, '0.5')]);
    expect(placed.status).toBe(200);
    const edit = (quantity: string) =>
      app.request<OrderBody & ErrorBody>(`/api/order/${placed.body.order.id}`, {
        method: 'PATCH',
        body: { action: 'patch_lines', lines: [line(potato.id, quantity)] },
        token: teodoro.token,
      });
    const edited = await edit('1.25');
    expect(edited.status).toBe(200);
    expect(edited.body.order.lines[0]?.cantidad).toBe(1.25);
    expect(edited.body.order.total.value).toBe(roundMoney(potato.price * 1.25));
    const refused = await edit('0.3');
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('invalid_lines');
  });
});

describe('reordering a weighed line', () => {
  test('comes back in quarter kilos, or in whole kilos once the flag is off', async () => {
    const onion = await plainByWeight(demoPe.catalog_id, 3);
    const placed = await peOrder([line(onion.id, '0.5')]);
    expect(placed.status).toBe(200);
    const reorder = () =>
      app.request<{ lines: { product: { id: number }; quantity: number }[] }>(
        `/api/order/${placed.body.order.id}/reorder`,
        { method: 'POST', token: teodoro.token },
      );
    const withDecimals = await reorder();
    expect(withDecimals.status).toBe(200);
    expect(withDecimals.body.lines).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ id: onion.id }),
        quantity: 0.5,
      }),
    ]);

    await app.ctx.db
      .updateTable('feature_flags')
      .set({ enabled: false })
      .where('name', '=', 'decimal_quantities')
      .where('country_id', '=', demoPe.country_id)
      .execute();
    try {
      const wholeKilos = await reorder();
      expect(wholeKilos.body.lines[0]?.quantity).toBe(1);
    } finally {
      await app.ctx.db
        .updateTable('feature_flags')
        .set({ enabled: true })
        .where('name', '=', 'decimal_quantities')
        .where('country_id', '=', demoPe.country_id)
        .execute();
    }
  });
});

describe('where decimal_quantities is off', () => {
  test('Mexico refuses half a kilo of a product sold by the kilo', async () => {
    const tomato = await plainByWeight(demoMx.catalog_id);
    const res = await place(
      orderPayload(app, {
        customerId: maria.customer.id,
        shopId: demoMx.id,
        lines: [line(tomato.id, '0.5')],
      }),
      maria.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_lines');
    expect(res.body.error.fields?.['lines.0.quantity.value']).toMatch(/whole units/);
  });
});

describe('money stays exact with weighed lines', () => {
  test('coupon and wallet debit of quarter kilos add up to the cent (Colombia, flag turned on)', async () => {
    await app.ctx.db
      .updateTable('feature_flags')
      .set({ enabled: true })
      .where('name', '=', 'decimal_quantities')
      .where('country_id', '=', demoCo.country_id)
      .execute();
    try {
      const andres = await app.signIn(DEMO_PHONES.walletCO);
      const [a, b] = [
        await plainByWeight(demoCo.catalog_id),
        await plainByWeight(demoCo.catalog_id, 1),
      ];
      // Prices with cents make every quarter land on a fraction of a cent.
      await app.ctx.db
        .updateTable('products')
        .set({ price: 1234.57 })
        .where('id', '=', a.id)
        .execute();
      await app.ctx.db
        .updateTable('products')
        .set({ price: 999.99 })
        .where('id', '=', b.id)
        .execute();
      const lines = [line(a.id, '0.75'), line(b.id, '1.25'), line(a.id, '0.25')];

      const validated = await app.request<{
        sum_of_line_totals: { value: number };
        discount_value: { value: number };
        total: { value: number };
      }>('/api/coupons/validate', {
        method: 'POST',
        body: {
          coupon_code: 'BIENVENIDA',
          shop_id: demoCo.id,
          lines,
          customer_id: andres.customer.id,
        },
        token: andres.token,
      });
      expect(validated.status).toBe(200);
      // 1 kg of a (merged) and 1.25 kg of b, each line rounded to the cent.
      const sum = roundMoney(1234.57 + roundMoney(999.99 * 1.25));
      expect(sum).toBe(2484.56);
      expect(validated.body.sum_of_line_totals.value).toBe(sum);

      const before = await walletBalance(app, andres.customer.id);
      const res = await place(
        orderPayload(app, {
          customerId: andres.customer.id,
          shopId: demoCo.id,
          lines,
          coupon_code: 'BIENVENIDA',
          require_debit_from_wallet: true,
        }),
        andres.token,
      );
      expect(res.status).toBe(200);
      const { order } = res.body;
      expect(order.sum_of_line_totals.value).toBe(sum);
      expect(order.discount_value.value).toBe(validated.body.discount_value.value);
      expect(order.total.value).toBe(validated.body.total.value);
      expect(order.total.value).toBe(roundMoney(sum - order.discount_value.value));
      expect(order.wallet_debit.value).toBe(order.total.value);
      // Whole cents throughout: the balance moved by exactly the total.
      const after = await walletBalance(app, andres.customer.id);
      expect(Math.round(before * 100) - Math.round(after * 100)).toBe(
        Math.round(order.total.value * 100),
      );
      expect(after).toBe(roundMoney(before - order.total.value));
    } finally {
      await app.ctx.db
        .updateTable('feature_flags')
        .set({ enabled: false })
        .where('name', '=', 'decimal_quantities')
        .where('country_id', '=', demoCo.country_id)
        .execute();
    }
  });
});
