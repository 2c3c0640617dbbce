import { offlineProductsByIds, offlineProductsPage } from './offline-search';

const product = (id: number, name: string, category_id: number | null = 1, brand_id = 7) => ({
  id,
  name,
  category_id,
  brand_id,
});
const url = (query: string) => new URL(`http://shop.test/api/products?${query}`);

const cached = [
  {
    url: url('catalog_id=1&limit=24'),
    page: {
      items: [product(1, 'Café molido'), product(2, 'Leche entera', 2), product(3, 'Pan')],
      next_cursor: 'x',
    },
  },
  {
    url: url('catalog_id=1&limit=24&cursor=x'),
    page: {
      items: [product(4, 'Café en grano', 1, 8), product(1, 'Café molido')],
      next_cursor: null,
    },
  },
  {
    url: url('catalog_id=2&limit=24'),
    page: { items: [product(9, 'Café de otra tienda')], next_cursor: null },
  },
];

describe('offlineProductsPage', () => {
  test('finds the cached products of the same catalogue whose name holds every word, accents ignored', () => {
    const page = offlineProductsPage(url('catalog_id=1&q=CAFE&limit=24'), cached);
    expect(page.items.map((p) => p.id)).toEqual([4, 1]);
    expect(page).toMatchObject({ next_cursor: null, total: 2 });
  });

  test('keeps the category and brand filters', () => {
    expect(
      offlineProductsPage(url('catalog_id=1&q=cafe&brand_id=8'), cached).items.map((p) => p.id),
    ).toEqual([4]);
    expect(
      offlineProductsPage(url('catalog_id=1&category_id=2'), cached).items.map((p) => p.id),
    ).toEqual([2]);
  });

  test('a search with nothing cached that matches is an empty page, and so is a later page', () => {
    expect(offlineProductsPage(url('catalog_id=1&q=yerba'), cached).items).toEqual([]);
    expect(offlineProductsPage(url('catalog_id=1&cursor=x'), cached).items).toEqual([]);
  });
});

describe('offlineProductsByIds', () => {
  const byIds = (query: string) => new URL(`http://shop.test/api/products/by-ids?${query}`);

  test('answers the cached products of the catalogue in the order of the ids', () => {
    const answer = offlineProductsByIds(byIds('catalog_id=1&ids=4,2,9,4'), cached);
    expect(answer.items.map((p) => p.id)).toEqual([4, 2]);
  });

  test('an id that no kept page holds is absent', () => {
    expect(offlineProductsByIds(byIds('catalog_id=2&ids=1'), cached).items).toEqual([]);
  });
});
