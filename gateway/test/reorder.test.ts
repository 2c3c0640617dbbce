import { DEMO_PHONES, START_TIMEOUT_MS, startTestApp, type TestApp } from './harness';
import {
  line,
  orderPayload,
  plainProducts,
  shop,
  type OrderBody,
  type ProductInfo,
  type ShopInfo,
} from './commerce-helpers';

interface ReorderBody {
  order_id: string;
  shop_slug: string;
  lines: { product: { id: number; price: number }; quantity: number }[];
  unavailable: { product_id: number; name: string }[];
  limited: { product_id: number; requested: number; allowed: number }[];
}

let app: TestApp;
let demoMx: ShopInfo;
let items: ProductInfo[];

beforeAll(async () => {
  app = await startTestApp();
  demoMx = await shop(app, 'demo-mx');
  items = (await plainProducts(app, demoMx.catalog_id)).slice(0, 3);
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

describe('POST /api/order/{id}/reorder', () => {
  it('gives the lines back at today’s prices and names what is gone or capped', async () => {
    const maria = await app.signIn(DEMO_PHONES.customerMX);
    const [kept, capped, gone] = items as [ProductInfo, ProductInfo, ProductInfo];
    const placed = await app.request<OrderBody>('/api/order', {
      method: 'POST',
      token: maria.token,
      body: orderPayload(app, {
        customerId: maria.customer.id,
        shopId: demoMx.id,
        lines: [line(kept.id, 2), line(capped.id, 3), line(gone.id, 1)],
      }),
    });
    expect(placed.status).toBe(200);

    await app.ctx.db
      .updateTable('products')
      .set({ price: kept.price + 10 })
      .where('id', '=', kept.id)
      .execute();
    await app.ctx.db
      .updateTable('products')
      .set({ max_units_per_delivery: 1 })
      .where('id', '=', capped.id)
      .execute();
    await app.ctx.db
      .updateTable('products')
      .set({ is_active: false })
      .where('id', '=', gone.id)
      .execute();

    const plan = await app.request<ReorderBody>(`/api/order/${placed.body.order.id}/reorder`, {
      method: 'POST',
      token: maria.token,
    });
    expect(plan.status).toBe(200);
    expect(plan.body.shop_slug).toBe('demo-mx');
    expect(plan.body.lines.map((l) => [l.product.id, l.quantity])).toEqual([
      [kept.id, 2],
      [capped.id, 1],
    ]);
    expect(plan.body.lines[0]!.product.price).toBeCloseTo(kept.price + 10, 2);
    expect(plan.body.unavailable.map((u) => u.product_id)).toEqual([gone.id]);
    expect(plan.body.limited).toEqual([
      expect.objectContaining({ product_id: capped.id, requested: 3, allowed: 1 }),
    ]);

    const stranger = await app.signIn('+525555550003');
    const refused = await app.request(`/api/order/${placed.body.order.id}/reorder`, {
      method: 'POST',
      token: stranger.token,
    });
    expect(refused.status).toBe(404);
    const bad = await app.request('/api/order/not-a-uuid/reorder', {
      method: 'POST',
      token: maria.token,
    });
    expect(bad.status).toBe(400);
  });
});
