import { memo, useCallback, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, Notice, Skeleton } from '@barrio/shared/design-system';
import type { ShopPageSlots } from '@barrio/shared/contract';
import type { CatalogProduct } from '@barrio/shared/domain';
import { commonMessages } from '@barrio/shared/i18n';
import { useBanners } from '../../catalog-api/get-banners';
import { BannerSection } from '../../features/banners/components/banner-section';
import { useBrands } from '../../catalog-api/get-brands';
import { useActiveCategories, useBrowseCategories } from '../../catalog-api/get-categories';
import { useMenus } from '../../catalog-api/get-menus';
import { BrandFilter } from '../../features/navigation/components/brand-filter';
import { CatalogFilters } from '../../features/navigation/components/catalog-filters';
import type { ProductFilters } from '../../catalog-api/get-products';
import { ProductDetail } from '../../features/products/components/product-detail';
import { CartControlProvider } from '../../features/products/cart-control-slot';
import { ProductGridSkeleton } from '../../features/products/components/product-grid-skeleton';
import { ProductResults } from '../../features/products/components/product-results';
import { SearchBar } from '../../features/search/components/search-bar';
import { useRecentSearches } from '../../features/search/hooks/use-recent-searches';
import { useCatalogShop, type CatalogShop } from '../hooks/use-catalog-shop';
import { useCatalogUrlState } from '../hooks/use-catalog-url-state';
import { shopMessages } from '../messages';
import { BrandColumn, FirstScreen, Heading, Page, Products, SearchRow } from './shop-layout';

export interface ShopScreenProps {
  shopSlug: string;
  /** The shell's parts from other remotes: the cart's add-to-cart control. */
  slots?: ShopPageSlots;
}

const PendingFrame = styled.div`
  height: 100dvh;
`;

interface DetailEntryState {
  productDetail?: number;
}

/**
 * The open product detail is a history entry of its own: the phone's Back closes it instead of
 * leaving the shop, and closing it by hand steps back over that entry.
 */
function useProductDetailEntry(): [
  CatalogProduct | null,
  (product: CatalogProduct) => void,
  () => void,
] {
  const location = useLocation();
  const navigate = useNavigate();
  const [product, setProduct] = useState<CatalogProduct | null>(null);
  const entryProductId = (location.state as DetailEntryState | null)?.productDetail;
  const shown = product !== null && entryProductId === product.id ? product : null;

  const open = useCallback(
    (next: CatalogProduct) => {
      setProduct(next);
      const state: DetailEntryState = { productDetail: next.id };
      void navigate({ pathname: location.pathname, search: location.search }, { state });
    },
    [navigate, location.pathname, location.search],
  );
  const close = useCallback(() => {
    if (entryProductId !== undefined) void navigate(-1);
    setProduct(null);
  }, [navigate, entryProductId]);
  return [shown, open, close];
}

function useFirstScreenPending(catalogId: number): boolean {
  const banners = useBanners(catalogId);
  const menus = useMenus(catalogId);
  const categories = useActiveCategories(catalogId);
  return banners.isPending || menus.isPending || categories.isPending;
}

function ShopCatalogView({ shop, slots }: { shop: CatalogShop; slots?: ShopPageSlots }) {
  const pending = useFirstScreenPending(shop.catalogId);
  const intl = useIntl();
  const headingId = useId();
  const recent = useRecentSearches();
  const categories = useBrowseCategories(shop.catalogId);
  const brands = useBrands(shop.countryId, shop.catalogId);
  const place = useCatalogUrlState(categories.data, brands.data);
  const { q, categoryId, brandId } = place;
  const [openProduct, setOpenProduct, closeProduct] = useProductDetailEntry();

  const filters = useMemo<ProductFilters>(
    () => ({ catalogId: shop.catalogId, q, categoryId, brandId }),
    [shop.catalogId, q, categoryId, brandId],
  );

  const cartControl = slots?.cartControl;
  const placement = useMemo(
    () => ({ catalogId: shop.catalogId, cartControl }),
    [shop.catalogId, cartControl],
  );

  return (
    <CartControlProvider placement={placement}>
      {pending && (
        <PendingFrame data-testid="shop-first-screen-pending">
          <Skeleton shape="rect" height="100%" />
        </PendingFrame>
      )}
      <FirstScreen $pending={pending} aria-hidden={pending || undefined}>
        {/* Search and categories first, then one compact slider, then the products: the first
            screen shows groceries, as the grocery apps shoppers know do. */}
        <SearchRow>
          <SearchBar value={place.term} onChange={place.setTerm} recent={recent} />
          {brands.data && (
            <BrandColumn>
              <BrandFilter brands={brands.data} selectedId={brandId} onSelect={place.setBrandId} />
            </BrandColumn>
          )}
        </SearchRow>
        <CatalogFilters
          catalogId={shop.catalogId}
          countryId={shop.countryId}
          categoryId={categoryId}
          onCategoryChange={place.setCategoryId}
        />
        <BannerSection catalogId={shop.catalogId} />
        <Products aria-labelledby={headingId}>
          <Heading id={headingId}>{intl.formatMessage(shopMessages.productsHeading)}</Heading>
          {place.resolving ? (
            <ProductGridSkeleton />
          ) : (
            <ProductResults
              filters={filters}
              countryId={shop.countryId}
              onOpen={setOpenProduct}
              onShowAll={place.showAll}
            />
          )}
        </Products>
      </FirstScreen>
      <ProductDetail product={openProduct} countryId={shop.countryId} onClose={closeProduct} />
    </CartControlProvider>
  );
}

// Drawn again only for another shop or its own state, not each time the screen above is.
const ShopCatalog = memo(ShopCatalogView);

/** The shop page: banners, search, filters, the product grid and the product detail. */
export function ShopScreen({ shopSlug, slots }: ShopScreenProps) {
  const intl = useIntl();
  const state = useCatalogShop(shopSlug);

  return (
    <Page data-testid="shop-page" data-shop-slug={shopSlug}>
      {state.status === 'ready' ? (
        <ShopCatalog key={state.shop.slug} shop={state.shop} slots={slots} />
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
