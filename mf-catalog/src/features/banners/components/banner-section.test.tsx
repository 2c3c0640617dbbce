import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { banners, demoShop, product } from '../../../testing/catalog-fixtures';
import {
  catalogRoutes,
  installFakeGateway,
  page,
  type FakeGateway,
} from '../../../testing/fake-gateway';
import { renderShopPage } from '../../../testing/render-shop-page';

let gateway: FakeGateway;
beforeEach(() => {
  gateway = installFakeGateway(catalogRoutes(() => page([product()]), { banners }));
});
afterEach(() => gateway.restore());

describe('banners', () => {
  it('shows the slider, hero and in-app banners as the slides of one slider', async () => {
    renderShopPage({ shop: demoShop });

    const slider = await screen.findByTestId('banner-slider', {}, { timeout: 5000 });
    expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByTestId('banner-slider')).toHaveLength(1);
    const slides = within(slider).getAllByTestId('banner-slide');
    expect(slides).toHaveLength(4);
    const titles = slides.map((slide) => slide.querySelector('img')?.getAttribute('alt'));
    expect(titles).toEqual(
      expect.arrayContaining(['Todo para tu despensa', 'Paga con tu billetera']),
    );
    expect(gateway.requestsTo('/api/banners')[0]?.url.searchParams.get('catalog_id')).toBe('7');
  });

  it('moves between slides with the buttons, hiding the others, and can be paused', async () => {
    const user = userEvent.setup();
    renderShopPage({ shop: demoShop });
    const slider = await screen.findByTestId('banner-slider', {}, { timeout: 5000 });
    const [first, second] = within(slider).getAllByTestId('banner-slide');

    expect(first).toBeVisible();
    expect(second).not.toBeVisible();
    expect(first).toHaveAccessibleName('1 de 4');

    // On a phone the dots move between slides (previous and next join from tablets up).
    await user.click(within(slider).getByRole('button', { name: 'Ir a la promoción 2' }));
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
