import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@barrio/shared/bus';
import { customerStorage, pushTokenSavedAtStorage } from '@barrio/shared/storage';
import { demoRoutes, type FakeRequest } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';

const customer = {
  id: 55,
  name: 'Luis',
  last_name: 'Pérez',
  phone: '+525555550001',
  email: null,
  tier_id: null,
  customer_sub_type_id: null,
  inswitch_entity_id: null,
  role: 'customer',
  community_leader_id: null,
  shop_ids: [],
};

const subscription = {
  endpoint: 'https://push.example.test/send/abcdefghijklmnopqrstuvwxyz',
  toJSON: () => ({
    endpoint: 'https://push.example.test/send/abcdefghijklmnopqrstuvwxyz',
    keys: { p256dh: 'k', auth: 'a' },
  }),
};

function grantPermission(permission: NotificationPermission) {
  Object.defineProperty(window, 'Notification', { configurable: true, value: { permission } });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }),
    },
  });
}

const pushCalls = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path === '/api/push/registrations');

beforeEach(() => {
  localStorage.clear();
  customerStorage.set({ ...customer, role: 'customer' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('push set-up', () => {
  it('registers the device once permission is granted and remembers when', async () => {
    grantPermission('granted');
    const { api } = renderApp(
      '/demo-mx',
      demoRoutes({
        'GET /api/user': { body: customer },
        'POST /api/push/registrations': { status: 201, body: { id: 1 } },
      }),
    );
    await waitFor(() => expect(pushCalls(api.requests)).toHaveLength(1));
    const body = pushCalls(api.requests)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ customer_id: 55, type: 'web' });
    expect(JSON.parse(String(body.firebase_token))).toMatchObject({
      endpoint: subscription.endpoint,
    });
    expect(String(body.installation_id)).toMatch(/^f[A-Za-z0-9_-]{21}$/);
    await waitFor(() => expect(pushTokenSavedAtStorage.get()).not.toBeNull());
  });

  it("says 'Error al guardar el token' when the save fails", async () => {
    grantPermission('granted');
    renderApp(
      '/demo-mx',
      demoRoutes({
        'GET /api/user': { body: customer },
        'POST /api/push/registrations': { status: 500, body: { error: { code: 'x' } } },
      }),
    );
    expect(await screen.findByTestId('push-error')).toHaveTextContent('Error al guardar el token');
    expect(pushTokenSavedAtStorage.get()).toBeNull();
  });

  it('does nothing without permission, or within 48 hours of the last save', async () => {
    grantPermission('default');
    const first = renderApp('/demo-mx', demoRoutes({ 'GET /api/user': { body: customer } }));
    await screen.findByTestId('account-link');
    expect(pushCalls(first.api.requests)).toHaveLength(0);
    first.unmount();

    grantPermission('granted');
    pushTokenSavedAtStorage.set(Date.now() - 47 * 60 * 60 * 1000);
    const second = renderApp('/demo-mx', demoRoutes({ 'GET /api/user': { body: customer } }));
    await screen.findByTestId('account-link');
    expect(pushCalls(second.api.requests)).toHaveLength(0);
  });

  it('asks for notifications only after an order is placed, then registers', async () => {
    grantPermission('default');
    let permission: NotificationPermission = 'default';
    const requestPermission = jest.fn(async () => {
      permission = 'granted';
      return permission;
    });
    Object.defineProperty(window, 'Notification', {
      configurable: true,
      value: {
        get permission() {
          return permission;
        },
        requestPermission,
      },
    });
    const { api } = renderApp(
      '/demo-mx',
      demoRoutes({
        'GET /api/user': { body: customer },
        'POST /api/push/registrations': { status: 201, body: { id: 1 } },
      }),
    );
    await screen.findByTestId('account-link');
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    expect(requestPermission).not.toHaveBeenCalled();

    act(() =>
      bus.publish('checkout:order-placed', { orderId: 'o-1', code: 'MX-1', shopSlug: 'demo-mx' }),
    );
    fireEvent.click(await screen.findByTestId('push-prompt-accept'));
    await waitFor(() => expect(pushCalls(api.requests)).toHaveLength(1));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('push-prompt')).toBeNull();
  });
});
