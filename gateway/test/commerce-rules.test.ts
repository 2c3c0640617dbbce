import { roundMoney, splitWalletPayment } from '@barrio/shared/domain';
import { DEMO_PHONES, startTestApp, type SignedIn, type TestApp } from './harness';
import {
  countRows,
  dateInDays,
  limitedProduct,
  line,
  movementsSum,
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
let demoMx: ShopInfo;
let plain: ProductInfo[];
let maria: SignedIn;

beforeAll(async () => {
  app = await startTestApp();
  demoMx = await shop(app, 'demo-mx');
  plain = await plainProducts(app, demoMx.catalog_id);
  maria = await app.signIn(DEMO_PHONES.customerMX);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

type Answer = OrderBody & ErrorBody & { coupon_error?: number; value?: number; limits?: unknown[] };

const place = (body: unknown, token: string | null) =>
  app.request<Answer>('/api/order', { method: 'POST', body, token });
const simpleOrder = (
  extra: Record<string, unknown> = {},
  who: SignedIn = maria,
  shopInfo: ShopInfo = demoMx,
  items = [line(plain[0]!.id, 2)],
) =>
  place(
    orderPayload(app, { customerId: who.customer.id, shopId: shopInfo.id, lines: items, ...extra }),
    who.token,
  );

describe('coupons on the order', () => {
  test.each([
    ['NOEXISTE', 5],
    ['VERANO2024', 4],
    ['PROXIMAMENTE', 4],
    ['BARRIOAR', 8],
    ['AGOTADO', 16],
    ['NEGOCIOS', 128],
  ])('%s is answered 400 with coupon_error %i and no order', async (code, expected) => {
    const before = await countRows(app, 'orders');
    const res = await simpleOrder({ coupon_code: code });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('coupon_invalid');
    expect(res.body.coupon_error).toBe(expected);
    expect(await countRows(app, 'orders')).toBe(before);
  });

  test('MINIMO below 1 000 000 is coupon_error 2 with the minimum as value; outside demo shops it is 8', async () => {
    const res = await simpleOrder({ coupon_code: 'MINIMO' });
    expect(res.status).toBe(400);
    expect(res.body.coupon_error).toBe(2);
    expect(res.body.value).toBe(1_000_000);

    const lider = await shop(app, 'lider-mx');
    const liderPlain = await plainProducts(app, lider.catalog_id);
    const elsewhere = await simpleOrder({ coupon_code: 'MINIMO' }, maria, lider, [
      line(liderPlain[0]!.id, 1),
    ]);
    expect(elsewhere.body.coupon_error).toBe(8);
  });

  test('BIENVENIDA (any case) takes 10% off the server’s sum of lines', async () => {
    const res = await simpleOrder({ coupon_code: 'bienvenida' }, maria, demoMx, [
      line(plain[0]!.id, 3),
    ]);
    expect(res.status).toBe(200);
    const sum = roundMoney(plain[0]!.price * 3);
    const discount = roundMoney(sum * 0.1);
    expect(res.body.order.sum_of_line_totals.value).toBe(sum);
    expect(res.body.order.discount_value.value).toBe(discount);
    expect(res.body.order.total.value).toBe(roundMoney(sum - discount));
    expect(res.body.order.coupon_id).not.toBeNull();
  });

  test('NEGOCIOS works for a business customer', async () => {
    const pedro = await app.signIn(DEMO_PHONES.businessAR);
    const negocio = await shop(app, 'negocio-ar');
    const items = await plainProducts(app, negocio.catalog_id);
    const res = await simpleOrder({ coupon_code: 'NEGOCIOS' }, pedro, negocio, [
      line(items[0]!.id, 2),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.order.discount_value.value).toBeGreaterThan(0);
  });

  test('UNAVEZ is used once per customer, and a cancel gives the use back', async () => {
    const first = await simpleOrder({ coupon_code: 'UNAVEZ' });
    expect(first.status).toBe(200);
    const second = await simpleOrder({ coupon_code: 'UNAVEZ' });
    expect(second.body.coupon_error).toBe(16);
    const cancel = await app.request(`/api/order/${first.body.order.id}/cancel`, {
      method: 'POST',
      body: { reason: 'customer_canceled' },
      token: maria.token,
    });
    expect(cancel.status).toBe(200);
    const third = await simpleOrder({ coupon_code: 'UNAVEZ' });
    expect(third.status).toBe(200);
  });
});

describe('POST /api/coupons/validate', () => {
  test('prices the cart on the server and reports the discount or the coupon error', async () => {
    const ok = await app.request<{
      valid: boolean;
      discount_value: { value: number };
      total: { value: number };
    }>('/api/coupons/validate', {
      method: 'POST',
      body: { coupon_code: 'BIENVENIDA', shop_id: demoMx.id, lines: [line(plain[1]!.id, 2)] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.valid).toBe(true);
    expect(ok.body.discount_value.value).toBe(roundMoney(plain[1]!.price * 2 * 0.1));

    const min = await app.request<Answer>('/api/coupons/validate', {
      method: 'POST',
      body: { coupon_code: 'MINIMO', shop_id: demoMx.id, lines: [line(plain[1]!.id, 1)] },
    });
    expect(min.status).toBe(400);
    expect(min.body.coupon_error).toBe(2);
    expect(min.body.value).toBe(1_000_000);
  });

  test('MINIMO applies once the cart reaches 1 000 000', async () => {
    const demoCo = await shop(app, 'demo-co');
    const coPlain = await plainProducts(app, demoCo.catalog_id);
    const priciest = [...coPlain].sort((a, b) => b.price - a.price)[0]!;
    const quantity = Math.ceil(1_000_000 / priciest.price) + 1;
    expect(quantity).toBeLessThanOrEqual(10_000);
    const res = await app.request<{ valid: boolean; discount_value: { value: number } }>(
      '/api/coupons/validate',
      {
        method: 'POST',
        body: { coupon_code: 'MINIMO', shop_id: demoCo.id, lines: [line(priciest.id, quantity)] },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.discount_value.value).toBe(roundMoney(priciest.price * quantity * 0.1));
  });
});

describe('limits', () => {
  test('max_units_per_delivery counts the customer’s other orders for that day', async () => {
    const limited = await limitedProduct(app, demoMx.catalog_id);
    const limit = limited.max_units_per_delivery!;
    const day = dateInDays(app, 5);
    const first = await simpleOrder({ selected_delivery_date: day }, maria, demoMx, [
      line(limited.id, limit - 3),
    ]);
    expect(first.status).toBe(200);

    const tooMany = await simpleOrder({ selected_delivery_date: day }, maria, demoMx, [
      line(limited.id, 5),
    ]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.code).toBe('limit_exceeded');
    expect(tooMany.body.limits).toEqual([
      { product_id: limited.id, limit, existing_quantity: limit - 3, requested: 5, allowed: 3 },
    ]);

    expect(
      (await simpleOrder({ selected_delivery_date: day }, maria, demoMx, [line(limited.id, 3)]))
        .status,
    ).toBe(200);
    expect(
      (
        await simpleOrder({ selected_delivery_date: dateInDays(app, 6) }, maria, demoMx, [
          line(limited.id, limit),
        ])
      ).status,
    ).toBe(200);

    // Editing re-checks the limit against the other orders of the day.
    const edit = await app.request<Answer>(`/api/order/${first.body.order.id}`, {
      method: 'PATCH',
      body: { action: 'patch_lines', lines: [line(limited.id, limit - 2)] },
      token: maria.token,
    });
    expect(edit.status).toBe(400);
    expect(edit.body.limits).toEqual([
      {
        product_id: limited.id,
        limit,
        existing_quantity: 3,
        requested: limit - 2,
        allowed: limit - 3,
      },
    ]);
  });

  test('max_units_per_order alone limits each order', async () => {
    const perOrder = (await products(app, demoMx.catalog_id)).find(
      (p) =>
        (p.max_units_per_order ?? 0) > 0 &&
        p.max_units_per_delivery === null &&
        p.minimum_order_value === 0,
    );
    expect(perOrder).toBeDefined();
    const limit = perOrder!.max_units_per_order!;
    const res = await simpleOrder({}, maria, demoMx, [line(perOrder!.id, limit + 1)]);
    expect(res.status).toBe(400);
    expect(res.body.limits).toEqual([
      {
        product_id: perOrder!.id,
        limit,
        existing_quantity: 0,
        requested: limit + 1,
        allowed: limit,
      },
    ]);
    expect((await simpleOrder({}, maria, demoMx, [line(perOrder!.id, limit)])).status).toBe(200);
  });
});

describe('shop rules', () => {
  test('the shop’s minimum order value is enforced from the products’ minimum_order_value', async () => {
    const withMinimum = (await products(app, demoMx.catalog_id)).find(
      (p) =>
        p.minimum_order_value > p.price &&
        p.max_units_per_delivery === null &&
        p.max_units_per_order === null &&
        p.discount_percentage === null,
    );
    expect(withMinimum).toBeDefined();
    const res = await simpleOrder({}, maria, demoMx, [line(withMinimum!.id, 1)]);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('minimum_order_value');
    expect(res.body.minimum_order_value).toEqual({ value: withMinimum!.minimum_order_value });
  });

  test('tiers must belong to the shop’s country and shop list; not_set means none', async () => {
    expect((await simpleOrder({ tier_id: 'mx-basico' })).status).toBe(200);
    expect((await simpleOrder({ tier_id: 'not_set' })).status).toBe(200);
    const foreign = await simpleOrder({ tier_id: 'ar-basico' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe('invalid_tier');
    expect((await simpleOrder({ tier_id: 'mx-comunidad' })).status).toBe(400);
  });

  test('payment methods follow the country; delivery dates must be ahead and real', async () => {
    const wallet = await simpleOrder({ payment_method_id: 3 });
    expect(wallet.status).toBe(400);
    expect(wallet.body.error.code).toBe('invalid_payment_method');
    expect((await simpleOrder({ payment_method_id: 5 })).status).toBe(400);
    expect((await simpleOrder({ payment_method_id: 2 })).status).toBe(200);
    expect((await simpleOrder({ selected_delivery_date: dateInDays(app, -1) })).status).toBe(400);
    expect(
      (await simpleOrder({ selected_delivery_date: { year: 2031, month: 2, day: 30 } })).status,
    ).toBe(400);
  });
});

describe('wallet debits', () => {
  test('a wallet-country customer pays with the wallet; a cancel refunds; movements add up to the balance', async () => {
    const andres = await app.signIn(DEMO_PHONES.walletCO);
    const demoCo = await shop(app, 'demo-co');
    const coPlain = await plainProducts(app, demoCo.catalog_id);
    const before = await walletBalance(app, andres.customer.id);

    const res = await simpleOrder({ require_debit_from_wallet: true }, andres, demoCo, [
      line(coPlain[0]!.id, 2),
    ]);
    expect(res.status).toBe(200);
    const total = res.body.order.total.value;
    expect(res.body.order.wallet_debit.value).toBe(total);
    expect(res.body.order.payment_status).toBe('paid');
    expect(await walletBalance(app, andres.customer.id)).toBe(roundMoney(before - total));

    const edited = await app.request<Answer>(`/api/order/${res.body.order.id}`, {
      method: 'PATCH',
      body: { action: 'add_lines', lines: [line(coPlain[1]!.id, 1)] },
      token: andres.token,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.order.wallet_debit.value).toBe(edited.body.order.total.value);
    expect(await walletBalance(app, andres.customer.id)).toBe(
      roundMoney(before - edited.body.order.total.value),
    );

    const lowered = await app.request<Answer & { order: { refund_total: { value: number } } }>(
      `/api/order/${res.body.order.id}`,
      {
        method: 'PATCH',
        body: { action: 'remove_lines', lines: [{ product_id: coPlain[1]!.id }] },
        token: andres.token,
      },
    );
    expect(lowered.status).toBe(200);
    // The edit that lowered the total gave the difference back, and the order says so.
    expect(lowered.body.order.refund_total.value).toBe(
      roundMoney(edited.body.order.total.value - lowered.body.order.total.value),
    );

    const balanceRes = await app.request<{ amount: { value: number } }>('/api/wallet/balance', {
      query: { customerId: andres.customer.id },
      token: andres.token,
    });
    expect(balanceRes.body.amount.value).toBe(await walletBalance(app, andres.customer.id));

    const cancel = await app.request(`/api/order/${res.body.order.id}/cancel`, {
      method: 'POST',
      body: { reason: 'invalid_data' },
      token: andres.token,
    });
    expect(cancel.status).toBe(200);
    expect(await walletBalance(app, andres.customer.id)).toBe(before);
    expect(await movementsSum(app, andres.customer.id)).toBe(before);

    const movements = await app.request<{
      movements: { kind: string; amount: { value: number } }[];
    }>('/api/wallet/movements', {
      query: { customerId: andres.customer.id },
      token: andres.token,
    });
    expect(movements.status).toBe(200);
    expect(movements.body.movements[0]?.kind).toBe('refund');
  });

  test('the wallet beside cash pays what its balance covers; the rest is due, and a cancel refunds it', async () => {
    const daniela = await app.signIn(DEMO_PHONES.walletEC);
    const demoEc = await shop(app, 'demo-ec');
    const ecPlain = await plainProducts(app, demoEc.catalog_id);
    const seeded = await walletBalance(app, daniela.customer.id);
    const product = ecPlain[0]!;
    // A balance worth half of one unit: the wallet cannot cover the order alone.
    const balance = roundMoney(product.price / 2);
    const setBalance = (value: number) =>
      app.ctx.db
        .updateTable('wallets')
        .set({ balance: value })
        .where('customer_id', '=', daniela.customer.id)
        .execute();
    await setBalance(balance);

    const res = await simpleOrder({ require_debit_from_wallet: true }, daniela, demoEc, [
      line(product.id, 2),
    ]);
    expect(res.status).toBe(200);
    const order = res.body.order as Answer['order'] & {
      amount_due: { value: number };
      refund_total: { value: number };
    };
    const expected = splitWalletPayment(order.total.value, balance);
    expect(expected.remainder).toBeGreaterThan(0);
    expect(order.wallet_debit.value).toBe(expected.walletDebit);
    expect(order.amount_due.value).toBe(expected.remainder);
    expect(order.payment_status).toBe('not_required');
    expect(order.refund_total.value).toBe(0);
    expect(await walletBalance(app, daniela.customer.id)).toBe(0);

    const canceled = await app.request<{
      order: { refund_total: { value: number }; cancel_reason: string };
    }>(`/api/order/${order.id}/cancel`, {
      method: 'POST',
      body: { reason: 'customer_canceled' },
      token: daniela.token,
    });
    expect(canceled.status).toBe(200);
    expect(canceled.body.order.refund_total.value).toBe(expected.walletDebit);
    expect(canceled.body.order.cancel_reason).toBe('customer_canceled');
    expect(await walletBalance(app, daniela.customer.id)).toBe(balance);
    await setBalance(seeded);
  });

  test('a debit larger than the balance is refused and changes nothing; other countries cannot debit', async () => {
    const daniela = await app.signIn(DEMO_PHONES.walletEC);
    const demoEc = await shop(app, 'demo-ec');
    const ecPlain = await plainProducts(app, demoEc.catalog_id);
    // A small balance, so that an order within its bounds costs more than it.
    const seeded = await walletBalance(app, daniela.customer.id);
    const balance = 10;
    await app.ctx.db
      .updateTable('wallets')
      .set({ balance })
      .where('customer_id', '=', daniela.customer.id)
      .execute();
    const items: ReturnType<typeof line>[] = [];
    let cost = 0;
    for (const product of [...ecPlain].sort((a, b) => b.price - a.price)) {
      if (cost > balance) break;
      items.push(line(product.id, 10));
      cost += product.price * 10;
    }
    expect(cost).toBeGreaterThan(balance);
    const orders = await countRows(app, 'orders');
    const res = await simpleOrder({ payment_method_id: 3 }, daniela, demoEc, items);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('insufficient_wallet_balance');
    expect(await walletBalance(app, daniela.customer.id)).toBe(balance);
    expect(await countRows(app, 'orders')).toBe(orders);
    await app.ctx.db
      .updateTable('wallets')
      .set({ balance: seeded })
      .where('customer_id', '=', daniela.customer.id)
      .execute();

    const mx = await simpleOrder({ require_debit_from_wallet: true });
    expect(mx.status).toBe(400);
    expect(mx.body.error.code).toBe('wallet_not_available');
  });
});
