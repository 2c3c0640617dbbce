import { QueryClient, QueryClientProvider, hashKey, hydrate } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { BarrioThemeProvider, themeForCountry } from '@barrio/shared/design-system';
import { renderWithStyles } from '@barrio/shared/first-view/server';
import { DEFAULT_LOCALE } from '@barrio/shared/i18n';
import { renderInDataMode } from '@barrio/shared/storage';
import { testProduct, testShop } from '@barrio/shared/testing';
import { banners, brands, categories, menus } from '../testing/catalog-fixtures';
import { ShopPage, buildLabel, prepareShopPage } from './first-view';

const shop = testShop({ catalog_id: 7, country_id: 2 });
const products = {
  items: [
    testProduct({
      id: 1,
      name: 'Arroz largo fino 1 kg',
      'master-product': { ...testProduct()['master-product'], image: '/images/products/v1/1.svg' },
    }),
    testProduct({ id: 2, name: 'Frijol negro 900 g' }),
  ],
  next_cursor: 'next',
  total: 30,
};

function prepare(locale: 'es-MX' | 'en-US' = 'es-MX') {
  return prepareShopPage({ shop, banners, menus, categories, brands, products, locale });
}

/**
 * The exposed shop page drawn on the server as the shell's page draws it: under a host's
 * providers, from the cache prepareShopPage made, in one pass.
 */
async function renderOnServer({ locale = 'es-MX' as 'es-MX' | 'en-US', lowData = false } = {}) {
  const client = new QueryClient();
  hydrate(client, await prepare(locale));
  return renderInDataMode(lowData, () =>
    renderWithStyles(
      <QueryClientProvider client={client}>
        <BarrioThemeProvider theme={themeForCountry(shop.country_id)}>
          <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} onError={() => undefined}>
            <MemoryRouter initialEntries={[`/${shop.slug}`]}>
              <ShopPage shopSlug={shop.slug} />
            </MemoryRouter>
          </IntlProvider>
        </BarrioThemeProvider>
      </QueryClientProvider>,
    ),
  );
}

describe("the catalogue's server bundle", () => {
  it('hands the page its cache under the keys the page reads, so nothing is asked twice', async () => {
    const queries = await prepare();
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

  it('draws the exposed shop page in one pass: banners, filters and first products, styled', async () => {
    const { html, styles } = await renderOnServer();
    expect(html).toContain('Semana del ahorro');
    expect(html).toContain('Lácteos');
    expect(html).not.toContain('Descontinuados');
    expect(html).toContain('Arroz largo fino 1 kg');
    expect(html).toContain('Frijol negro 900 g');
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(2);
    // The list's columns are CSS's to count until the browser has measured it.
    expect(html).toContain('data-layout="flowing"');
    expect(styles).toMatch(/<style data-styled="true"[^>]*>/);
    expect(styles).toContain('repeat(auto-fill');
  });

  it('asks for the lite packshots when the page is in low-data mode, and only then', async () => {
    const pictures = (html: string) =>
      [...html.matchAll(/<img[^>]* src="([^"]+)"/g)]
        .map((m) => m[1]!)
        .filter((src) => src.startsWith('/images/products/'));
    const plain = pictures((await renderOnServer()).html);
    const lite = pictures((await renderOnServer({ lowData: true })).html);
    expect(lite.length).toBeGreaterThan(0);
    expect(lite.every((src) => src.endsWith('.lite.svg'))).toBe(true);
    expect(plain.some((src) => src.endsWith('.lite.svg'))).toBe(false);
  });

  it('speaks the locale it is given', async () => {
    const spanish = await renderOnServer({ locale: 'es-MX' });
    const english = await renderOnServer({ locale: 'en-US' });
    expect(spanish.html).toContain('Productos');
    expect(english.html).toContain('Products');
  });

  it('names the build its browser build reports', () => {
    expect(typeof buildLabel).toBe('string');
  });
});
