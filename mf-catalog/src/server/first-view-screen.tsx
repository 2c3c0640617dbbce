import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ProductsPage } from '@barrio/shared/contract';
import type { Shop } from '@barrio/shared/contract';
import { BannerSection } from '../features/banners/components/banner-section';
import { CatalogFilters } from '../features/navigation/components/catalog-filters';
import { CartShopProvider } from '../features/products/cart-shop';
import { FirstProducts } from '../features/products/components/first-products';
import { SearchBar } from '../features/search/components/search-bar';
import { shopMessages } from '../features/shop/messages';
import { FirstScreen, Heading, Page, Products } from '../features/shop/components/shop-layout';

export interface FirstViewScreenProps {
  shop: Shop;
  products: ProductsPage;
}

const noop = () => undefined;
const noRecentSearches = { terms: [], add: noop, remove: noop };

/**
 * The shop page as the browser first shows it (banners, search, filters, the first products),
 * from the same components and layout, without what needs the browser: the window-measured
 * grid, the shopper's cart and recent searches, the product dialog.
 */
export function FirstViewScreen({ shop, products }: FirstViewScreenProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <CartShopProvider shop={{ slug: shop.slug, catalogId: shop.catalog_id }}>
      <Page data-testid="shop-page" data-shop-slug={shop.slug}>
        <FirstScreen $pending={false}>
          <BannerSection catalogId={shop.catalog_id} />
          <Products aria-labelledby={headingId}>
            <Heading id={headingId}>{intl.formatMessage(shopMessages.productsHeading)}</Heading>
            <SearchBar value="" onChange={noop} recent={noRecentSearches} />
            <CatalogFilters
              catalogId={shop.catalog_id}
              countryId={shop.country_id}
              categoryId={null}
              brandId={null}
              onCategoryChange={noop}
              onBrandChange={noop}
            />
            <FirstProducts
              products={products.items}
              total={products.total}
              countryId={shop.country_id}
            />
          </Products>
        </FirstScreen>
      </Page>
    </CartShopProvider>
  );
}
