import { cartLineFor } from '@barrio/shared/domain';
import { makeProduct } from '../testing/products';
import { sessionCustomer } from '../testing/render-remote';
import type { CheckoutFormValues } from './buyer-form';
import { buildOrderPayload, type OrderPayloadInput } from './order-payload';

const values = (overrides: Partial<CheckoutFormValues> = {}): CheckoutFormValues => ({
  nombre: 'María José',
  apellido: 'GÓMEZ',
  telefono: '55 1234 5678',
  comentario: ' Tocar el timbre ',
  payment_method: 1,
  email: 'mj@example.com',
  deliveryMode: 'pickup',
  addressMainLine: '',
  addressDetails: '',
  deliveryDay: '2026-11-23',
  timeRangeId: null,
  couponCode: '',
  onBehalf: false,
  onBehalfCustomerId: '',
  ...overrides,
});

const lines = [cartLineFor(makeProduct({ id: 4 }), 2, 'maduros'), cartLineFor(makeProduct({ id: 5 }), 1)];

const input = (overrides: Partial<OrderPayloadInput> = {}): OrderPayloadInput => ({
  values: values(),
  lines,
  shopId: 10,
  countryId: 2,
  customer: null,
  tierId: 'tier-1',
  selectedAddressId: null,
  couponCode: null,
  today: new Date('2026-11-21T12:00:00Z'),
  ...overrides,
});

describe('buildOrderPayload', () => {
  it('builds the guest payload of SPEC §3: lowercase names, phone with +, no wallet debit', () => {
    expect(buildOrderPayload(input())).toEqual({
      guest_customer: { first_name: 'maría josé', last_name: 'gómez', phone_number: '+5512345678' },
      shop_id: 10,
      delivery_address_id: null,
      payment_method_id: 1,
      selected_delivery_date: { year: 2026, month: 11, day: 23 },
      lines: [
        { product_id: 4, quantity: { value: '2' }, notes: 'maduros' },
        { product_id: 5, quantity: { value: '1' }, notes: '' },
      ],
      coupon_code: null,
      is_donation: false,
      notes: 'Tocar el timbre',
      require_debit_from_wallet: false,
      tier_id: 'tier-1',
      customer_delivery_address: null,
    });
  });

  it('normalises an Argentine guest phone to +549', () => {
    const payload = buildOrderPayload(input({ countryId: 1, values: values({ telefono: '11 2345 6789' }) }));
    expect(payload).toMatchObject({ guest_customer: { phone_number: '+5491123456789' } });
  });

  it('builds the signed-in payload with customer_id, the typed address and the time range', () => {
    const payload = buildOrderPayload(
      input({
        customer: sessionCustomer({ id: 501 }),
        couponCode: 'BIENVENIDA',
        values: values({
          deliveryMode: 'delivery',
          addressMainLine: 'Av. Juárez 10',
          addressDetails: 'Depto 3',
          timeRangeId: 2,
          payment_method: 7,
        }),
      }),
    );
    expect(payload).toEqual({
      customer_id: 501,
      shop_id: 10,
      delivery_address_id: null,
      payment_method_id: 7,
      selected_delivery_date: { year: 2026, month: 11, day: 23 },
      lines: expect.any(Array),
      coupon_code: 'BIENVENIDA',
      is_donation: false,
      notes: 'Tocar el timbre',
      tier_id: 'tier-1',
      customer_delivery_address: { main_line: 'Av. Juárez 10', details: 'Depto 3', label: null, lat: null, lng: null },
      delivery_time_range_id: 2,
    });
    expect(payload).not.toHaveProperty('guest_customer');
    expect(payload).not.toHaveProperty('acting_community_leader_id');
  });

  it('sends a saved address by id instead of a typed one', () => {
    const payload = buildOrderPayload(
      input({ customer: sessionCustomer(), selectedAddressId: 33, values: values({ deliveryMode: 'delivery' }) }),
    );
    expect(payload).toMatchObject({ delivery_address_id: 33, customer_delivery_address: null });
  });

  it("orders for a shop customer on a community leader's behalf", () => {
    const leader = sessionCustomer({ id: 900, role: 'community_leader', community_leader_id: 12 });
    const payload = buildOrderPayload(
      input({ customer: leader, values: values({ onBehalf: true, onBehalfCustomerId: '777' }) }),
    );
    expect(payload).toMatchObject({ customer_id: 777, acting_community_leader_id: 12 });
  });

  it("uses today's date when the shop offers no delivery days", () => {
    const payload = buildOrderPayload(input({ values: values({ deliveryDay: '' }) }));
    expect(payload.selected_delivery_date).toEqual({ year: 2026, month: 11, day: 21 });
  });
});
