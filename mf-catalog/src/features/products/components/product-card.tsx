import { memo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, Price, productPriceProps } from '@barrio/shared/design-system';
import { formatUnitDisplay, type CatalogProduct } from '@barrio/shared/domain';
import { productMessages } from '../messages';
import { AddToCartControl } from './add-to-cart-control';
import { ProductImage } from './product-image';
import { ProductLimits } from './product-limits';

export interface ProductCardProps {
  product: CatalogProduct;
  countryId: number;
  inCart: number;
  onOpen: (product: CatalogProduct) => void;
  /** Position in the whole result list, for assistive technology (the list is virtualised). */
  position: number;
  setSize: number;
}

export const CARD_IMAGE_SIZE = 160;
/**
 * The cards whose pictures are on the first screen (two rows of two on a phone): loaded at
 * once, not lazily, since one of them is often the page's largest paint and a lazy picture
 * waits for layout before it is even asked for.
 */
export const EAGER_CARD_IMAGES = 4;

const OpenButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

// Two lines at most, so that every card in a row has the same height.
const Name = styled.h3`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-height: 2.6em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.3;
`;

const Unit = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Prices sit right under the unit on every card, and the add control is pinned to the
// card's foot, so prices and buttons each line up across a row whatever the name's length.
const Bottom = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  > [data-testid='add-to-cart-control'] {
    margin-top: auto;
  }
`;

function ProductCardView({
  product,
  countryId,
  inCart,
  onOpen,
  position,
  setSize,
}: ProductCardProps) {
  const intl = useIntl();
  return (
    <Card
      as="article"
      padding="md"
      role="listitem"
      aria-posinset={position}
      aria-setsize={setSize}
      data-testid="product-card"
      data-product-id={product.id}
      style={{ height: '100%' }}
    >
      <OpenButton
        type="button"
        data-testid="product-open"
        aria-label={intl.formatMessage(productMessages.open, { name: product.name })}
        onClick={() => onOpen(product)}
      >
        <ProductImage
          src={product['master-product'].image}
          alt=""
          size={CARD_IMAGE_SIZE}
          eager={position <= EAGER_CARD_IMAGES}
        />
        <Name data-testid="product-name">{product.name}</Name>
      </OpenButton>
      <Unit data-testid="product-unit">
        {formatUnitDisplay(1, product.scale, product.unit_of_measurement.erp_name, intl.locale)}
      </Unit>
      <Bottom>
        <div data-testid="product-price">
          <Price {...productPriceProps(product, countryId)} size="sm" />
        </div>
        <ProductLimits product={product} />
        <AddToCartControl product={product} inCart={inCart} />
      </Bottom>
    </Card>
  );
}

/** One product in the grid: picture, name, unit, price, limits and the add-to-cart control. */
export const ProductCard = memo(ProductCardView);
