import { cartLineFor } from '../domain';
import { testProduct } from '../testing/test-product';
import { clearStoredCart, readCartLines, writeCart } from './cart';
import {
  cartDetailStorage,
  cartQuantityStorage,
  cartTotalStorage,
  customerIdStorage,
  customerStorage,
  isBusDebugFlagSet,
  tierIdStorage,
} from './items';
import { clearSession, storeSignedInCustomer } from './session';
import { STORAGE_KEYS } from './keys';

const line = cartLineFor(testProduct({ id: 7, price: 25 }), 2);

const customer = {
  id: 12,
  name: 'Ana',
  last_name: 'Pérez',
  phone: '+525555550001',
  email: 'ana@example.com',
  tier_id: '3',
  customer_sub_type_id: null,
  inswitch_entity_id: null,
  role: 'customer' as const,
};

beforeEach(() => window.localStorage.clear());

describe('cart storage', () => {
  it('keeps the cart of one shop and does not carry it to another', () => {
    writeCart('demo-mx', [line], 50, 2);
    expect(line.subtotal).toBe(50);
    expect(readCartLines('demo-mx')).toEqual([line]);
    expect(readCartLines('demo-ar')).toEqual([]);
    expect(cartTotalStorage.get()).toBe(50);
    expect(cartQuantityStorage.get()).toBe(2);
  });

  it('reads back a customer whose ids were stored as numbers', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.customer,
      JSON.stringify({ ...customer, tier_id: 3, inswitch_entity_id: 88 }),
    );
    expect(customerStorage.get()).toMatchObject({ tier_id: '3', inswitch_entity_id: '88' });
  });

  it('ignores a stored cart whose lines are malformed', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({ shopSlug: 'demo-mx', lines: [{ productid: 'x' }] }),
    );
    expect(readCartLines('demo-mx')).toEqual([]);
  });

  it('clears lines, total, quantity and detail', () => {
    writeCart('demo-mx', [line], 50, 2);
    cartDetailStorage.set('2 x Arroz');
    clearStoredCart();
    expect(readCartLines('demo-mx')).toEqual([]);
    expect(cartTotalStorage.get()).toBe(0);
    expect(cartQuantityStorage.get()).toBe(0);
    expect(cartDetailStorage.get()).toBe('');
  });
});

describe('session storage', () => {
  it('stores the customer with its derived keys and clears them on sign-out', () => {
    window.localStorage.setItem('token', 'left-by-an-earlier-version');
    storeSignedInCustomer(customer);
    expect(customerStorage.get()).toEqual(customer);
    expect(customerIdStorage.get()).toBe(12);
    expect(tierIdStorage.get()).toBe('3');
    // The session token lives only in the HttpOnly cookie, never in script-readable storage.
    expect(window.localStorage.getItem('token')).toBeNull();
    clearSession();
    expect(customerStorage.get()).toBeNull();
    expect(customerIdStorage.get()).toBeNull();
  });

  it('reads the bus debug flag', () => {
    expect(isBusDebugFlagSet()).toBe(false);
    window.localStorage.setItem('barrio_debug_bus', '1');
    expect(isBusDebugFlagSet()).toBe(true);
  });
});
