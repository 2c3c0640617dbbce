import { MAX_QUEUED_INTENTS, createBus, createWireBus, type BusLogEntry } from './create-bus';
import type { EventMap } from './event-map';

// An intent names the product by id; the cart reads the product and its price elsewhere.
const add = (quantity: number): EventMap['cart:add-requested'] => ({
  productId: 1,
  quantity,
  shopSlug: 'demo-mx',
});

const cart = (quantity: number): EventMap['cart:updated'] => ({
  shopSlug: 'demo-mx',
  lines: [],
  total: quantity * 10,
  quantity,
});

describe('createBus', () => {
  it('replays the latest state to late subscribers, and only the latest', () => {
    const bus = createBus();
    bus.publish('cart:updated', cart(1));
    bus.publish('cart:updated', cart(2));
    const seen: number[] = [];
    bus.subscribe('cart:updated', (payload) => seen.push(payload.quantity));
    expect(seen).toEqual([2]);
    bus.publish('cart:updated', cart(3));
    expect(seen).toEqual([2, 3]);
    expect(bus.latest('cart:updated')).toEqual(cart(3));
  });

  it('has no latest value before the first publish, nor for facts and intents', () => {
    const bus = createBus();
    expect(bus.latest('shell:session-changed')).toBeUndefined();
    bus.publish('checkout:order-placed', { orderId: 'o-1', code: 'A1', shopSlug: 'demo-mx' });
    expect(bus.latest('checkout:order-placed')).toBeUndefined();
    bus.publish('shell:session-changed', { customer: null });
    expect(bus.latest('shell:session-changed')).toEqual({ customer: null });
  });

  it('broadcasts facts only to current subscribers', () => {
    const bus = createBus();
    bus.publish('checkout:order-placed', { orderId: 'early', code: 'A0', shopSlug: 'demo-mx' });
    const first: string[] = [];
    const second: string[] = [];
    bus.subscribe('checkout:order-placed', (payload) => first.push(payload.orderId));
    bus.subscribe('checkout:order-placed', (payload) => second.push(payload.orderId));
    bus.publish('checkout:order-placed', { orderId: 'o-1', code: 'A1', shopSlug: 'demo-mx' });
    expect(first).toEqual(['o-1']);
    expect(second).toEqual(['o-1']);
  });

  it('queues intents until the first handler subscribes, then delivers them once', () => {
    const bus = createBus();
    bus.publish('cart:add-requested', add(1));
    bus.publish('cart:add-requested', add(2));
    const first: number[] = [];
    const late: number[] = [];
    bus.subscribe('cart:add-requested', (payload) => first.push(payload.quantity));
    expect(first).toEqual([1, 2]);
    bus.subscribe('cart:add-requested', (payload) => late.push(payload.quantity));
    expect(late).toEqual([]);
    bus.publish('cart:add-requested', add(3));
    expect(first).toEqual([1, 2, 3]);
    expect(late).toEqual([3]);
  });

  it('queues intents again once every handler has gone', () => {
    const bus = createBus();
    const seen: string[] = [];
    const unsubscribe = bus.subscribe('shell:sign-in-requested', (payload) =>
      seen.push(payload.reason ?? ''),
    );
    unsubscribe();
    unsubscribe();
    bus.publish('shell:sign-in-requested', { reason: 'checkout' });
    expect(seen).toEqual([]);
    bus.subscribe('shell:sign-in-requested', (payload) => seen.push(`again:${payload.reason}`));
    expect(seen).toEqual(['again:checkout']);
  });

  it('keeps at most MAX_QUEUED_INTENTS unhandled intents, dropping the oldest', () => {
    const bus = createBus();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let quantity = 1; quantity <= MAX_QUEUED_INTENTS + 2; quantity += 1) {
      bus.publish('cart:add-requested', add(quantity));
    }
    const seen: number[] = [];
    bus.subscribe('cart:add-requested', (payload) => seen.push(payload.quantity));
    expect(seen).toHaveLength(MAX_QUEUED_INTENTS);
    expect(seen[0]).toBe(3);
    expect(seen.at(-1)).toBe(MAX_QUEUED_INTENTS + 2);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createBus();
    const handler = jest.fn();
    const unsubscribe = bus.subscribe('wallet:switch-changed', handler);
    bus.publish('wallet:switch-changed', { useWallet: true, balance: 10 });
    unsubscribe();
    bus.publish('wallet:switch-changed', { useWallet: false, balance: 10 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ useWallet: true, balance: 10 });
  });

  it('keeps delivering to the other handlers when one throws', () => {
    const bus = createBus();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const healthy = jest.fn();
    bus.subscribe('geo:address-selected', () => {
      throw new Error('broken remote');
    });
    bus.subscribe('geo:address-selected', healthy);
    bus.publish('geo:address-selected', { address: null });
    bus.publish('geo:address-selected', { address: null });
    expect(healthy).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('logs actions only while debugging is on', () => {
    const entries: BusLogEntry[] = [];
    let debugging = false;
    const bus = createBus({ debug: () => debugging, log: (entry) => entries.push(entry) });
    bus.publish('cart:open-requested', {});
    expect(entries).toEqual([]);
    debugging = true;
    bus.publish('cart:open-requested', {});
    bus.subscribe('cart:open-requested', () => undefined);
    expect(entries.map((entry) => entry.action)).toEqual([
      'queue',
      'subscribe',
      'deliver-queued',
      'deliver-queued',
    ]);
    expect(entries[0]).toMatchObject({ name: 'cart:open-requested', kind: 'intent' });
  });

  it('takes the kind from the call, so an instance handles events its own copy never knew', () => {
    // The instance is the shell's; the event comes from a remote built after it.
    const wire = createWireBus();
    wire.publish('reviews:write-requested', { productId: 3 }, 'intent');
    const seen: unknown[] = [];
    wire.subscribe('reviews:write-requested', (payload) => seen.push(payload), 'intent');
    expect(seen).toEqual([{ productId: 3 }]);

    wire.publish('reviews:summary-changed', { count: 2 }, 'state');
    expect(wire.latest('reviews:summary-changed')).toEqual({ count: 2 });
  });

  it('keeps the first kind an event was used with and says so once', () => {
    const wire = createWireBus();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    wire.publish('reviews:written', { productId: 3 }, 'fact');
    wire.publish('reviews:written', { productId: 4 }, 'state');
    wire.publish('reviews:written', { productId: 5 }, 'state');
    expect(wire.latest('reviews:written')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
