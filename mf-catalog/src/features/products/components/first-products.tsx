import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CatalogProduct } from '@barrio/shared/domain';
import { MIN_CARD_WIDTH_PX, MIN_COLUMNS } from '../hooks/use-column-count';
import { productMessages } from '../messages';
import { ROW_GAP_PX } from './product-grid';
import { ProductCard } from './product-card';
import { Summary } from './product-results';

export interface FirstProductsProps {
  products: readonly CatalogProduct[];
  total: number | undefined;
  countryId: number;
}

// The browser's grid counts its columns from its width in script (use-column-count); without
// script, CSS gives the same count: as many columns of at least MIN_CARD_WIDTH_PX as fit,
// never fewer than MIN_COLUMNS.
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(
      min(${MIN_CARD_WIDTH_PX - ROW_GAP_PX}px, calc((100% - ${ROW_GAP_PX}px) / ${MIN_COLUMNS})),
      1fr
    )
  );
  gap: ${ROW_GAP_PX}px;
`;

const noop = () => undefined;

/**
 * The first page of products as plain rows, for the first view rendered on the server: the
 * browser's virtualised grid measures the window, which a server does not have.
 */
export function FirstProducts({ products, total, countryId }: FirstProductsProps) {
  const intl = useIntl();
  const setSize = total ?? products.length;
  return (
    <section data-testid="product-results">
      <Summary role="status" data-testid="product-total">
        {intl.formatMessage(productMessages.total, { total: setSize })}
      </Summary>
      <Grid
        role="list"
        aria-label={intl.formatMessage(productMessages.gridLabel)}
        data-testid="product-grid"
      >
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            countryId={countryId}
            inCart={0}
            onOpen={noop}
            position={index + 1}
            setSize={setSize}
          />
        ))}
      </Grid>
    </section>
  );
}
