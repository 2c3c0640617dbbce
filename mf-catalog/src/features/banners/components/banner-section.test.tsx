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
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 de 4',
      '2 de 4',
      '3 de 4',
      '4 de 4',
    ]);
    // The hero and the in-app banner come after the slider's own, each with its title.
    for (const [dot, title] of [
      [3, 'Todo para tu despensa'],
      [4, 'Paga con tu billetera'],
    ] as const) {
      await userEvent.click(
        within(slider).getByRole('button', { name: `Ir a la promoción ${dot}` }),
      );
      expect(within(slides[dot - 1]!).getByRole('img', { name: title })).toBeVisible();
    }
    expect(gateway.requestsTo('/api/banners')[0]?.url.searchParams.get('catalog_id')).toBe('7');
  });

  it('gives a slide its picture when it first turns up, and keeps it', async () => {
    const user = userEvent.setup();
    renderShopPage({ shop: demoShop });
    const slider = await screen.findByTestId('banner-slider', {}, { timeout: 5000 });
    const picturesOf = () =>
      within(slider)
        .getAllByTestId('banner-slide')
        .map((slide) => slide.querySelector('img')?.getAttribute('alt') ?? null);

    // Each stored SVG is a document the browser builds at once: a hidden slide holds none yet.
    expect(picturesOf()).toEqual(['Semana del ahorro', null, null, null]);

    await user.click(within(slider).getByRole('button', { name: 'Ir a la promoción 3' }));
    expect(picturesOf()).toEqual(['Semana del ahorro', null, 'Todo para tu despensa', null]);

    await user.click(within(slider).getByRole('button', { name: 'Ir a la promoción 1' }));
    expect(picturesOf()).toEqual(['Semana del ahorro', null, 'Todo para tu despensa', null]);
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
