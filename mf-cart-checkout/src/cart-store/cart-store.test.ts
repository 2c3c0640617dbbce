import { createBus, type CartSnapshot } from '@barrio/shared/bus';
import {
  cartDetailStorage,
  cartQuantityStorage,
  cartStorage,
  cartTotalStorage,
} from '@barrio/shared/storage';
import { addRequest, makeProduct } from '../testing/products';
import { createCartAdditions, type ProductLookup } from './cart-additions';
import { connectCartToBus } from './cart-runtime';
import { createCartStore, type CartStore } from './cart-store';

const milk = makeProduct({ id: 1, name: 'Leche', price: 25 });
const rice = makeProduct({ id: 2, name: 'Arroz', price: 40, max_units_per_order: 3 });
const shop = (slug: string) => ({
  slug,
  id: 1,
  name: slug,
  country_id: 2,
  catalog_id: 1,
  customer_type_id: 1,
  act_as_delivery_point: false,
  community_leader_id: null,
  products_with_min_order_value: false,
  on_fulfillment_start: false,
});

// The catalogue's data as the shop page leaves it: every product already loaded.
const catalogue: ProductLookup = {
  cached: (_catalogId, productId) => [milk, rice].find((product) => product.id === productId),
  fetch: () => Promise.reject(new Error('not expected: every product is loaded')),
};

function connect(store: CartStore, bus: ReturnType<typeof createBus>) {
  return connectCartToBus(store, createCartAdditions(store, catalogue), bus);
}

function setup() {
  const bus = createBus();
  const store = createCartStore(bus);
  const published: CartSnapshot[] = [];
  bus.subscribe('cart:updated', (snapshot) => published.push(snapshot));
  const disconnect = connect(store, bus);
  bus.publish('shell:context-changed', {
    shop: shop('demo-mx'),
    countryId: 2,
    locale: 'es-MX',
    customer: null,
    tierId: null,
    flags: {},
  });
  return { bus, store, published, disconnect };
}

beforeEach(() => window.localStorage.clear());

describe('cart store', () => {
  it('merges a product added twice into one line with the summed quantity and subtotal', () => {
    const { bus, store } = setup();
    bus.publish('cart:add-requested', addRequest(milk, 2));
    bus.publish('cart:add-requested', addRequest(milk, 1));
    expect(store.getState().lines).toHaveLength(1);
    expect(store.getState().lines[0]).toMatchObject({ productid: 1, cantidad: 3, subtotal: 75 });
    expect(store.getState()).toMatchObject({ total: 75, quantity: 3 });
  });

  it('subtracts on remove and drops a line that reaches zero or less', () => {
    const { store } = setup();
    store.add(milk, 3);
    store.add(rice, 1);
    store.remove(1, 2);
    expect(store.getState().lines.find((line) => line.productid === 1)?.cantidad).toBe(1);
    store.remove(1, 5);
    expect(store.getState().lines.map((line) => line.productid)).toEqual([2]);
    store.setQuantity(2, 0);
    expect(store.getState()).toMatchObject({ lines: [], total: 0, quantity: 0 });
  });

  it('treats a negative add request as a removal', () => {
    const { bus, store } = setup();
    bus.publish('cart:add-requested', addRequest(milk, 2));
    bus.publish('cart:add-requested', addRequest(milk, -2));
    expect(store.getState().lines).toEqual([]);
  });

  it('caps quantities at the product limit, counting units a limit answer says already exist', () => {
    const { store } = setup();
    store.add(rice, 5);
    expect(store.getState().lines[0]?.cantidad).toBe(3);
    store.add(rice, 1);
    expect(store.getState().lines[0]?.cantidad).toBe(3);
    store.setExistingQuantity(2, 2);
    store.setQuantity(2, 3);
    expect(store.getState().lines[0]?.cantidad).toBe(1);
  });

  it('publishes cart:updated and persists total, quantity and detail after every change', () => {
    const { store, published } = setup();
    store.add(milk, 2);
    expect(published.at(-1)).toMatchObject({ shopSlug: 'demo-mx', total: 50, quantity: 2 });
    expect(cartStorage.get()).toMatchObject({
      shopSlug: 'demo-mx',
      lines: [{ productid: 1, cantidad: 2 }],
    });
    expect(cartTotalStorage.get()).toBe(50);
    expect(cartQuantityStorage.get()).toBe(2);
    expect(cartDetailStorage.get()).toBe('2 unidades Leche');
    store.setNotes(1, 'deslactosada');
    expect(cartStorage.get()?.lines[0]?.notes).toBe('deslactosada');
    expect(published.at(-1)?.lines[0]?.notes).toBe('deslactosada');
  });

  it('keeps the cart across a reload of the same shop', () => {
    const first = setup();
    first.store.add(milk, 2);
    first.disconnect();

    const reloaded = setup();
    expect(reloaded.store.getState()).toMatchObject({
      shopSlug: 'demo-mx',
      total: 50,
      quantity: 2,
    });
    expect(reloaded.store.getState().lines[0]?.nombre).toBe('Leche');
  });

  it('clears when the shell switches to another shop: no lines, total and quantity 0, empty detail', () => {
    const { bus, store, published } = setup();
    store.add(milk, 2);
    bus.publish('shell:context-changed', {
      shop: shop('demo-mx-2'),
      countryId: 2,
      locale: 'es-MX',
      customer: null,
      tierId: null,
      flags: {},
    });
    expect(store.getState()).toEqual({ shopSlug: 'demo-mx-2', lines: [], total: 0, quantity: 0 });
    expect(published.at(-1)).toEqual({ shopSlug: 'demo-mx-2', lines: [], total: 0, quantity: 0 });
    expect(cartStorage.get()).toEqual({ shopSlug: 'demo-mx-2', lines: [] });
    expect(cartTotalStorage.get()).toBe(0);
    expect(cartQuantityStorage.get()).toBe(0);
    expect(cartDetailStorage.get()).toBe('');
  });

  it('does not clear when the same shop is announced again', () => {
    const { bus, store } = setup();
    store.add(milk, 1);
    bus.publish('shell:context-changed', {
      shop: shop('demo-mx'),
      countryId: 2,
      locale: 'es-MX',
      customer: null,
      tierId: null,
      flags: {},
    });
    expect(store.getState().quantity).toBe(1);
  });

  it('receives add intents published before the cart was connected', () => {
    const bus = createBus();
    bus.publish('cart:add-requested', addRequest(milk, 1));
    const store = createCartStore(bus);
    connect(store, bus);
    bus.publish('shell:context-changed', {
      shop: shop('demo-mx'),
      countryId: 2,
      locale: 'es-MX',
      customer: null,
      tierId: null,
      flags: {},
    });
    expect(store.getState().quantity).toBe(1);
  });

  it('prices a line from the catalogue’s data, whatever else a publisher sends along', () => {
    const { bus, store } = setup();
    const tampered = { ...addRequest(milk, 1), price: 1, product: { ...milk, price: 1 } };
    bus.publish('cart:add-requested', tampered);
    expect(store.getState().lines[0]).toMatchObject({ precio: 25, subtotal: 25 });
  });
});
