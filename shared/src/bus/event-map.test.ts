import { EVENT_KINDS, type EventMap } from './event-map';

// Events are named after their owner and carry ids: a receiver looks prices up in the data
// it trusts (the cart in the catalogue's data, the wallet in its own balance), never in an
// event. These checks fail to compile when a payload grows a product or a price again.

/** `true` only when the payload of `N` has exactly the fields `K`. */
type HasExactly<N extends keyof EventMap, K extends PropertyKey> = [keyof EventMap[N]] extends [K]
  ? [K] extends [keyof EventMap[N]]
    ? true
    : false
  : false;

describe('the event map', () => {
  it('names every event after the team that owns it', () => {
    const owners = new Set(Object.keys(EVENT_KINDS).map((name) => name.split(':')[0]));
    expect([...owners].sort()).toEqual(['cart', 'checkout', 'geo', 'orders', 'shell', 'wallet']);
  });

  it('asks the cart for a product by id, with no product data or price', () => {
    const request: EventMap['cart:add-requested'] = {
      productId: 7,
      quantity: 2,
      shopSlug: 'demo-mx',
    };
    const exact: HasExactly<'cart:add-requested', 'productId' | 'quantity' | 'shopSlug'> = true;
    expect(exact).toBe(true);
    expect(request.productId).toBe(7);

    const withProduct = {
      productId: 7,
      quantity: 2,
      shopSlug: 'demo-mx',
      // @ts-expect-error the cart reads the product from the catalogue, never from the event
      product: { id: 7, price: 1 },
    } satisfies EventMap['cart:add-requested'];
    expect(withProduct.productId).toBe(7);
  });

  it('announces what moved wallet money by order id only', () => {
    const changed: HasExactly<'orders:changed', 'orderId' | 'change'> = true;
    const placed: HasExactly<'checkout:order-placed', 'orderId' | 'code' | 'shopSlug'> = true;
    const paid: HasExactly<'checkout:order-paid', 'orderId'> = true;
    expect([changed, placed, paid]).toEqual([true, true, true]);
  });
});
