import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopPageSlots } from '@barrio/shared/contract';
import { demoShop, product } from '../../testing/catalog-fixtures';
import {
  catalogRoutes,
  installFakeGateway,
  page,
  type FakeGateway,
} from '../../testing/fake-gateway';
import { renderShopPage } from '../../testing/render-shop-page';

const oil = product({ id: 7, name: 'Aceite vegetal 1 l', max_units_per_order: 3 });
const salt = product({ id: 8, name: 'Sal de mesa 1 kg' });

// Stands in for the shell's slot, which places mf-cart-checkout's control.
const placed: ShopPageSlots = {
  cartControl: ({ catalogId, product: shown, layout }) => (
    <button type="button" data-testid="placed-control">
      {`${shown.name} · ${layout} · catálogo ${catalogId}`}
    </button>
  ),
};

let gateway: FakeGateway;
beforeEach(() => {
  gateway = installFakeGateway(catalogRoutes(() => page([oil, salt])));
});
afterEach(() => gateway.restore());

async function cardOf(name: string): Promise<HTMLElement> {
  // The first render of a file is slow on a loaded machine: wait for the state, generously.
  const title = await screen.findByText(name, {}, { timeout: 30_000 });
  const card = title.closest<HTMLElement>('[data-testid="product-card"]');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe("the cart's control on the shop page", () => {
  it('is placed on every card and in the detail, with the product and its catalogue', async () => {
    const user = userEvent.setup();
    renderShopPage({ shop: demoShop, slots: placed });
    const card = await cardOf('Sal de mesa 1 kg');
    expect(within(card).getByTestId('placed-control')).toHaveTextContent(
      `Sal de mesa 1 kg · card · catálogo ${demoShop.catalog_id}`,
    );
    expect(within(await cardOf('Aceite vegetal 1 l')).getByTestId('placed-control')).toBeVisible();

    await user.click(within(card).getByTestId('product-open'));
    const detail = screen.getByTestId('product-detail');
    expect(within(detail).getByTestId('placed-control')).toHaveTextContent(
      'Sal de mesa 1 kg · detail',
    );
  });

  it('leaves the products to browse where the shell places no control', async () => {
    renderShopPage({ shop: demoShop });
    const card = await cardOf('Aceite vegetal 1 l');
    expect(within(card).getByTestId('product-price')).toBeVisible();
    expect(screen.queryByTestId('placed-control')).not.toBeInTheDocument();
    expect(screen.queryByTestId('add-to-cart')).not.toBeInTheDocument();
  });
});
