import { useCallback, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Notice } from '@barrio/shared/design-system';
import type { CatalogProduct } from '@barrio/shared/domain';
import { commonMessages } from '@barrio/shared/i18n';
import { BannerSection } from '../../banners/components/banner-section';
import { useBrands } from '../../navigation/api/get-brands';
import { useBrowseCategories } from '../../navigation/api/get-categories';
import { CatalogFilters } from '../../navigation/components/catalog-filters';
import type { ProductFilters } from '../../products/api/get-products';
import { ProductDetail } from '../../products/components/product-detail';
import { ProductGridSkeleton } from '../../products/components/product-grid-skeleton';
import { ProductResults } from '../../products/components/product-results';
import { useCartQuantities } from '../../products/hooks/use-cart-quantities';
import { SearchBar } from '../../search/components/search-bar';
import { useRecentSearches } from '../../search/hooks/use-recent-searches';
import { useCatalogShop, type CatalogShop } from '../hooks/use-catalog-shop';
import { useCatalogUrlState } from '../hooks/use-catalog-url-state';
import { shopMessages } from '../messages';

export interface ShopScreenProps {
  shopSlug: string;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Products = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

function ShopCatalog({ shop }: { shop: CatalogShop }) {
  const intl = useIntl();
  const headingId = useId();
  const recent = useRecentSearches();
  const cartQuantities = useCartQuantities(shop.slug);
  const categories = useBrowseCategories(shop.catalogId);
  const brands = useBrands(shop.countryId, shop.catalogId);
  const place = useCatalogUrlState(categories.data, brands.data);
  const { q, categoryId, brandId } = place;
  const [openProduct, setOpenProduct] = useState<CatalogProduct | null>(null);

  const filters = useMemo<ProductFilters>(
    () => ({ catalogId: shop.catalogId, q, categoryId, brandId }),
    [shop.catalogId, q, categoryId, brandId],
  );

  const close = useCallback(() => setOpenProduct(null), []);

  return (
    <>
      <BannerSection catalogId={shop.catalogId} />
      <Products aria-labelledby={headingId}>
        <Heading id={headingId}>{intl.formatMessage(shopMessages.productsHeading)}</Heading>
        <SearchBar value={place.term} onChange={place.setTerm} recent={recent} />
        <CatalogFilters
          catalogId={shop.catalogId}
          countryId={shop.countryId}
          categoryId={categoryId}
          brandId={brandId}
          onCategoryChange={place.setCategoryId}
          onBrandChange={place.setBrandId}
        />
        {place.resolving ? (
          <ProductGridSkeleton />
        ) : (
          <ProductResults
            filters={filters}
            countryId={shop.countryId}
            cartQuantities={cartQuantities}
            onOpen={setOpenProduct}
            onShowAll={place.showAll}
          />
        )}
      </Products>
      <ProductDetail
        product={openProduct}
        countryId={shop.countryId}
        inCart={openProduct ? (cartQuantities.get(openProduct.id) ?? 0) : 0}
        onClose={close}
      />
    </>
  );
}

/** The shop page: banners, search, filters, the product grid and the product detail. */
export function ShopScreen({ shopSlug }: ShopScreenProps) {
  const intl = useIntl();
  const state = useCatalogShop(shopSlug);

  return (
    <Page data-testid="shop-page" data-shop-slug={shopSlug}>
      {state.status === 'ready' ? (
        <ShopCatalog key={state.shop.slug} shop={state.shop} />
      ) : state.status === 'error' ? (
        <Notice
          tone="error"
          data-testid="shop-error"
          action={
            <Button variant="secondary" data-testid="shop-retry" onClick={state.retry}>
              {intl.formatMessage(commonMessages.retry)}
            </Button>
          }
        >
          {intl.formatMessage(shopMessages.shopError)}
        </Notice>
      ) : (
        <ProductGridSkeleton />
      )}
    </Page>
  );
}
