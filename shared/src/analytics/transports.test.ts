import { createConsoleTransport } from './console-transport';
import { createDataLayerTagManager, createDataLayerTransport } from './data-layer-transport';
import { configureAnalytics, initAnalytics, track, trackTag } from './default-analytics';
import { createMemoryTransport } from './memory-transport';
import { ANALYTICS_EVENTS, isAnalyticsEventName } from './events';

describe('dataLayer transports', () => {
  it('push account events and tags onto the host dataLayer', () => {
    const host: { dataLayer?: unknown[] } = {};
    const transport = createDataLayerTransport(host);
    transport.init(
      { name: 'main', token: 't' },
      { trackPageView: true, persistence: 'localStorage' },
    );
    transport.page({ path: '/demo-mx' });
    transport.track('purchase', { value: 3 });
    createDataLayerTagManager(host).push('begin_checkout', { value: 1 });
    expect(host.dataLayer).toEqual([
      { event: 'analytics_init', account: 'main', persistence: 'localStorage' },
      { path: '/demo-mx', event: 'page_view', account: 'main' },
      { value: 3, event: 'purchase', account: 'main' },
      { value: 1, event: 'begin_checkout' },
    ]);
  });

  it('uses window.dataLayer by default', () => {
    createDataLayerTagManager().push('userData', {});
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({
      event: 'userData',
    });
  });
});

describe('console transport', () => {
  it('logs instead of sending', () => {
    const log = jest.fn();
    const transport = createConsoleTransport(log);
    transport.init(
      { name: 'dev', token: 't' },
      { trackPageView: true, persistence: 'localStorage' },
    );
    transport.track('purchase', { value: 1 });
    expect(log).toHaveBeenLastCalledWith('[analytics:dev] purchase', { value: 1 });
  });
});

describe('module-level analytics', () => {
  beforeEach(() => window.localStorage.clear());

  it('is silent until configured, then sends to the configured accounts', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => track('purchase', { value: 1 })).not.toThrow();
    expect(warn).not.toHaveBeenCalled();

    const a = createMemoryTransport();
    configureAnalytics({ accounts: { A: { name: 'a', token: 't', transport: a } } });
    await initAnalytics();
    track('purchase', { value: 2 });
    expect(a.calls.at(-1)).toMatchObject({
      type: 'track',
      event: 'purchase',
      properties: { value: 2 },
    });
    trackTag('', {});
    expect(error).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    error.mockRestore();
  });

  it('knows the SPEC §9 event names', () => {
    expect(ANALYTICS_EVENTS).toHaveLength(13);
    expect(isAnalyticsEventName('coupon_rejected')).toBe(true);
    expect(isAnalyticsEventName('add_to_cart')).toBe(true);
    expect(isAnalyticsEventName('view_item')).toBe(false);
  });
});
