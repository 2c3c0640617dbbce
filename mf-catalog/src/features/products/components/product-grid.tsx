import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { CatalogProduct } from '@barrio/shared/domain';
import { useColumnCount } from '../hooks/use-column-count';
import { useDocumentTop } from '../hooks/use-document-top';
import { productMessages } from '../messages';
import { ProductCard } from './product-card';

export interface ProductGridProps {
  products: readonly CatalogProduct[];
  /** All matching products (from the first page), when the gateway tells it. */
  total: number | undefined;
  countryId: number;
  cartQuantities: ReadonlyMap<number, number>;
  onOpen: (product: CatalogProduct) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

/** A first guess of a row's height; each row is measured once rendered. */
export const ESTIMATED_ROW_HEIGHT = 400;
export const ROW_GAP_PX = 12;
/** Rows kept rendered above and below the viewport, so that fast scrolling shows no gaps. */
const OVERSCAN_ROWS = 3;
/** Ask for the next page when the last rendered row is this close to the end. */
const PREFETCH_ROWS = 4;

const Viewport = styled.div`
  position: relative;
  width: 100%;
`;

const Row = styled.div<{ $columns: number }>`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${ROW_GAP_PX}px;
  padding-bottom: ${ROW_GAP_PX}px;
`;

function windowRect(): { width: number; height: number } {
  return typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };
}

/**
 * Products in rows virtualised against the window's scroll: only the rows near the viewport
 * are in the DOM, so a catalogue of ten thousand products scrolls like one of twenty.
 */
export function ProductGrid({
  products,
  total,
  countryId,
  cartQuantities,
  onOpen,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: ProductGridProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLDivElement>(null);
  const columns = useColumnCount(listRef);
  const scrollMargin = useDocumentTop(listRef);
  const rowCount = Math.ceil(products.length / columns);
  const setSize = total ?? products.length;

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    // The window's size is known before the first render: the first products render with the
    // page (in its interruptible render), rather than in a second, blocking one once the
    // virtualizer has measured a window it took to be empty.
    initialRect: windowRect(),
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows[rows.length - 1]?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastRendered >= rowCount - PREFETCH_ROWS) {
      fetchNextPage();
    }
  }, [hasNextPage, isFetchingNextPage, lastRendered, rowCount, fetchNextPage]);

  return (
    <Viewport
      ref={listRef}
      role="list"
      aria-label={intl.formatMessage(productMessages.gridLabel)}
      aria-busy={isFetchingNextPage || undefined}
      data-testid="product-grid"
      data-columns={columns}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const first = row.index * columns;
        return (
          <Row
            key={row.key}
            role="presentation"
            data-index={row.index}
            ref={virtualizer.measureElement}
            $columns={columns}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {products.slice(first, first + columns).map((product, offset) => (
              <ProductCard
                key={product.id}
                product={product}
                countryId={countryId}
                inCart={cartQuantities.get(product.id) ?? 0}
                onOpen={onOpen}
                position={first + offset + 1}
                setSize={setSize}
              />
            ))}
          </Row>
        );
      })}
    </Viewport>
  );
}
