import { hashKey } from '@tanstack/react-query';
import { testProduct, testShop } from '@barrio/shared/testing';
import { banners, brands, categories, menus } from '../features/testing/catalog-fixtures';
import { renderFirstView } from './first-view';

const shop = testShop({ catalog_id: 7, country_id: 2 });
const products = {
  items: [
    testProduct({ id: 1, name: 'Arroz largo fino 1 kg' }),
    testProduct({ id: 2, name: 'Frijol negro 900 g' }),
  ],
  next_cursor: 'next',
  total: 30,
};

function render(locale: 'es-MX' | 'en-US' = 'es-MX') {
  return renderFirstView({ shop, banners, menus, categories, brands, products, locale });
}

describe("the catalogue's first view on the server", () => {
  it('shows the banners, the filters and the first products with their styles', async () => {
    const { html, css } = await render();
    expect(html).toContain('Semana del ahorro');
    expect(html).toContain('Lácteos');
    expect(html).not.toContain('Descontinuados');
    expect(html).toContain('Arroz largo fino 1 kg');
    expect(html).toContain('Frijol negro 900 g');
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(2);
    expect(css).toContain('display:grid');
  });

  it('hands the browser its cache under the keys the page reads, so nothing is asked twice', async () => {
    const { queries } = await render();
    const keys = queries.queries.map((query) => query.queryHash);
    expect(keys).toEqual(
      expect.arrayContaining([
        // The texts are asked in the page's locale, so the locale is part of their keys.
        hashKey(['catalog', 'banners', 7, 'es-MX']),
        hashKey(['catalog', 'menus', 7, 'es-MX']),
        hashKey(['catalog', 'categories', 7, 'es-MX']),
        hashKey(['catalog', 'brands', 2, 7]),
        hashKey([
          'catalog',
          'products',
          { catalogId: 7, q: '', categoryId: null, brandId: null, locale: 'es-MX' },
        ]),
      ]),
    );
    const page = queries.queries.find((query) => query.queryKey[1] === 'products');
    expect(page?.state.data).toEqual({ pages: [products], pageParams: [null] });
  });

  it('asks for the lite packshots when the page is in low-data mode, and only then', async () => {
    const pictures = (html: string) =>
      [...html.matchAll(/<img[^>]* src="([^"]+)"/g)].map((m) => m[1]!);
    const plain = pictures((await render()).html);
    const lite = pictures(
      (
        await renderFirstView({
          shop,
          banners,
          menus,
          categories,
          brands,
          products: {
            ...products,
            items: products.items.map((item) => ({
              ...item,
              'master-product': {
                ...item['master-product'],
                image: `/images/products/v1/${item.id}.svg`,
              },
            })),
          },
          locale: 'es-MX',
          lowData: true,
        })
      ).html,
    ).filter((src) => src.startsWith('/images/products/'));
    expect(lite.length).toBeGreaterThan(0);
    expect(lite.every((src) => src.endsWith('.lite.svg'))).toBe(true);
    expect(plain.some((src) => src.endsWith('.lite.svg'))).toBe(false);
  });

  it('speaks the locale it is given', async () => {
    const spanish = await render('es-MX');
    const english = await render('en-US');
    expect(spanish.html).toContain('Productos');
    expect(english.html).not.toBe(spanish.html);
  });
});
