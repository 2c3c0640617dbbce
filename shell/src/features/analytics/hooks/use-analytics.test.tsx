import { screen, waitFor } from '@testing-library/react';
import { customerStorage } from '@barrio/shared/storage';
import { demoRoutes } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { analyticsConfigFrom, parseAccountCredentials } from '../analytics-config';

interface SdkCall {
  instance: string;
  method: 'track' | 'track_pageview';
  event?: string;
  properties: Record<string, unknown>;
}

// The SDK as the shell uses it: named instances from init(token, config, name). Recorded here,
// since jsdom cannot send its beacons anywhere.
const sdk = {
  inits: [] as { token: string; config: Record<string, unknown>; name: string }[],
  calls: [] as SdkCall[],
};
jest.mock('mixpanel-browser/dist/mixpanel-core.cjs.js', () => ({
  __esModule: true,
  default: {
    init(token: string, config: Record<string, unknown>, name: string) {
      sdk.inits.push({ token, config, name });
      return {
        track: (event: string, properties: Record<string, unknown>) =>
          sdk.calls.push({ instance: name, method: 'track', event, properties }),
        track_pageview: (properties: Record<string, unknown>) =>
          sdk.calls.push({ instance: name, method: 'track_pageview', properties }),
      };
    },
  },
}));

function addMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.appendChild(meta);
}

afterEach(() => {
  document.head.querySelectorAll('meta[name^="analytics-"]').forEach((meta) => meta.remove());
});

describe('parseAccountCredentials', () => {
  it('needs both a name and a token', () => {
    expect(parseAccountCredentials('barrio-a:tok123')).toEqual({
      name: 'barrio-a',
      token: 'tok123',
    });
    expect(parseAccountCredentials('barrio-a:')).toBeNull();
    expect(parseAccountCredentials(':tok')).toBeNull();
    expect(parseAccountCredentials('')).toBeNull();
    expect(parseAccountCredentials(null)).toBeNull();
  });
});

describe('analyticsConfigFrom', () => {
  const hosts: string[] = [];
  const transportFor = (apiHost: string) => {
    hosts.push(apiHost);
    return { name: 'fake', init: () => undefined, track: () => undefined, page: () => undefined };
  };

  beforeEach(() => {
    hosts.length = 0;
  });

  it('points each account at the collector unless it names the vendor’s host', () => {
    addMeta('analytics-account-a', 'barrio-a:tok-a');
    addMeta('analytics-account-b', 'barrio-b:tok-b');
    addMeta('analytics-api-host-b', 'https://api-js.mixpanel.com');
    const config = analyticsConfigFrom(document, transportFor, navigator);
    expect(Object.keys(config.accounts)).toEqual(['A', 'B']);
    expect(hosts).toEqual([`${window.location.origin}/collect`, 'https://api-js.mixpanel.com']);
  });

  it('tracks nothing for a visitor who sends Global Privacy Control or Do Not Track', () => {
    addMeta('analytics-account-a', 'barrio-a:tok-a');
    for (const nav of [{ globalPrivacyControl: true }, { doNotTrack: '1' }]) {
      const config = analyticsConfigFrom(document, transportFor, nav as unknown as Navigator);
      expect(config).toEqual({ accounts: {} });
    }
    expect(hosts).toEqual([]);
  });
});

describe('analytics on the page', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('starts account A only through the SDK, with the shop on its page view and userData once', async () => {
    addMeta('analytics-account-a', 'barrio-a:tok123');
    addMeta('analytics-account-b', 'barrio-b:');
    const ana = {
      id: 41,
      name: 'Ana',
      last_name: 'Gómez',
      phone: '+5491155550001',
      email: null,
      tier_id: 'oro',
      customer_sub_type_id: null,
      inswitch_entity_id: null,
      role: 'customer' as const,
      community_leader_id: null,
      shop_ids: [],
    };
    customerStorage.set(ana);
    renderApp('/demo-ar', demoRoutes({ 'GET /api/user': { body: ana } }));
    await screen.findByTestId('account-link');

    await waitFor(() => expect(sdk.inits).toHaveLength(1));
    expect(sdk.inits[0]).toMatchObject({
      token: 'tok123',
      name: 'barrio-a',
      config: {
        api_host: `${window.location.origin}/collect`,
        persistence: 'localStorage',
        track_pageview: false,
      },
    });
    await waitFor(() =>
      expect(sdk.calls.filter((call) => call.method === 'track_pageview')).toEqual([
        expect.objectContaining({
          instance: 'barrio-a',
          properties: expect.objectContaining({ shop: 'demo-ar', path: '/demo-ar' }),
        }),
      ]),
    );
    await waitFor(() =>
      expect(sdk.calls.filter((call) => call.event === 'userData')).toEqual([
        expect.objectContaining({
          properties: expect.objectContaining({ customer_id: 41, tier_id: 'oro', shop: 'demo-ar' }),
        }),
      ]),
    );
    expect(sdk.calls.every((call) => call.instance === 'barrio-a')).toBe(true);
  });
});
