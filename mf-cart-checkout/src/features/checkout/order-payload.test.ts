import { cartLineFor } from '@barrio/shared/domain';
import { makeProduct } from '../../testing/products';
import { sessionCustomer } from '../../testing/render-remote';
import type { CheckoutFormValues } from './buyer-form';
import type { DeliveryAddressSummary, PickupPointSummary } from '@barrio/shared/bus';
import { NOTES_MAX_LENGTH, buildOrderPayload, type OrderPayloadInput } from './order-payload';

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

const lines = [
  cartLineFor(makeProduct({ id: 4 }), 2, 'maduros'),
  cartLineFor(makeProduct({ id: 5 }), 1),
];

const input = (overrides: Partial<OrderPayloadInput> = {}): OrderPayloadInput => ({
  values: values(),
  lines,
  shopId: 10,
  countryId: 2,
  customer: null,
  tierId: 'tier-1',
  selectedAddress: null,
  pickupPoint: null,
  couponCode: null,
  today: new Date('2026-11-21T12:00:00Z'),
  ...overrides,
});

const bookAddress: DeliveryAddressSummary = {
  id: 33,
  label: 'Trabajo',
  main_line: 'Insurgentes Sur 1000',
  details: null,
  lat: null,
  lng: null,
};

const typedAddress: DeliveryAddressSummary = {
  id: 0,
  label: 'Casa',
  main_line: 'Calle 5 de Mayo 12',
  details: 'Casa azul',
  lat: 19.43,
  lng: -99.13,
};

const point: PickupPointSummary = {
  id: 99,
  slug: 'punto-roma',
  name: 'Punto Roma',
  address: 'Orizaba 5',
  location: { lat: 19.41, lng: -99.16 },
  distance_to_user: 300,
  has_delivery: false,
  max_delivery_distance_meters: 2000,
  community_leader_id: null,
};

describe('buildOrderPayload', () => {
  it('builds the guest payload of SPEC §3: lowercase names, phone with +, no wallet debit', () => {
    expect(buildOrderPayload(input())).toEqual({
      guest_customer: {
        first_name: 'maría josé',
        last_name: 'gómez',
        phone_number: '+525512345678',
      },
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
    const payload = buildOrderPayload(
      input({ countryId: 1, values: values({ telefono: '11 2345 6789' }) }),
    );
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
      customer_delivery_address: {
        main_line: 'Av. Juárez 10',
        details: 'Depto 3',
        label: null,
        lat: null,
        lng: null,
      },
      delivery_time_range_id: 2,
    });
    expect(payload).not.toHaveProperty('guest_customer');
    expect(payload).not.toHaveProperty('acting_community_leader_id');
  });

  it('sends an address book entry by id instead of a typed one', () => {
    const payload = buildOrderPayload(
      input({
        customer: sessionCustomer(),
        selectedAddress: bookAddress,
        values: values({
          deliveryMode: 'delivery',
          addressMainLine: 'ignored while one is chosen',
        }),
      }),
    );
    expect(payload).toMatchObject({ delivery_address_id: 33, customer_delivery_address: null });
  });

  it("sends a guest's typed address from the address picker (id 0) as customer_delivery_address", () => {
    const payload = buildOrderPayload(
      input({ selectedAddress: typedAddress, values: values({ deliveryMode: 'delivery' }) }),
    );
    expect(payload).toMatchObject({
      delivery_address_id: null,
      customer_delivery_address: {
        main_line: 'Calle 5 de Mayo 12',
        details: 'Casa azul',
        label: 'Casa',
        lat: 19.43,
        lng: -99.13,
      },
    });
  });

  it('sends a typed address by value for a signed-in customer too, never as an id', () => {
    const payload = buildOrderPayload(
      input({
        customer: sessionCustomer(),
        selectedAddress: typedAddress,
        values: values({ deliveryMode: 'delivery' }),
      }),
    );
    expect(payload).toMatchObject({
      delivery_address_id: null,
      customer_delivery_address: { main_line: 'Calle 5 de Mayo 12' },
    });
  });

  it('sends no address at all for pickup, whatever was chosen for delivery', () => {
    const payload = buildOrderPayload(
      input({
        customer: sessionCustomer(),
        selectedAddress: bookAddress,
        values: values({ addressMainLine: 'Av. Juárez 10' }),
      }),
    );
    expect(payload).toMatchObject({ delivery_address_id: null, customer_delivery_address: null });
  });

  it('keeps the shop as shop_id and sends a chosen pickup point as pickup_point_shop_id', () => {
    const payload = buildOrderPayload(input({ pickupPoint: point }));
    expect(payload.shop_id).toBe(10);
    expect(payload.pickup_point_shop_id).toBe(99);
    expect(payload.notes).toBe('Tocar el timbre');
  });

  it('sends no pickup point for pickup at the shop itself, or for home delivery', () => {
    expect(buildOrderPayload(input({ pickupPoint: { ...point, id: 10 } }))).not.toHaveProperty(
      'pickup_point_shop_id',
    );
    expect(
      buildOrderPayload(
        input({
          pickupPoint: point,
          values: values({ deliveryMode: 'delivery', addressMainLine: 'Av. Juárez 10' }),
        }),
      ),
    ).not.toHaveProperty('pickup_point_shop_id');
  });

  it("cuts a long comment to the gateway's notes limit", () => {
    const payload = buildOrderPayload(
      input({ values: values({ comentario: 'x'.repeat(NOTES_MAX_LENGTH + 50) }) }),
    );
    expect(payload.notes).toHaveLength(NOTES_MAX_LENGTH);
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
