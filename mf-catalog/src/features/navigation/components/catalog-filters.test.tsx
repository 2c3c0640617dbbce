import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brands, categories, demoShop, menus, product } from '../../../testing/catalog-fixtures';
import {
  catalogRoutes,
  installFakeGateway,
  page,
  type FakeGateway,
} from '../../../testing/fake-gateway';
import { renderShopPage } from '../../../testing/render-shop-page';

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
      // The label under each picture.
      .map((option) => option.lastElementChild?.textContent);
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

  it('shows a menu entry for a category with its own chip once, and filters by it and by brand', async () => {
    const user = userEvent.setup();
    renderShopPage({ shop: demoShop });

    const chip = await screen.findByRole(
      'button',
      { name: categories.find((c) => c.id === 11)!.name },
      { timeout: 5000 },
    );
    expect(screen.queryByRole('button', { name: 'Ofertas de lácteos' })).not.toBeInTheDocument();
    await user.click(chip);
    await waitFor(() => expect(lastProductsQuery()?.get('category_id')).toBe('11'));

    await user.selectOptions(await screen.findByTestId('brand-filter'), 'Lala');
    await waitFor(() => expect(lastProductsQuery()?.get('brand_id')).toBe('4'));
    expect(lastProductsQuery()?.get('category_id')).toBe('11');
  });
});

describe('where the shopper is lives in the URL', () => {
  beforeEach(() => {
    gateway = installFakeGateway(
      catalogRoutes(() => page([product()]), { categories, menus, brands }),
    );
  });

  it('opens a link naming a category and a search (as banners do) already filtered', async () => {
    renderShopPage({ shop: demoShop, search: '?category=lacteos&q=leche' });
    await waitFor(() => expect(lastProductsQuery()?.get('category_id')).toBe('11'));
    expect(lastProductsQuery()?.get('q')).toBe('leche');
    expect(screen.getByTestId('search-input')).toHaveValue('leche');
    expect(await screen.findByRole('button', { name: 'Lácteos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('searches the whole shop when the shopper types after choosing a category', async () => {
    const user = userEvent.setup();
    renderShopPage({ shop: demoShop });
    const filter = await screen.findByTestId('category-filter', {}, { timeout: 5000 });
    await user.click(within(filter).getByRole('button', { name: 'Lácteos' }));
    await waitFor(() => expect(lastProductsQuery()?.get('category_id')).toBe('11'));

    await user.type(screen.getByTestId('search-input'), 'arroz');
    await waitFor(() => expect(lastProductsQuery()?.get('q')).toBe('arroz'));
    expect(lastProductsQuery()?.has('category_id')).toBe(false);
    // Never one request for the search inside the category that is being cleared.
    expect(
      gateway
        .requestsTo('/api/products')
        .filter((r) => r.url.searchParams.has('q') && r.url.searchParams.has('category_id')),
    ).toHaveLength(0);
    expect(within(filter).getByRole('button', { name: 'Lácteos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(filter).getByRole('button', { name: 'Todas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('never asks for the whole catalogue while a category named in the URL is resolved', async () => {
    renderShopPage({ shop: demoShop, search: '?category=L%C3%A1cteos' });
    await waitFor(() => expect(lastProductsQuery()?.get('category_id')).toBe('11'));
    expect(
      gateway.requests.filter(
        (r) => r.url.pathname === '/api/products' && !r.url.searchParams.has('category_id'),
      ),
    ).toHaveLength(0);
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
