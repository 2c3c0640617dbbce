import { submitOrder } from './submit-order';
import { installFetch } from './test-fetch';
import type { CustomerOrderPayload } from '../contract/api/order';

const payload: CustomerOrderPayload = {
  customer_id: 12,
  shop_id: 3,
  delivery_address_id: null,
  payment_method_id: 1,
  selected_delivery_date: { year: 2026, month: 11, day: 23 },
  lines: [{ product_id: 7, quantity: { value: '2' }, notes: '' }],
  coupon_code: null,
  is_donation: false,
  notes: '',
  tier_id: null,
  customer_delivery_address: null,
};

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('submitOrder', () => {
  it('POSTs the payload with the idempotency key and returns status and body', async () => {
    const order = { order: { id: 'u-1', code: 'AB12', status: 'confirmed' } };
    const fake = installFetch(() => ({ status: 200, body: order }));
    restore = fake.restore;
    const result = await submitOrder(payload, { idempotencyKey: 'key-1' });
    expect(result).toEqual({ status: 200, body: order });
    expect(result.status).toBe(200);
    const request = fake.requests[0];
    expect(request?.url).toBe('/api/order');
    expect(request?.init.method).toBe('POST');
    expect(JSON.parse(String(request?.init.body))).toEqual(payload);
    expect((request?.init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1');
  });

  it('asks for auto-confirmation in the query', async () => {
    const fake = installFetch(() => ({ status: 200, body: { order: {} } }));
    restore = fake.restore;
    await submitOrder(payload, { autoconfirm: true, idempotencyKey: 'key-2' });
    expect(fake.requests[0]?.url).toBe('/api/order?autoconfirm=true');
  });

  it('returns a 400 with its coupon details instead of throwing', async () => {
    const body = {
      error: { code: 'coupon_rejected', message: 'Minimum' },
      coupon_error: 2,
      value: 1000,
    };
    const fake = installFetch(() => ({ status: 400, body }));
    restore = fake.restore;
    const result = await submitOrder(payload, { idempotencyKey: 'key-3' });
    expect(result.status).toBe(400);
    expect(result.body).toEqual(body);
    expect(result.status).not.toBe(200);
  });

  it('throws a network_error when the server is unreachable', async () => {
    const previous = globalThis.fetch;
    globalThis.fetch = async () => {
      throw new TypeError('offline');
    };
    restore = () => {
      globalThis.fetch = previous;
    };
    await expect(submitOrder(payload, { idempotencyKey: 'k' })).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });
});
