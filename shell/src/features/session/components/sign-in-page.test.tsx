import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@barrio/shared/bus';
import { customerIdStorage, customerStorage } from '@barrio/shared/storage';
import { demoRoutes, type FakeRequest } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';

const ana = {
  id: 41,
  name: 'Ana',
  last_name: 'Gómez',
  phone: '+5491155550001',
  email: 'ana@example.com',
  tier_id: null,
  customer_sub_type_id: null,
  inswitch_entity_id: 'ent-1',
  role: 'customer',
};

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('sign-in by phone', () => {
  it('normalises the phone, sends the code, signs in and publishes the session', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const { api } = renderApp(
      '/demo-ar/user',
      demoRoutes({
        'POST /api/auth/code': { status: 202, body: { sent: true } },
        'POST /api/auth/session': (request: FakeRequest) => {
          const { code } = request.body as { code: string };
          if (code !== '123456')
            return { status: 401, body: { error: { code: 'invalid_code', message: 'bad' } } };
          signedIn = true;
          return { body: { token: 'tok-ana', customer: ana } };
        },
        'GET /api/user': () =>
          signedIn ? { body: ana } : { status: 401, body: { error: { code: 'unauthorized' } } },
      }),
    );

    await user.type(await screen.findByLabelText(/Número de celular/), '11 5555 0001');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Enviamos un código a +5491155550001.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/api/auth/code')?.body).toEqual({
      phone: '+5491155550001',
      country_id: 1,
    });

    await user.type(screen.getByLabelText(/Código de verificación/), '000000');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('El código no es correcto o ya venció.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Código de verificación/));
    await user.type(screen.getByLabelText(/Código de verificación/), '123456');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    await waitFor(() => expect(location()).toBe('/demo-ar'));
    // The token stays in the HttpOnly cookie: nothing script-readable holds it.
    expect(JSON.stringify({ ...localStorage })).not.toContain('tok-ana');
    expect(customerIdStorage.get()).toBe(41);
    expect(await screen.findByTestId('account-link')).toHaveTextContent('Ana');
    await waitFor(() => expect(bus.latest('shell:session-changed')?.customer?.id).toBe(41));
    expect(bus.latest('shell:context-changed')?.customer?.id).toBe(41);
    // The wallet link shows for a customer with a wallet entity in an ordinary shop.
    expect(screen.getByTestId('wallet-link')).toHaveAttribute('href', '/demo-ar/billetera');
  });

  it('ends the local session when the user lookup fails', async () => {
    localStorage.setItem('token', 'left-by-an-earlier-version');
    customerStorage.set({ ...ana, role: 'customer' });
    renderApp(
      '/demo-mx',
      demoRoutes({ 'GET /api/user': { status: 500, body: { error: { code: 'x' } } } }),
    );
    await waitFor(() => expect(customerStorage.get()).toBeNull());
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByTestId('sign-in-link')).toBeInTheDocument();
    expect(bus.latest('shell:session-changed')?.customer).toBeNull();
  });

  it('signs out from the header', async () => {
    const user = userEvent.setup();
    customerStorage.set({ ...ana, role: 'customer' });
    const { api } = renderApp(
      '/demo-mx',
      demoRoutes({ 'GET /api/user': { body: ana }, 'DELETE /api/auth/session': { status: 204 } }),
    );
    await screen.findByTestId('account-link');
    await user.click(screen.getByRole('button', { name: 'Salir' }));
    expect(await screen.findByTestId('sign-in-link')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/api/auth/session')).toBe(
      true,
    );
    expect(customerStorage.get()).toBeNull();
  });

  it('adds the session parameter with the customer id without navigating', async () => {
    customerStorage.set({ ...ana, role: 'customer' });
    window.history.replaceState(null, '', '/demo-mx?utm=1');
    renderApp('/demo-mx?utm=1', demoRoutes({ 'GET /api/user': { body: ana } }));
    await screen.findByTestId('account-link');
    await waitFor(() => expect(window.location.search).toBe('?utm=1&session_id=41'));
    expect(location()).toBe('/demo-mx?utm=1');
  });
});
