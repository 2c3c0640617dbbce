import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { geoConfirmedStorage } from '@barrio/shared/storage';
import { demoRoutes } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { reloadPage } from '../api/reload-page';

jest.mock('../api/reload-page', () => ({ reloadPage: jest.fn() }));

const visitorFrom = (iso: string | null) =>
  demoRoutes({ 'GET /api/geo': { body: { country: iso, country_id: null, source: 'header' } } });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('geo rule', () => {
  it('welcomes a visitor from Mexico to an Argentine shop with the exact texts', async () => {
    renderApp('/demo-ar', visitorFrom('MX'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Te damos la bienvenida a Argentina',
    });
    expect(
      within(dialog).getByText(
        'Parece que estas ingresando a nuestra plataforma desde otra ubicación.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Sí, estoy en Argentina' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'No estoy en Argentina' }),
    ).toBeInTheDocument();
  });

  it('"Yes" stores geo_confirmed and closes the modal for good', async () => {
    const user = userEvent.setup();
    const first = renderApp('/demo-ar', visitorFrom('MX'));
    await user.click(await screen.findByRole('button', { name: 'Sí, estoy en Argentina' }));
    expect(geoConfirmedStorage.get()).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    renderApp('/demo-ar', visitorFrom('MX'));
    await screen.findByTestId('shop-name');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"No" sends the visitor to the other country\'s root and reloads', async () => {
    const user = userEvent.setup();
    renderApp('/demo-mx', visitorFrom('AR'));
    await user.click(await screen.findByRole('button', { name: 'No estoy en México' }));
    await waitFor(() => expect(location()).toBe('/ar'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(geoConfirmedStorage.get()).toBeNull();
  });

  it('redirects a visitor on a country root who is in the other country to their own root', async () => {
    renderApp('/ar', visitorFrom('MX'));
    await waitFor(() => expect(location()).toBe('/mx'));
    expect(await screen.findByTestId('shop-name')).toHaveTextContent('Tienda demo-mx');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing to a visitor at home, nor outside AR and MX, nor when geo fails', async () => {
    const home = renderApp('/demo-ar', visitorFrom('AR'));
    await screen.findByTestId('shop-name');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    home.unmount();

    const colombia = renderApp('/demo-co', visitorFrom('MX'));
    await screen.findByTestId('shop-name');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    colombia.unmount();

    renderApp(
      '/demo-ar',
      demoRoutes({ 'GET /api/geo': { status: 500, body: { error: { code: 'x' } } } }),
    );
    await screen.findByTestId('shop-name');
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('[shell] geo lookup failed', expect.anything()),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks English in en-US', async () => {
    renderApp('/demo-ar?locale=en-US', visitorFrom('MX'));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Argentina' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, I am in Argentina' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I am not in Argentina' })).toBeInTheDocument();
  });
});
