import { screen, waitFor } from '@testing-library/react';
import { customerStorage } from '@barrio/shared/storage';
import { demoRoutes } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { parseAccountCredentials } from '../analytics-config';

type DataLayerEntry = Record<string, unknown>;
const dataLayer = () => (window as Window & { dataLayer?: DataLayerEntry[] }).dataLayer ?? [];

function addMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.appendChild(meta);
}

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

describe('analytics', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('starts account A only, counts page views and reports the signed-in customer once', async () => {
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
    };
    customerStorage.set(ana);
    renderApp('/demo-ar', demoRoutes({ 'GET /api/user': { body: ana } }));
    await screen.findByTestId('account-link');

    await waitFor(() =>
      expect(dataLayer().some((entry) => entry.event === 'analytics_init')).toBe(true),
    );
    const accounts = new Set(
      dataLayer()
        .map((entry) => entry.account)
        .filter(Boolean),
    );
    expect([...accounts]).toEqual(['barrio-a']);
    await waitFor(() =>
      expect(dataLayer().some((entry) => entry.event === 'page_view')).toBe(true),
    );
    await waitFor(() =>
      expect(dataLayer().filter((entry) => entry.event === 'userData')).toEqual([
        expect.objectContaining({ customer_id: 41, tier_id: 'oro', account: 'barrio-a' }),
      ]),
    );
  });
});
