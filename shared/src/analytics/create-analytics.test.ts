import { STORAGE_KEYS, customerIdStorage, saveFbclid, tierIdStorage } from '../storage';
import { createAnalytics } from './create-analytics';
import { createMemoryTagManager, createMemoryTransport } from './memory-transport';
import type { AnalyticsTransport } from './transport';

function quietLogger() {
  return { error: jest.fn(), warn: jest.fn() };
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/demo-mx');
});

describe('createAnalytics', () => {
  it('starts both accounts with page views and localStorage persistence', async () => {
    const a = createMemoryTransport('a');
    const b = createMemoryTransport('b');
    const analytics = createAnalytics({
      accounts: {
        A: { name: 'main', token: 'tok-a', transport: a },
        B: { name: 'mirror', token: 'tok-b', transport: b },
      },
    });
    await analytics.init();
    expect(a.calls[0]).toEqual({
      type: 'init',
      account: { name: 'main', token: 'tok-a' },
      options: { trackPageView: true, persistence: 'localStorage' },
    });
    expect(a.calls[1]).toMatchObject({ type: 'page', properties: { path: '/demo-mx' } });
    expect(b.calls.map((call) => call.type)).toEqual(['init', 'page']);
  });

  it('enriches events with tierId and customerId and mirrors them to A, B or both', async () => {
    tierIdStorage.set('gold');
    customerIdStorage.set(12);
    const a = createMemoryTransport();
    const b = createMemoryTransport();
    const analytics = createAnalytics({
      accounts: {
        A: { name: 'a', token: 't', transport: a },
        B: { name: 'b', token: 't', transport: b },
      },
    });
    await analytics.init();
    analytics.track('begin_checkout', { value: 120 });
    analytics.track('purchase', { value: 120 }, { mirror: 'both' });
    analytics.track('coupon_validated', { code: 'X' }, { mirror: 'B' });
    const tracked = (calls: typeof a.calls) => calls.filter((call) => call.type === 'track');
    expect(tracked(a.calls)).toEqual([
      {
        type: 'track',
        event: 'begin_checkout',
        properties: { value: 120, tierId: 'gold', customerId: 12 },
      },
      {
        type: 'track',
        event: 'purchase',
        properties: { value: 120, tierId: 'gold', customerId: 12 },
      },
    ]);
    expect(tracked(b.calls).map((call) => call.type === 'track' && call.event)).toEqual([
      'purchase',
      'coupon_validated',
    ]);
  });

  it('enriches with nulls when storage holds nothing', async () => {
    const a = createMemoryTransport();
    const analytics = createAnalytics({ accounts: { A: { name: 'a', token: 't', transport: a } } });
    await analytics.init();
    analytics.track('wallet_switch', { on: true });
    expect(a.calls.at(-1)).toEqual({
      type: 'track',
      event: 'wallet_switch',
      properties: { on: true, tierId: null, customerId: null },
    });
  });

  it('does nothing and logs nothing for an account without name or token', async () => {
    const logger = quietLogger();
    const a = createMemoryTransport();
    const b = createMemoryTransport();
    const analytics = createAnalytics({
      accounts: {
        A: { name: '', token: 't', transport: a },
        B: { name: 'b', token: null, transport: b },
      },
      logger,
    });
    await expect(analytics.init()).resolves.toBeUndefined();
    analytics.track('purchase', {}, { mirror: 'both' });
    analytics.page();
    expect(a.calls).toEqual([]);
    expect(b.calls).toEqual([]);
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('only logs when initialisation, tracking or a page view fails', async () => {
    const logger = quietLogger();
    const failing: AnalyticsTransport = {
      name: 'failing',
      init: async () => {
        throw new Error('vendor down');
      },
      track: () => undefined,
      page: () => undefined,
    };
    const throwing: AnalyticsTransport = {
      name: 'throwing',
      init: () => undefined,
      track: () => {
        throw new Error('track broke');
      },
      page: () => Promise.reject(new Error('page broke')),
    };
    const analytics = createAnalytics({
      accounts: {
        A: { name: 'a', token: 't', transport: failing },
        B: { name: 'b', token: 't', transport: throwing },
      },
      logger,
    });
    await expect(analytics.init()).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith(
      '[analytics] initialising account A failed',
      expect.any(Error),
    );

    expect(() => analytics.track('purchase', {}, { mirror: 'both' })).not.toThrow();
    expect(logger.warn).toHaveBeenCalledWith(
      '[analytics] account A is not initialised; event purchase dropped',
    );
    expect(logger.error).toHaveBeenCalledWith(
      '[analytics] event purchase on account B failed',
      expect.objectContaining({ message: 'track broke' }),
    );
    await Promise.resolve();
    expect(logger.error).toHaveBeenCalledWith(
      '[analytics] page view on account B failed',
      expect.objectContaining({ message: 'page broke' }),
    );
  });

  it('logs a track on an account that was never initialised', () => {
    const logger = quietLogger();
    const a = createMemoryTransport();
    const analytics = createAnalytics({
      accounts: { A: { name: 'a', token: 't', transport: a } },
      logger,
    });
    analytics.track('order_not_sent', { status: 400 });
    expect(a.calls).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('delivers events tracked while an account is starting once it is ready', async () => {
    let finish: () => void = () => undefined;
    const a = createMemoryTransport();
    const slow: AnalyticsTransport = {
      ...a,
      init: () => new Promise<void>((resolve) => (finish = resolve)),
    };
    const analytics = createAnalytics({
      accounts: { A: { name: 'a', token: 't', transport: slow } },
    });
    const started = analytics.init();
    analytics.track('userData', { step: 1 });
    expect(a.calls).toEqual([]);
    finish();
    await started;
    expect(a.calls.map((call) => call.type)).toEqual(['page', 'track']);
  });
});

describe('tag-manager events', () => {
  it('carry the tag-manager fields with timestamp_fbclid = expiration minus two days', () => {
    const now = Date.now();
    customerIdStorage.set(12);
    tierIdStorage.set('gold');
    window.localStorage.setItem(STORAGE_KEYS.customerEmail, 'ana@example.com');
    window.localStorage.setItem(STORAGE_KEYS.isNativeApp, 'true');
    window.localStorage.setItem(STORAGE_KEYS.distanceType, 'blocks');
    saveFbclid('IwAR0abc', now);
    const tagManager = createMemoryTagManager();
    const analytics = createAnalytics({ accounts: {}, tagManager });
    analytics.setContext({ catalogId: 4, oneSignalTag: 'buyers', automaticFlashDeals: true });
    analytics.trackTag('purchase', { value: 10 });
    expect(tagManager.pushed).toEqual([
      {
        tag: 'purchase',
        payload: {
          value: 10,
          tierId: 'gold',
          customerId: 12,
          isNativeApp: true,
          customerEmail: 'ana@example.com',
          userToken: '12',
          distance_type: 'blocks',
          fbclid: 'IwAR0abc',
          catalog_id: 4,
          tier_id: 'gold',
          onesignal_tag: 'buyers',
          automaticFlashDeals: true,
          timestamp_fbclid: now,
        },
      },
    ]);
  });

  it('use the anonymous id as user token and null fbclid fields for a guest', () => {
    const tagManager = createMemoryTagManager();
    createAnalytics({ accounts: {}, tagManager }).trackTag('userData', {});
    const payload = tagManager.pushed[0]?.payload;
    expect(payload?.userToken).toBe(window.localStorage.getItem(STORAGE_KEYS.anonymousId));
    expect(payload).toMatchObject({
      fbclid: null,
      timestamp_fbclid: null,
      isNativeApp: false,
      customerId: null,
    });
  });

  it('log an error without a tag name or an object payload', () => {
    const logger = quietLogger();
    const tagManager = createMemoryTagManager();
    const analytics = createAnalytics({ accounts: {}, tagManager, logger });
    analytics.trackTag('', { a: 1 });
    analytics.trackTag('purchase', 'oops' as unknown as Record<string, unknown>); // a caller outside TS
    analytics.trackTag('purchase', null as unknown as Record<string, unknown>);
    expect(tagManager.pushed).toEqual([]);
    expect(logger.error).toHaveBeenCalledTimes(3);
  });
});
