import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '@barrio/shared/i18n';
import { Button, Notice, useFirstArrivalInSlices } from '@barrio/shared/design-system';
import type { CatalogProduct } from '@barrio/shared/domain';
import { useSearchTracking } from '../../../search-analytics/use-search-tracking';
import { useProducts, type ProductFilters } from '../../../catalog-api/get-products';
import { productMessages } from '../messages';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';

export interface ProductResultsProps {
  filters: ProductFilters;
  countryId: number;
  onOpen: (product: CatalogProduct) => void;
  /** Clears the search and the filters (offered by the empty state). */
  onShowAll: () => void;
}

export const Summary = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

/** The products for the current search and filters, in all their states. */
export function ProductResults({ filters, countryId, onOpen, onShowAll }: ProductResultsProps) {
  const intl = useIntl();
  const query = useProducts(filters);
  const { fetchNextPage } = query;
  const products = useMemo(
    () => query.data?.pages.flatMap((page) => page.items) ?? [],
    [query.data],
  );
  const total = query.data?.pages[0]?.total;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  useSearchTracking(
    filters.q,
    query.isSuccess && !query.isPlaceholderData ? (total ?? products.length) : null,
  );

  // The first page of products is drawn in slices (see the hook): forty cards at once were one
  // long task on a slow phone.
  const arrived = useFirstArrivalInSlices(query.data);

  if (query.isPending || (query.isSuccess && arrived === null)) return <ProductGridSkeleton />;

  if (query.isError && !query.isFetchNextPageError) {
    return (
      <Notice
        tone="error"
        data-testid="catalog-error"
        action={
          <Button
            variant="secondary"
            data-testid="catalog-retry"
            onClick={() => void query.refetch()}
          >
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        }
      >
        {intl.formatMessage(productMessages.error)}
      </Notice>
    );
  }

  if (products.length === 0) {
    const filtered = filters.categoryId !== null || filters.brandId !== null;
    const message =
      filters.q !== ''
        ? intl.formatMessage(productMessages.emptySearch, { term: filters.q })
        : filtered
          ? intl.formatMessage(productMessages.emptyFiltered)
          : intl.formatMessage(productMessages.emptyCatalog);
    return (
      <Empty data-testid="catalog-empty" role="status">
        <p>{message}</p>
        {filters.q !== '' && <p>{intl.formatMessage(productMessages.emptyHint)}</p>}
        {(filters.q !== '' || filtered) && (
          <Button variant="secondary" data-testid="catalog-show-all" onClick={onShowAll}>
            {intl.formatMessage(productMessages.showAll)}
          </Button>
        )}
      </Empty>
    );
  }

  return (
    <section aria-busy={query.isPlaceholderData || undefined} data-testid="product-results">
      <Summary role="status" data-testid="product-total">
        {intl.formatMessage(productMessages.total, { total: total ?? products.length })}
      </Summary>
      <ProductGrid
        products={products}
        total={total}
        countryId={countryId}
        onOpen={onOpen}
        hasNextPage={query.hasNextPage && !query.isFetchNextPageError}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={loadMore}
      />
      <Footer>
        {query.isFetchingNextPage ? (
          <p role="status" data-testid="product-loading-more">
            {intl.formatMessage(productMessages.loadingMore)}
          </p>
        ) : query.isFetchNextPageError ? (
          <Notice
            tone="error"
            data-testid="catalog-error-more"
            action={
              <Button variant="secondary" data-testid="catalog-retry-more" onClick={loadMore}>
                {intl.formatMessage(commonMessages.retry)}
              </Button>
            }
          >
            {intl.formatMessage(productMessages.errorMore)}
          </Notice>
        ) : query.hasNextPage ? (
          <Button variant="secondary" data-testid="load-more" onClick={loadMore}>
            {intl.formatMessage(productMessages.loadMore)}
          </Button>
        ) : null}
      </Footer>
    </section>
  );
}
