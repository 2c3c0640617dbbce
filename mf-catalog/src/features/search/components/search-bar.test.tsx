import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECENT_SEARCHES_MAX } from '@barrio/shared/domain';
import { STORAGE_KEYS } from '@barrio/shared/storage';
import { demoShop, product } from '../../../testing/catalog-fixtures';
import {
  catalogRoutes,
  installFakeGateway,
  page,
  type FakeGateway,
} from '../../../testing/fake-gateway';
import { renderShopPage } from '../../../testing/render-shop-page';

const rice = product({ id: 1, name: 'Arroz largo fino 1 kg' });
const beans = product({ id: 2, name: 'Frijol negro 900 g' });

let gateway: FakeGateway;
beforeEach(() => {
  localStorage.clear();
  gateway = installFakeGateway(
    catalogRoutes((request) => {
      const q = request.url.searchParams.get('q');
      if (q === null) return page([rice, beans]);
      return page(
        [rice, beans].filter((item) => item.name.toLowerCase().includes(q.toLowerCase())),
      );
    }),
  );
});
afterEach(() => gateway.restore());

const recentTerms = () => screen.queryAllByTestId('recent-search').map((item) => item.textContent);

async function search(user: ReturnType<typeof userEvent.setup>, term: string) {
  const input = screen.getByTestId('search-input');
  await user.clear(input);
  await user.type(input, `${term}{Enter}`);
}

describe('search', () => {
  it('searches after a pause in typing and shows only the matches', async () => {
    const user = userEvent.setup();
    renderShopPage({ shop: demoShop });
    expect(await screen.findAllByTestId('product-card', {}, { timeout: 5000 })).toHaveLength(2);

    await user.type(screen.getByTestId('search-input'), 'arroz');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(screen.getByTestId('product-card')).toHaveTextContent('Arroz largo fino 1 kg');

    const queries = gateway.requestsTo('/api/products').map((r) => r.url.searchParams.get('q'));
    // Debounced: the partial terms typed in between never reach the gateway.
    expect(queries).toEqual([null, 'arroz']);
  });

  it('shows an empty state and offers to show everything again', async () => {
    const user = userEvent.setup();
    renderShopPage({ shop: demoShop });
    await screen.findAllByTestId('product-card', {}, { timeout: 5000 });

    await user.type(screen.getByTestId('search-input'), 'sandía');
    const empty = await screen.findByTestId('catalog-empty');
    expect(empty).toHaveTextContent('No encontramos productos para «sandía».');

    await user.click(within(empty).getByTestId('catalog-show-all'));
    expect(screen.getByTestId('search-input')).toHaveValue('');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
  });

  it('keeps recent searches newest first, moves a repeated term to the front and trims the list', async () => {
    const user = userEvent.setup();
    renderShopPage({ shop: demoShop });
    await screen.findAllByTestId('product-card', {}, { timeout: 5000 });

    for (const term of ['arroz', 'frijol', 'leche']) await search(user, term);
    await search(user, 'arroz');
    await user.clear(screen.getByTestId('search-input'));
    expect(recentTerms()).toEqual(['arroz', 'leche', 'frijol']);

    for (const term of ['aceite', 'azúcar', 'café', 'sal']) await search(user, term);
    await user.clear(screen.getByTestId('search-input'));
    expect(recentTerms()).toHaveLength(RECENT_SEARCHES_MAX);
    expect(recentTerms()).toEqual(['sal', 'café', 'azúcar', 'aceite', 'arroz']);
  });

  it('searches a recent term again, removes one, and drops the stored list when it empties', async () => {
    const user = userEvent.setup();
    renderShopPage({ shop: demoShop });
    await screen.findAllByTestId('product-card', {}, { timeout: 5000 });

    await search(user, 'frijol');
    await search(user, 'arroz');
    await user.clear(screen.getByTestId('search-input'));
    expect(recentTerms()).toEqual(['arroz', 'frijol']);

    await user.click(screen.getByRole('button', { name: 'Buscar «frijol»' }));
    expect(screen.getByTestId('search-input')).toHaveValue('frijol');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(screen.getByTestId('product-card')).toHaveTextContent('Frijol negro 900 g');

    await user.clear(screen.getByTestId('search-input'));
    expect(recentTerms()).toEqual(['frijol', 'arroz']);
    await user.click(
      screen.getByRole('button', { name: 'Quitar «frijol» de las búsquedas recientes' }),
    );
    expect(recentTerms()).toEqual(['arroz']);
    expect(localStorage.getItem(STORAGE_KEYS.recentSearches)).not.toBeNull();

    await user.click(
      screen.getByRole('button', { name: 'Quitar «arroz» de las búsquedas recientes' }),
    );
    expect(recentTerms()).toEqual([]);
    expect(screen.queryByTestId('recent-searches')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.recentSearches)).toBeNull();
  });
});
