import { formatMoney, priceLine, roundMoney } from '@barrio/shared/domain';
import { DEMO_PHONES, startTestApp, type SignedIn, type TestApp } from './harness';
import {
  countRows,
  customerId,
  line,
  orderPayload,
  plainProducts,
  products,
  shop,
  type ErrorBody,
  type OrderBody,
  type ShopInfo,
  type ProductInfo,
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

const place = (body: unknown, token?: string | null, query?: Record<string, string>) =>
  app.request<OrderBody & ErrorBody>('/api/order', {
    method: 'POST',
    body,
    token: token ?? null,
    ...(query ? { query } : {}),
  });

describe('POST /api/order', () => {
  test('a signed-in customer’s order is priced from the database, pending, coded and announced', async () => {
    const [a, b] = plain;
    const res = await place(
      orderPayload(app, {
        customerId: maria.customer.id,
        shopId: demoMx.id,
        lines: [line(a!.id, 2), line(b!.id, 3)],
      }),
      maria.token,
    );
    expect(res.status).toBe(200);
    const { order } = res.body;
    expect(order.status).toBe('pending');
    expect(order.code).toMatch(/^MX-\d{6,}$/);
    expect(order.customer_id).toBe(maria.customer.id);
    expect(order.country_id).toBe(2);
    expect(order.total.value).toBe(roundMoney(a!.price * 2 + b!.price * 3));
    expect(order.lines.map((l) => [l.productid, l.cantidad])).toEqual([
      [a!.id, 2],
      [b!.id, 3],
    ]);

    const history = await app.ctx.db
      .selectFrom('order_status_history')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(history.map((h) => h.to_status)).toEqual(['pending']);

    const toCustomer = await app.ctx.outbox.list({ to: DEMO_PHONES.customerMX });
    expect(toCustomer[0]?.message).toContain(order.code);
    const toOwner = await app.ctx.outbox.list({ to: DEMO_PHONES.ownerMX });
    expect(toOwner[0]?.message).toContain(`${app.ctx.config.publicUrl}/demo-mx/${order.id}`);
  });

  test('the customer’s confirmation message keeps within the 1550-character cap', async () => {
    const items = plain.slice(0, 60).map((p) => line(p.id, 1));
    const res = await place(
      orderPayload(app, { customerId: maria.customer.id, shopId: demoMx.id, lines: items }),
      maria.token,
    );
    expect(res.status).toBe(200);
    const [message] = await app.ctx.outbox.list({ to: DEMO_PHONES.customerMX });
    expect(message?.message).toContain(res.body.order.code);
    expect(message!.message.length).toBeLessThanOrEqual(1550);
    expect(message!.message).toContain('...[más productos]');
  });

  test('autoconfirm=true confirms, and so does a shop whose on_fulfillment_start is set', async () => {
    const auto = await place(
      orderPayload(app, {
        customerId: maria.customer.id,
        shopId: demoMx.id,
        lines: [line(plain[0]!.id, 1)],
      }),
      maria.token,
      {
        autoconfirm: 'true',
      },
    );
    expect(auto.status).toBe(200);
    expect(auto.body.order.status).toBe('confirmed');

    const esquina = await shop(app, 'esquina-mx');
    const esquinaPlain = await plainProducts(app, esquina.catalog_id);
    const res = await place(
      orderPayload(app, {
        customerId: maria.customer.id,
        shopId: esquina.id,
        lines: [line(esquinaPlain[0]!.id, 1)],
      }),
      maria.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('confirmed');
  });

  test('discounted lines follow shared/domain: units above the discount limit pay the regular price', async () => {
    const all = await products(app, demoMx.catalog_id);
    const discounted = all.find(
      (p) =>
        p.discount_percentage !== null &&
        (p.discount_max_units_per_order ?? 0) > 0 &&
        p.minimum_order_value === 0 &&
        p.max_units_per_delivery === null &&
        p.max_units_per_order === null,
    );
    expect(discounted).toBeDefined();
    const quantity = (discounted!.discount_max_units_per_order ?? 0) + 2;
    const res = await place(
      orderPayload(app, {
        customerId: maria.customer.id,
        shopId: demoMx.id,
        lines: [line(discounted!.id, quantity)],
      }),
      maria.token,
    );
    expect(res.status).toBe(200);
    const expected = priceLine(
      {
        price: discounted!.price,
        local_price: discounted!.local_price,
        'product-discount': {
          discount_percentage: Number(discounted!.discount_percentage),
          max_units_per_order: discounted!.discount_max_units_per_order,
        },
      },
      quantity,
    );
    expect(res.body.order.lines[0]?.subtotal).toBe(expected.subtotal);
    expect(res.body.order.total.value).toBe(expected.subtotal);
  });

  test('a guest order finds or creates the customer by normalised phone, with lowercase names', async () => {
    const guestBody = (phone: string) => ({
      guest_customer: { first_name: 'Ana Sofía', last_name: 'PÉREZ', phone_number: phone },
      shop_id: demoMx.id,
      delivery_address_id: null,
      payment_method_id: 1,
      selected_delivery_date: orderPayload(app, { customerId: 1, shopId: 1, lines: [] })
        .selected_delivery_date,
      lines: [line(plain[1]!.id, 1)],
      coupon_code: null,
      is_donation: false,
      notes: null,
      require_debit_from_wallet: false,
      tier_id: null,
      customer_delivery_address: 'Calle Roble 12, Coyoacán',
    });
    const first = await place(guestBody('52 55 1234 5678'));
    expect(first.status).toBe(200);
    const second = await place(guestBody('+525512345678'));
    expect(second.status).toBe(200);
    expect(second.body.order.customer_id).toBe(first.body.order.customer_id);
    // Dialled without the country code: the number is read as one of the shop's country.
    const national = await place(guestBody('55 1234 5678'));
    expect(national.status).toBe(200);
    expect(national.body.order.customer_id).toBe(first.body.order.customer_id);
    const guest = await app.ctx.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', first.body.order.customer_id)
      .executeTakeFirstOrThrow();
    expect(guest).toMatchObject({ phone: '+525512345678', name: 'ana sofía', last_name: 'pérez' });
    const read = await app.ctx.db
      .selectFrom('orders')
      .select('delivery_address_main_line')
      .where('id', '=', first.body.order.id)
      .executeTakeFirstOrThrow();
    expect(read.delivery_address_main_line).toBe('Calle Roble 12, Coyoacán');
  });

  test('a community leader orders for a customer of their shop, and only of their shop', async () => {
    const leader = await app.signIn(DEMO_PHONES.leaderMX);
    const leaderId = leader.customer.community_leader_id;
    expect(leaderId).not.toBeNull();
    const lider = await shop(app, 'lider-mx');
    const liderPlain = await plainProducts(app, lider.catalog_id);
    const res = await place(
      orderPayload(app, {
        customerId: maria.customer.id,
        shopId: lider.id,
        lines: [line(liderPlain[0]!.id, 1)],
        acting_community_leader_id: leaderId,
      }),
      leader.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.order.customer_id).toBe(maria.customer.id);
    const row = await app.ctx.db
      .selectFrom('orders')
      .select('acting_community_leader_id')
      .where('id', '=', res.body.order.id)
      .executeTakeFirstOrThrow();
    expect(row.acting_community_leader_id).toBe(leaderId);

    const lucia = await customerId(app, DEMO_PHONES.customerAR);
    const other = await place(
      orderPayload(app, {
        customerId: lucia,
        shopId: lider.id,
        lines: [line(liderPlain[0]!.id, 1)],
        acting_community_leader_id: leaderId,
      }),
      leader.token,
    );
    expect(other.status).toBe(404);
  });

  test('client-side prices and unknown fields are refused, and nothing is written', async () => {
    const before = await countRows(app, 'orders');
    const body = orderPayload(app, {
      customerId: maria.customer.id,
      shopId: demoMx.id,
      lines: [{ ...line(plain[0]!.id, 1), precio: 1 } as never],
    });
    const res = await place(body, maria.token);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields?.['lines.0.precio']).toBe('Unknown field.');
    const total = await place(
      {
        ...orderPayload(app, {
          customerId: maria.customer.id,
          shopId: demoMx.id,
          lines: [line(plain[0]!.id, 1)],
        }),
        total: 1,
      },
      maria.token,
    );
    expect(total.status).toBe(400);
    expect(await countRows(app, 'orders')).toBe(before);
  });

  test('another customer’s id, or no session, cannot order as a customer', async () => {
    const lucia = await customerId(app, DEMO_PHONES.customerAR);
    const res = await place(
      orderPayload(app, { customerId: lucia, shopId: demoMx.id, lines: [line(plain[0]!.id, 1)] }),
      maria.token,
    );
    expect(res.status).toBe(404);
    const anonymous = await place(
      orderPayload(app, {
        customerId: maria.customer.id,
        shopId: demoMx.id,
        lines: [line(plain[0]!.id, 1)],
      }),
    );
    expect(anonymous.status).toBe(401);
  });
});

describe('reading orders', () => {
  test('GET /api/orders pages newest first with last_uuid and page_size', async () => {
    const luis = await app.signIn('+525555550003');
    const created: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await place(
        orderPayload(app, {
          customerId: luis.customer.id,
          shopId: demoMx.id,
          lines: [line(plain[i]!.id, 1)],
        }),
        luis.token,
      );
      expect(res.status).toBe(200);
      created.push(res.body.order.id);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page += 1) {
      const res = await app.request<{
        orders: { id: string }[];
        last_uuid: string | null;
        has_more: boolean;
      }>('/api/orders', {
        token: luis.token,
        query: {
          customer_id: luis.customer.id,
          page_size: 2,
          ...(cursor ? { last_uuid: cursor } : {}),
        },
      });
      expect(res.status).toBe(200);
      seen.push(...res.body.orders.map((o) => o.id));
      if (!res.body.last_uuid) break;
      cursor = res.body.last_uuid;
    }
    const expected = await app.ctx.db
      .selectFrom('orders')
      .select('id')
      .where('customer_id', '=', luis.customer.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(seen).toEqual(expected.map((o) => o.id));
    expect([...seen].sort()).toEqual([...created].sort());
  });

  test('GET /api/orders?status=confirmed keeps only confirmed orders, paged the same way', async () => {
    const luis = await app.signIn('+525555550003');
    const confirmed: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await place(
        orderPayload(app, {
          customerId: luis.customer.id,
          shopId: demoMx.id,
          lines: [line(plain[i]!.id, 1)],
        }),
        luis.token,
        // Every other order is confirmed on placing; the rest stay pending.
        i % 2 === 0 ? { autoconfirm: 'true' } : undefined,
      );
      expect(res.status).toBe(200);
      if (res.body.order.status === 'confirmed') confirmed.push(res.body.order.id);
    }
    expect(confirmed).toHaveLength(2);
    const list = (query: Record<string, string | number>) =>
      app.request<{ orders: { id: string; status: string }[]; last_uuid: string | null }>(
        '/api/orders',
        { token: luis.token, query: { customer_id: luis.customer.id, ...query } },
      );
    const first = await list({ status: 'confirmed', page_size: 1 });
    expect(first.status).toBe(200);
    expect(first.body.orders.map((o) => o.status)).toEqual(['confirmed']);
    expect(first.body.last_uuid).toBe(first.body.orders[0]?.id);
    const second = await list({
      status: 'confirmed',
      page_size: 1,
      last_uuid: first.body.last_uuid ?? '',
    });
    const seen = [...first.body.orders, ...second.body.orders].map((o) => o.id);
    const all = await list({ page_size: 50 });
    const expected = all.body.orders.filter((o) => o.status === 'confirmed').map((o) => o.id);
    expect(seen).toEqual(expected.slice(0, 2));
    expect(expected.slice(0, 2).sort()).toEqual([...confirmed].sort());

    const unknown = await list({ status: 'delivered' });
    expect(unknown.status).toBe(400);
  });

  test('GET /api/order/{id} returns the SPEC §3 fields', async () => {
    const placed = await place(
      orderPayload(app, {
        customerId: maria.customer.id,
        shopId: demoMx.id,
        lines: [line(plain[2]!.id, 2)],
      }),
      maria.token,
    );
    const res = await app.request<{ order: Record<string, unknown> }>(
      `/api/order/${placed.body.order.id}`,
      { token: maria.token },
    );
    expect(res.status).toBe(200);
    const order = res.body.order;
    for (const key of [
      'id',
      'code',
      'created_at',
      'status',
      'country_id',
      'customer_id',
      'shop_id',
      'shop_name',
      'coupon_id',
      'selected_delivery_date',
      'sum_of_line_totals',
      'total',
      'discount_value',
      'service_charge_value',
      'delivery_address_main_line',
      'lines',
    ]) {
      expect(order).toHaveProperty(key);
    }
    const [first] = order.lines as Record<string, unknown>[];
    expect(first).toMatchObject({ productid: plain[2]!.id, cantidad: 2, precio: plain[2]!.price });
    expect(first).toHaveProperty('nombre');
    expect(first).toHaveProperty('categoria');
    expect(first).toHaveProperty('datos_producto.unit_of_measurement.erp_name');
    expect(first).toHaveProperty('datos_producto.category_id');
  });
});

describe('editing and canceling', () => {
  test('add_lines, patch_lines and remove_lines re-price the order', async () => {
    const [a, b, c] = plain;
    const placed = await place(
      orderPayload(app, {
        customerId: maria.customer.id,
        shopId: demoMx.id,
        lines: [line(a!.id, 1), line(b!.id, 1)],
      }),
      maria.token,
    );
    const id = placed.body.order.id;
    const edit = (body: unknown) =>
      app.request<OrderBody & ErrorBody>(`/api/order/${id}`, {
        method: 'PATCH',
        body,
        token: maria.token,
      });

    const added = await edit({ action: 'add_lines', lines: [line(c!.id, 2)] });
    expect(added.status).toBe(200);
    expect(added.body.order.total.value).toBe(roundMoney(a!.price + b!.price + c!.price * 2));

    const patched = await edit({ action: 'patch_lines', lines: [line(a!.id, 4)] });
    expect(patched.status).toBe(200);
    expect(patched.body.order.total.value).toBe(roundMoney(a!.price * 4 + b!.price + c!.price * 2));

    const removed = await edit({ action: 'remove_lines', lines: [{ product_id: b!.id }] });
    expect(removed.status).toBe(200);
    expect(removed.body.order.lines.map((l) => l.productid).sort()).toEqual([a!.id, c!.id].sort());
    expect(removed.body.order.total.value).toBe(roundMoney(a!.price * 4 + c!.price * 2));

    const notInOrder = await edit({ action: 'patch_lines', lines: [line(plain[7]!.id, 1)] });
    expect(notInOrder.status).toBe(400);
    const empty = await edit({
      action: 'remove_lines',
      lines: [{ product_id: a!.id }, { product_id: c!.id }],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('order_would_be_empty');
  });

  test('cancel takes a known reason, and a canceled order can no longer change', async () => {
    const placed = await place(
      orderPayload(app, {
        customerId: maria.customer.id,
        shopId: demoMx.id,
        lines: [line(plain[0]!.id, 1)],
      }),
      maria.token,
    );
    const id = placed.body.order.id;
    const bad = await app.request<ErrorBody>(`/api/order/${id}/cancel`, {
      method: 'POST',
      body: { reason: 'bored' },
      token: maria.token,
    });
    expect(bad.status).toBe(400);
    const res = await app.request<OrderBody & { order: { cancel_reason: string } }>(
      `/api/order/${id}/cancel`,
      {
        method: 'POST',
        body: { reason: 'customer_canceled' },
        token: maria.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('canceled');
    expect(res.body.order.cancel_reason).toBe('customer_canceled');
    expect(res.body.order.can_edit).toBe(false);
    const again = await app.request<ErrorBody>(`/api/order/${id}/cancel`, {
      method: 'POST',
      body: { reason: 'invalid_data' },
      token: maria.token,
    });
    expect(again.status).toBe(409);
    const edit = await app.request<ErrorBody>(`/api/order/${id}`, {
      method: 'PATCH',
      body: { action: 'add_lines', lines: [line(plain[1]!.id, 1)] },
      token: maria.token,
    });
    expect(edit.status).toBe(409);
    const history = await app.ctx.db
      .selectFrom('order_status_history')
      .select('to_status')
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.to_status)).toEqual(['pending', 'canceled']);
  });

  test('the owner is told when an order is edited and when it is canceled', async () => {
    const placed = await place(
      orderPayload(app, {
        customerId: maria.customer.id,
        shopId: demoMx.id,
        lines: [line(plain[0]!.id, 1)],
      }),
      maria.token,
    );
    const { id, code } = placed.body.order;
    const edited = await app.request<OrderBody>(`/api/order/${id}`, {
      method: 'PATCH',
      body: { action: 'add_lines', lines: [line(plain[1]!.id, 2)] },
      token: maria.token,
    });
    expect(edited.status).toBe(200);
    const canceled = await app.request(`/api/order/${id}/cancel`, {
      method: 'POST',
      body: { reason: 'customer_canceled' },
      token: maria.token,
    });
    expect(canceled.status).toBe(200);
    const notices = await app.ctx.db
      .selectFrom('outbox_messages')
      .select(['to', 'template', 'message'])
      .where('dedupe_key', 'like', `order:${id}:owner%`)
      .orderBy('id')
      .execute();
    const newOrder = notices.find((n) => n.template === 'order_new_for_owner');
    expect(newOrder).toBeDefined();
    expect(notices.map((n) => n.template)).toEqual([
      'order_new_for_owner',
      'order_edited_for_owner',
      'order_canceled_for_owner',
    ]);
    expect(notices.every((n) => n.to === newOrder!.to)).toBe(true);
    const total = formatMoney(edited.body.order.total.value, demoMx.country_id);
    expect(notices[1]!.message).toContain(`Pedido ${code}`);
    expect(notices[1]!.message).toContain(`2 productos, total ${total}`);
    expect(notices[2]!.message).toContain(`Pedido ${code}`);
    expect(notices[2]!.message).toContain('cancelado');
    expect(notices[2]!.message).toContain(`/demo-mx/${id}`);
  });

  test('a past delivery day, or a delivered order, cannot change', async () => {
    const past = await app.ctx.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('customer_id', '=', maria.customer.id)
      .where('status', '=', 'delivered')
      .executeTakeFirstOrThrow();
    const res = await app.request<ErrorBody>(`/api/order/${past.id}/cancel`, {
      method: 'POST',
      body: { reason: 'customer_canceled' },
      token: maria.token,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('order_not_editable');
  });
});

describe('PATCH /api/getcode', () => {
  test('the owner gets the delivery code in a country that uses it; elsewhere 404', async () => {
    const andres = await app.signIn(DEMO_PHONES.walletCO);
    const demoCo = await shop(app, 'demo-co');
    const coPlain = await plainProducts(app, demoCo.catalog_id);
    const placed = await place(
      orderPayload(app, {
        customerId: andres.customer.id,
        shopId: demoCo.id,
        lines: [line(coPlain[0]!.id, 1)],
      }),
      andres.token,
    );
    expect(placed.status).toBe(200);
    const res = await app.request<{ code: string; order_id: string }>('/api/getcode', {
      method: 'PATCH',
      query: { orderId: placed.body.order.id, countryId: 46 },
      body: { customer_id: andres.customer.id },
      token: andres.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toMatch(/^\d{4}$/);
    const stored = await app.ctx.db
      .selectFrom('orders')
      .select('delivery_code')
      .where('id', '=', placed.body.order.id)
      .executeTakeFirstOrThrow();
    expect(res.body.code).toBe(stored.delivery_code);

    const wrongCountry = await app.request('/api/getcode', {
      method: 'PATCH',
      query: { orderId: placed.body.order.id, countryId: 2 },
      body: { customer_id: andres.customer.id },
      token: andres.token,
    });
    expect(wrongCountry.status).toBe(404);

    const mx = await place(
      orderPayload(app, {
        customerId: maria.customer.id,
        shopId: demoMx.id,
        lines: [line(plain[0]!.id, 1)],
      }),
      maria.token,
    );
    const noCode = await app.request<ErrorBody>('/api/getcode', {
      method: 'PATCH',
      query: { orderId: mx.body.order.id, countryId: 2 },
      body: { customer_id: maria.customer.id },
      token: maria.token,
    });
    expect(noCode.status).toBe(404);
    expect(noCode.body.error.code).toBe('delivery_code_not_used');
  });
});
