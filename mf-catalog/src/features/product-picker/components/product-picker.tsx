import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Notice, Skeleton, TextField } from '@barrio/shared/design-system';
import { formatMoney } from '@barrio/shared/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { productsQueryOptions } from '../../../catalog-api/get-products';
import { useDebouncedValue } from '../../../debounce/use-debounced-value';
import { useShop } from '../../../catalog-api/get-shop';
import { productPickerMessages } from '../messages';
import type { ProductPickerProps } from '@barrio/shared/contract';

// What the hosting screen learns of a pick (ids and a name, never a price to trust) is part of
// the exposed module's contract; excludeIds lists products the host already shows.
export type ProductPickerViewProps = ProductPickerProps;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Results = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 20rem;
  overflow-y: auto;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Price = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const MAX_SHOWN = 8;

/** Search the shop's catalogue and pick a product for another screen (the edit-order mode). */
export function ProductPickerView({ shopSlug, excludeIds = [], onPick }: ProductPickerViewProps) {
  const intl = useIntl();
  const shop = useShop(shopSlug, true);
  const [term, setTerm] = useState('');
  const q = useDebouncedValue(term.trim());
  const catalogId = shop.data?.catalog_id ?? null;
  const products = useInfiniteQuery({
    ...productsQueryOptions({ catalogId: catalogId ?? 0, q, categoryId: null, brandId: null }),
    enabled: catalogId !== null,
    placeholderData: keepPreviousData,
  });
  const found = (products.data?.pages[0]?.items ?? [])
    .filter((p) => !excludeIds.includes(p.id))
    .slice(0, MAX_SHOWN);

  return (
    <Panel data-testid="product-picker">
      <TextField
        label={intl.formatMessage(productPickerMessages.search)}
        type="search"
        data-testid="product-picker-search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      {(shop.isPending || (catalogId !== null && products.isPending)) && <Skeleton lines={3} />}
      {(shop.isError || products.isError) && (
        <Notice tone="error">{intl.formatMessage(productPickerMessages.error)}</Notice>
      )}
      {products.data && found.length === 0 && (
        <p>{intl.formatMessage(productPickerMessages.empty)}</p>
      )}
      {found.length > 0 && (
        <Results>
          {found.map((product) => (
            <Row key={product.id} data-testid="product-picker-option" data-product-id={product.id}>
              <span>
                {product.name}{' '}
                <Price>{formatMoney(product.price, shop.data?.country_id ?? 0)}</Price>
              </span>
              <Button
                variant="secondary"
                aria-label={intl.formatMessage(productPickerMessages.addLabel, {
                  name: product.name,
                })}
                onClick={() =>
                  onPick({
                    product_id: product.id,
                    name: product.name,
                    unit: product.unit_of_measurement.erp_name,
                  })
                }
              >
                {intl.formatMessage(productPickerMessages.add)}
              </Button>
            </Row>
          ))}
        </Results>
      )}
    </Panel>
  );
}
