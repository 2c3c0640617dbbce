import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CatalogProduct } from '@barrio/shared/domain';
import { formatWeight, isSoldByWeight, quantityLimit } from '@barrio/shared/domain';
import { productMessages } from '../messages';

export interface ProductLimitsProps {
  product: CatalogProduct;
  className?: string;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The product's purchase limits: the quantity cap and how much of it gets the sale price. */
export function ProductLimits({ product, className }: ProductLimitsProps) {
  const intl = useIntl();
  const limit = quantityLimit(product);
  const perDelivery = (product.max_units_per_delivery ?? 0) > 0;
  const discountLimit = product['product-discount']?.max_units_per_order ?? 0;
  if (limit === null && discountLimit <= 0) return null;
  // A product sold by weight is limited in kilograms, as its cart line says ("Máximo 6 kg").
  const byWeight = isSoldByWeight(product);

  return (
    <List className={className} data-testid="product-limits">
      {limit !== null && (
        <li data-testid="product-limit">
          {byWeight
            ? intl.formatMessage(
                perDelivery
                  ? productMessages.limitPerDeliveryAmount
                  : productMessages.limitPerOrderAmount,
                { limit: formatWeight(limit) },
              )
            : intl.formatMessage(
                perDelivery ? productMessages.limitPerDelivery : productMessages.limitPerOrder,
                { limit },
              )}
        </li>
      )}
      {discountLimit > 0 && (
        <li data-testid="product-discount-limit">
          {byWeight
            ? intl.formatMessage(productMessages.discountLimitAmount, {
                limit: formatWeight(discountLimit),
              })
            : intl.formatMessage(productMessages.discountLimit, { limit: discountLimit })}
        </li>
      )}
    </List>
  );
}
