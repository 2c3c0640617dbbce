import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { CatalogProduct } from '@barrio/shared/domain';
import { HydrationIsland } from '@barrio/shared/first-view/hydration-island';
import { PRODUCTS_PAGE_SIZE } from '../../../catalog-api/get-products';
import { CARD_GAP_PX, FITTING_COLUMNS_CSS, useColumnCount } from '../hooks/use-column-count';
import { useDocumentTop } from '../hooks/use-document-top';
import { preloadWindowRows, useWindowRows } from '../hooks/use-window-rows';
import { productMessages } from '../messages';
import { FIRST_SCREEN_CARDS, ProductCard } from './product-card';

export interface ProductGridProps {
  products: readonly CatalogProduct[];
  /** All matching products (from the first page), when the gateway tells it. */
  total: number | undefined;
  countryId: number;
  onOpen: (product: CatalogProduct) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

/**
 * A first guess of a row's height; each row is measured once rendered. Compact cards measure
 * 216 px on a phone and 236 px on a desktop; the guess also sizes the "near the viewport"
 * margin, so a stale, taller one fetched the second page before the first was scrolled.
 */
const ESTIMATED_ROW_HEIGHT = 230;
export const ROW_GAP_PX = CARD_GAP_PX;
/** Rows kept rendered above and below the viewport, so that fast scrolling shows no gaps. */
const OVERSCAN_ROWS = 3;
/** Ask for the next page when the last row near the viewport is this close to the end. */
const PREFETCH_ROWS = 4;

// While rows flow, the list is one grid whose columns CSS counts (the same count the script
// measures, use-column-count): the server's markup and the page hydrating it are laid out alike
// before any script has measured the list, and the rows are only groups of cards. Positioned,
// each row is a grid of its own, placed by its offset (inline style).
const Viewport = styled.div<{ $flowing: boolean }>`
  position: relative;
  width: 100%;
  ${({ $flowing }) =>
    $flowing &&
    css`
      display: grid;
      grid-template-columns: ${FITTING_COLUMNS_CSS};
      gap: ${ROW_GAP_PX}px;
      padding-bottom: ${ROW_GAP_PX}px;
    `}
`;

const Row = styled.div<{ $columns: number; $flowing: boolean }>`
  ${({ $flowing, $columns }) =>
    $flowing
      ? css`
          display: contents;
        `
      : css`
          left: 0;
          width: 100%;
          display: grid;
          grid-template-columns: repeat(${$columns}, minmax(0, 1fr));
          gap: ${ROW_GAP_PX}px;
          padding-bottom: ${ROW_GAP_PX}px;
        `}
`;

/**
 * Products in rows against the window's scroll. The first page flows as plain rows; from the
 * second page on, only the rows near the viewport are in the DOM, so a catalogue of ten
 * thousand products scrolls like one of twenty (use-window-rows).
 */
export function ProductGrid({
  products,
  total,
  countryId,
  onOpen,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: ProductGridProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLDivElement>(null);
  const columns = useColumnCount(listRef);
  const windowed = products.length > PRODUCTS_PAGE_SIZE;
  // Flowing rows need no offset: the list's place in the document is measured once windowed.
  const scrollMargin = useDocumentTop(listRef, windowed);
  const rowCount = Math.ceil(products.length / columns);
  const setSize = total ?? products.length;

  const { rows, height, measureRow, lastNearRow } = useWindowRows({
    listRef,
    rowCount,
    scrollMargin,
    windowed,
    estimatedRowHeight: ESTIMATED_ROW_HEIGHT,
    overscanRows: OVERSCAN_ROWS,
    rowGap: ROW_GAP_PX,
  });

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastNearRow >= rowCount - PREFETCH_ROWS) {
      fetchNextPage();
      // The second page makes the list long enough to window: its code comes with it.
      preloadWindowRows().catch(() => undefined);
    }
  }, [hasNextPage, isFetchingNextPage, lastNearRow, rowCount, fetchNextPage]);

  return (
    <Viewport
      ref={listRef}
      $flowing={height === undefined}
      role="list"
      aria-label={intl.formatMessage(productMessages.gridLabel)}
      aria-busy={isFetchingNextPage || undefined}
      data-testid="product-grid"
      data-columns={columns}
      data-layout={height === undefined ? 'flowing' : 'windowed'}
      style={{ height }}
    >
      {rows.map((row) => {
        const first = row.index * columns;
        return (
          <Row
            key={row.key}
            role="presentation"
            data-index={row.index}
            ref={measureRow}
            $columns={columns}
            $flowing={row.offset === null}
            style={
              row.offset === null
                ? undefined
                : { position: 'absolute', top: 0, transform: `translateY(${row.offset}px)` }
            }
          >
            {products.slice(first, first + columns).map((product, offset) => (
              // The first screen's cards hydrate with the page; the others, drawn by the
              // server as well, only as they come near (a phone's first screen shows four of
              // the first page's twenty-four).
              <HydrationIsland
                key={product.id}
                name={`product-card-${product.id}`}
                policy={first + offset < FIRST_SCREEN_CARDS ? 'eager' : 'visible'}
              >
                <ProductCard
                  product={product}
                  countryId={countryId}
                  onOpen={onOpen}
                  position={first + offset + 1}
                  setSize={setSize}
                />
              </HydrationIsland>
            ))}
          </Row>
        );
      })}
    </Viewport>
  );
}
