import { customerIdStorage, tierIdStorage } from '../storage';
import { createAnalytics } from './create-analytics';
import {
  configureAnalytics,
  initAnalytics,
  setAnalyticsContext,
  track,
  trackPage,
} from './default-analytics';
import { createMemoryTransport } from './memory-transport';
import type { AnalyticsTransport } from './transport';

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/demo-mx');
});

/** A transport whose SDK loads when the test says so, as the lazily loaded one does. */
function slowTransport() {
  const memory = createMemoryTransport();
  let loaded!: () => void;
  const ready = new Promise<void>((resolve) => (loaded = resolve));
  const transport: AnalyticsTransport = {
    ...memory,
    init: async (account, options) => {
      await ready;
      memory.init(account, options);
    },
  };
  return { transport, calls: memory.calls, loaded: () => loaded() };
}

describe('events before the SDK is there', () => {
  it('keeps what is tracked before the accounts are configured and replays it in order', () => {
    track('search', { query: 'arroz', results: 2 });
    trackPage({ path: '/demo-mx/buscar' });
    const a = createMemoryTransport();
    configureAnalytics({ accounts: { A: { name: 'main', token: 'tok', transport: a } } });
    return initAnalytics().then(() => {
      expect(a.calls.map((call) => (call.type === 'track' ? call.event : call.type))).toEqual([
        'init',
        'search',
        'page',
      ]);
    });
  });

  it('queues while the SDK loads, with one page view at start and every event enriched', async () => {
    tierIdStorage.set('oro');
    customerIdStorage.set(5);
    const slow = slowTransport();
    const analytics = createAnalytics({
      accounts: { A: { name: 'main', token: 'tok', transport: slow.transport } },
    });
    analytics.setContext({ shopSlug: 'demo-mx' });
    const started = analytics.init();
    analytics.page();
    analytics.track('add_to_cart', { product_id: 3, quantity: 1 });
    expect(slow.calls).toEqual([]);
    slow.loaded();
    await started;
    expect(slow.calls.slice(1)).toEqual([
      {
        type: 'page',
        properties: { shop: 'demo-mx', path: '/demo-mx', title: '', tierId: 'oro', customerId: 5 },
      },
      {
        type: 'track',
        event: 'add_to_cart',
        properties: { shop: 'demo-mx', product_id: 3, quantity: 1, tierId: 'oro', customerId: 5 },
      },
    ]);
  });
});

afterAll(() => {
  setAnalyticsContext({ shopSlug: null });
});
