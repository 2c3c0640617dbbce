import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brands, categories, demoShop, menus, product } from '../../testing/catalog-fixtures';
import {
  catalogRoutes,
  installFakeGateway,
  page,
  type FakeGateway,
} from '../../testing/fake-gateway';
import { renderShopPage } from '../../testing/render-shop-page';

let gateway: FakeGateway;
afterEach(() => gateway.restore());

const lastProductsQuery = () => gateway.requestsTo('/api/products').at(-1)?.url.searchParams;

describe('categories, menus and brands', () => {
  beforeEach(() => {
    gateway = installFakeGateway(
      catalogRoutes(() => page([product()]), { categories, menus, brands }),
    );
  });

  it('offers only the active categories and filters the grid by the chosen one', async () => {
    const user = userEvent.setup();
    renderShopPage({ shop: demoShop });

    const filter = await screen.findByTestId('category-filter', {}, { timeout: 5000 });
    const options = within(filter)
      .getAllByTestId('category-option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Todas', 'Abarrotes', 'Lácteos']);

    await user.click(within(filter).getByRole('button', { name: 'Lácteos' }));
    expect(within(filter).getByRole('button', { name: 'Lácteos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(lastProductsQuery()?.get('category_id')).toBe('11'));

    await user.click(within(filter).getByRole('button', { name: 'Todas' }));
    await waitFor(() => expect(lastProductsQuery()?.has('category_id')).toBe(false));
    expect(gateway.requestsTo('/api/brands')[0]?.url.searchParams.get('country_id')).toBe('2');
    expect(gateway.requestsTo('/api/brands')[0]?.url.searchParams.get('catalog_id')).toBe('7');
  });

  it('filters by a menu entry pointing at a category and by brand', async () => {
    const user = userEvent.setup();
    renderShopPage({ shop: demoShop });

    await user.click(
      await screen.findByRole('button', { name: 'Ofertas de lácteos' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(lastProductsQuery()?.get('category_id')).toBe('11'));

    await user.selectOptions(await screen.findByTestId('brand-filter'), 'Lala');
    await waitFor(() => expect(lastProductsQuery()?.get('brand_id')).toBe('4'));
    expect(lastProductsQuery()?.get('category_id')).toBe('11');
  });
});

describe('when the filters fail to load', () => {
  it('says so and retries', async () => {
    let fail = true;
    gateway = installFakeGateway([
      (request) =>
        request.url.pathname === '/api/categories/7'
          ? fail
            ? { status: 503, body: { error: { code: 'unavailable', message: 'down' } } }
            : { status: 200, body: categories }
          : undefined,
      ...catalogRoutes(() => page([product()])),
    ]);
    const user = userEvent.setup();
    renderShopPage({ shop: demoShop });

    const error = await screen.findByTestId('filters-error', {}, { timeout: 5000 });
    expect(error).toHaveTextContent('No pudimos cargar las categorías y marcas.');
    fail = false;
    await user.click(within(error).getByTestId('filters-retry'));
    expect(await screen.findByTestId('category-filter')).toBeInTheDocument();
    expect(screen.queryByTestId('filters-error')).not.toBeInTheDocument();
  });
});
