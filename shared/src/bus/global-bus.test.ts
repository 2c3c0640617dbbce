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
    expect(first?.bus).toBe(second?.bus);
    expect((globalThis as Record<symbol, unknown>)[BUS_GLOBAL_KEY]).toBe(first?.bus);

    first?.bus.publish('shell:session-changed', { customer: null });
    expect(second?.bus.latest('shell:session-changed')).toEqual({ customer: null });
  });

  it('uses a versioned, registry-wide symbol key', () => {
    expect(BUS_GLOBAL_KEY).toBe(Symbol.for('@barrio/shared/bus@1'));
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
