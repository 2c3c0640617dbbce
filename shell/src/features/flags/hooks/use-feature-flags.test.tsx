import { screen, waitFor } from '@testing-library/react';
import { bus } from '@barrio/shared/bus';
import { FEATURE_FLAGS } from '@barrio/shared/domain';
import { customerIdStorage, peekAnonymousId } from '@barrio/shared/storage';
import { demoRoutes } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('feature flags', () => {
  it("asks /api/flipt for every flag with the country and the visitor's anonymous id", async () => {
    const { api } = renderApp('/demo-ar', demoRoutes());
    await screen.findByTestId('shop-name');
    const call = await waitFor(() => {
      const found = api.requests.find((r) => r.path === '/api/flipt');
      if (!found) throw new Error('no flags call yet');
      return found;
    });
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({
      country_id: 1,
      userToken: peekAnonymousId(),
      flags: [...FEATURE_FLAGS],
      shop_slug: 'demo-ar',
      shop_id: expect.any(Number),
    });
    expect(peekAnonymousId()).toBeTruthy();
  });

  it('uses the stored customer id as the user token when there is one', async () => {
    customerIdStorage.set(321);
    const { api } = renderApp('/demo-mx', demoRoutes());
    await waitFor(() => expect(api.requests.find((r) => r.path === '/api/flipt')).toBeDefined());
    expect(api.requests.find((r) => r.path === '/api/flipt')?.body).toMatchObject({
      country_id: 2,
      userToken: '321',
    });
  });

  it('turns on the support widget and the home toggle, and publishes the flags on the bus', async () => {
    renderApp(
      '/demo-mx',
      demoRoutes({
        'POST /api/flipt': { body: { flags: { support_widget: true, home_toggle: true } } },
      }),
    );
    expect(await screen.findByTestId('support-widget')).toHaveAttribute(
      'href',
      expect.stringContaining('wa.me'),
    );
    expect(screen.getByRole('link', { name: '¿Necesitas ayuda?' })).toBe(
      screen.getByTestId('support-widget'),
    );
    expect(screen.getByTestId('home-toggle')).toBeInTheDocument();
    await waitFor(() =>
      expect(bus.latest('shell:context-changed')?.flags.support_widget).toBe(true),
    );
    expect(bus.latest('shell:context-changed')?.flags.new_checkout).toBe(false);
  });

  it('keeps both off when the flags are off or unavailable', async () => {
    renderApp(
      '/demo-mx',
      demoRoutes({ 'POST /api/flipt': { status: 500, body: { error: { code: 'x' } } } }),
    );
    await screen.findByTestId('shop-name');
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        '[shell] feature flags unavailable; all flags off',
        expect.anything(),
      ),
    );
    expect(screen.queryByTestId('support-widget')).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-toggle')).not.toBeInTheDocument();
  });
});
