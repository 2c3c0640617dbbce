import type * as GlobalBusModule from './global-bus';
import { BUS_GLOBAL_KEY } from './global-bus';
import { isBusDebugEnabled } from './debug';

describe('the global bus', () => {
  it('is memoised on globalThis so that a second copy of the module reuses it', () => {
    let first: typeof GlobalBusModule | undefined;
    let second: typeof GlobalBusModule | undefined;
    jest.isolateModules(() => {
      first = jest.requireActual<typeof GlobalBusModule>('./global-bus');
    });
    jest.isolateModules(() => {
      second = jest.requireActual<typeof GlobalBusModule>('./global-bus');
    });
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(first).not.toBe(second);
    expect(first?.getGlobalWireBus()).toBe(second?.getGlobalWireBus());
    expect((globalThis as Record<symbol, unknown>)[BUS_GLOBAL_KEY]).toBe(first?.getGlobalWireBus());

    first?.bus.publish('shell:session-changed', { customer: null });
    expect(second?.bus.latest('shell:session-changed')).toEqual({ customer: null });
  });

  it('uses a versioned, registry-wide symbol key', () => {
    expect(BUS_GLOBAL_KEY).toBe(Symbol.for('@barrio/shared/bus@2'));
  });

  it('carries events declared only by a remote, intents waiting for a handler that loads later', () => {
    type ReviewEvents = { 'catalog:review-requested': { productId: number } };
    let publisher: typeof GlobalBusModule | undefined;
    let handlerSide: typeof GlobalBusModule | undefined;
    jest.isolateModules(() => {
      publisher = jest.requireActual<typeof GlobalBusModule>('./global-bus');
    });
    const reviews = publisher!.defineEvents<ReviewEvents>({
      'catalog:review-requested': 'intent',
    });
    reviews.publish('catalog:review-requested', { productId: 7 });

    // The handler's remote loads afterwards, with its own copy of the bus code.
    jest.isolateModules(() => {
      handlerSide = jest.requireActual<typeof GlobalBusModule>('./global-bus');
    });
    const seen: number[] = [];
    handlerSide!
      .defineEvents<ReviewEvents>({ 'catalog:review-requested': 'intent' })
      .subscribe('catalog:review-requested', ({ productId }) => seen.push(productId));
    expect(seen).toEqual([7]);
  });
});

describe('isBusDebugEnabled', () => {
  const originalEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = originalEnv;
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('is off by default', () => {
    expect(isBusDebugEnabled()).toBe(false);
  });

  it('is on with the localStorage flag or the query parameter', () => {
    window.localStorage.setItem('barrio_debug_bus', '1');
    expect(isBusDebugEnabled()).toBe(true);
    window.localStorage.clear();
    window.history.replaceState(null, '', '/demo-mx?debugBus');
    expect(isBusDebugEnabled()).toBe(true);
  });

  it('is never on in production builds', () => {
    process.env.NODE_ENV = 'production';
    window.localStorage.setItem('barrio_debug_bus', '1');
    window.history.replaceState(null, '', '/demo-mx?debugBus');
    expect(isBusDebugEnabled()).toBe(false);
  });
});
