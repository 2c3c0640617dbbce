import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { banners, demoShop, product } from '../../testing/catalog-fixtures';
import {
  catalogRoutes,
  installFakeGateway,
  page,
  type FakeGateway,
} from '../../testing/fake-gateway';
import { renderShopPage } from '../../testing/render-shop-page';

let gateway: FakeGateway;
beforeEach(() => {
  gateway = installFakeGateway(catalogRoutes(() => page([product()]), { banners }));
});
afterEach(() => gateway.restore());

describe('banners', () => {
  it('shows the slider, the hero and the in-app banners of the catalogue', async () => {
    renderShopPage({ shop: demoShop });

    const slider = await screen.findByTestId('banner-slider', {}, { timeout: 5000 });
    expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(slider).getAllByTestId('banner-slide')).toHaveLength(2);
    expect(screen.getByTestId('banner-hero')).toHaveTextContent('Todo para tu despensa');
    expect(screen.getByTestId('banner-in-app')).toHaveTextContent('Paga con tu billetera');
    expect(gateway.requestsTo('/api/banners')[0]?.url.searchParams.get('catalog_id')).toBe('7');
  });

  it('moves between slides with the buttons, hiding the others, and can be paused', async () => {
    const user = userEvent.setup();
    renderShopPage({ shop: demoShop });
    const slider = await screen.findByTestId('banner-slider', {}, { timeout: 5000 });
    const [first, second] = within(slider).getAllByTestId('banner-slide');

    expect(first).toBeVisible();
    expect(second).not.toBeVisible();
    expect(first).toHaveAccessibleName('1 de 2');

    await user.click(within(slider).getByRole('button', { name: 'Promoción siguiente' }));
    expect(first).not.toBeVisible();
    expect(second).toBeVisible();

    await user.click(within(slider).getByRole('button', { name: 'Ir a la promoción 1' }));
    expect(first).toBeVisible();

    await user.click(within(slider).getByRole('button', { name: 'Pausar promociones' }));
    expect(
      within(slider).getByRole('button', { name: 'Reanudar promociones' }),
    ).toBeInTheDocument();
  });
});
