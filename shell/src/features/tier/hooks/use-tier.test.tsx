import { act, screen, waitFor } from '@testing-library/react';
import { TIER_NOTICE_MS } from '@barrio/shared/domain';
import { customerStorage, tierIdStorage } from '@barrio/shared/storage';
import { demoRoutes, fakeShop, fakeTier } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';

const shop = fakeShop('tienda-tier', 2);
const tierRoutes = (defaultTier: unknown, cookie: string | null = null) =>
  demoRoutes({
    'GET /api/shops/tienda-tier': { body: shop },
    [`GET /api/tiers/default/${shop.id}`]: { body: defaultTier },
    'GET /api/cookies': { body: { value: cookie } },
  });

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('tier resolution', () => {
  it("takes the shop's first default tier, stores it and keeps it in the tier cookie", async () => {
    const { api } = renderApp('/tienda-tier', tierRoutes(fakeTier('basico', 2, [shop.id])));
    await waitFor(() => expect(tierIdStorage.get()).toBe('basico'));
    const defaultCall = api.requests.find((r) => r.path === `/api/tiers/default/${shop.id}`);
    expect(defaultCall?.query.get('countryId')).toBe('2');
    await waitFor(() =>
      expect(
        api.requests.some(
          (r) =>
            r.method === 'POST' &&
            r.path === '/api/cookies' &&
            r.query.get('cookieValue') === 'basico',
        ),
      ).toBe(true),
    );
    // A first tier is not a change: no notice.
    expect(screen.queryByTestId('tier-notice')).not.toBeInTheDocument();
  });

  it('prefers the tier cookie over the default tier', async () => {
    const { api } = renderApp(
      '/tienda-tier',
      tierRoutes(fakeTier('basico', 2, [shop.id]), 'mayorista'),
    );
    await waitFor(() => expect(tierIdStorage.get()).toBe('mayorista'));
    expect(api.requests.some((r) => r.path.startsWith('/api/tiers/default'))).toBe(false);
  });

  it("prefers the signed-in customer's tier over everything", async () => {
    const customer = {
      id: 7,
      name: 'Ana',
      last_name: 'Ruiz',
      phone: '+525555550001',
      email: null,
      tier_id: 'oro',
      customer_sub_type_id: null,
      inswitch_entity_id: null,
      role: 'customer' as const,
      community_leader_id: null,
      shop_ids: [],
    };
    customerStorage.set(customer);
    const { api } = renderApp(
      '/tienda-tier',
      demoRoutes({
        'GET /api/shops/tienda-tier': { body: shop },
        'GET /api/user': { body: customer },
        'GET /api/cookies': { body: { value: 'mayorista' } },
      }),
    );
    await waitFor(() => expect(tierIdStorage.get()).toBe('oro'));
    expect(api.requests.some((r) => r.method === 'GET' && r.path === '/api/cookies')).toBe(false);
  });

  it('shows the notice for ten seconds when the tier changes', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    tierIdStorage.set('basico');
    renderApp('/tienda-tier', tierRoutes(fakeTier('plus', 2, [shop.id])));
    expect(await screen.findByTestId('tier-notice')).toHaveTextContent('Actualizamos tus precios');
    act(() => {
      jest.advanceTimersByTime(TIER_NOTICE_MS - 500);
    });
    expect(screen.getByTestId('tier-notice')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(600);
    });
    expect(screen.queryByTestId('tier-notice')).not.toBeInTheDocument();
    expect(tierIdStorage.get()).toBe('plus');
  });

  it('keeps the page working when every tier lookup fails', async () => {
    renderApp(
      '/tienda-tier',
      demoRoutes({
        'GET /api/shops/tienda-tier': { body: shop },
        'GET /api/cookies': { status: 500, body: { error: { code: 'x' } } },
        [`GET /api/tiers/default/${shop.id}`]: { status: 500, body: { error: { code: 'x' } } },
      }),
    );
    expect(await screen.findByTestId('shop-name')).toBeInTheDocument();
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        '[shell] default tier lookup failed',
        expect.anything(),
      ),
    );
    expect(tierIdStorage.get()).toBeNull();
  });
});
