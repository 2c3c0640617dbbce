import { memo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, Price, productPriceProps } from '@barrio/shared/design-system';
import {
  formatUnitDisplay,
  type CatalogProduct,
  type RasterImageWidth,
} from '@barrio/shared/domain';
import { useKeptTap } from '@barrio/shared/first-view/use-kept-tap';
import { productMessages } from '../messages';
import { CartControlSlot } from '../cart-control-slot';
import { ProductImage } from './product-image';

export interface ProductCardProps {
  product: CatalogProduct;
  countryId: number;
  onOpen: (product: CatalogProduct) => void;
  /** Position in the whole result list, for assistive technology (the list is virtualised). */
  position: number;
  setSize: number;
}

export const CARD_IMAGE_SIZE: RasterImageWidth = 160;
/** The picture's shown height (and, square, its width): compact cards, as Picture lays it out. */
const CARD_PICTURE_PX = { phone: 92, wide: 112 } as const;
/**
 * For the browser's choice between the 160 and 320 px bitmaps (`sizes`): a little under the
 * 92–112 px shown, so that a phone of 1.75 device pixels per CSS pixel (and any desktop) takes
 * the 160 px one, and only screens of two and more the 320 px one.
 */
const CARD_IMAGE_SIZES = '88px';
/**
 * The cards on a phone's first screen (two rows of two; a desktop shows more). Their pictures
 * load at once, not lazily, since one of them is often the page's largest paint and a lazy
 * picture waits for layout before it is even asked for; and they hydrate with the page, while
 * the server-drawn cards after them come alive as they come near (product-grid).
 */
export const FIRST_SCREEN_CARDS = 4;

// The picture is a short band rather than a square: two rows of cards fit a phone's first
// screen under the search and the categories, as in the grocery apps shoppers know.
const Picture = styled.div`
  position: relative;

  [data-testid='product-image'] {
    aspect-ratio: auto;
    height: ${CARD_PICTURE_PX.phone}px;
  }

  ${({ theme }) => theme.media.md} {
    [data-testid='product-image'] {
      height: ${CARD_PICTURE_PX.wide}px;
    }
  }
`;

// The "+" (then the stepper) sits on the picture's lower corner, so the card keeps one height
// whether or not the product is in the cart.
const ControlCorner = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.xxs};
  bottom: ${({ theme }) => theme.space.xxs};
`;

const OpenButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

// Two lines at most, so that every card in a row has the same height.
const Name = styled.h2`
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

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

// Price, former price and discount share one line on a phone's card where they fit.
const PriceLine = styled.div`
  > span {
    column-gap: ${({ theme }) => theme.space.xs};
    align-items: center;
  }

  s {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

function ProductCardView({ product, countryId, onOpen, position, setSize }: ProductCardProps) {
  const intl = useIntl();
  // A tap on the name made before this card could run (the page hydrating, or the card not
  // alive yet further down) opens the product once it can.
  const keptTap = useKeptTap(`open:${product.id}`, () => onOpen(product));
  return (
    // A plain block, not an <article>: the grid is a list, and an article may not be a listitem.
    <Card
      padding="sm"
      role="listitem"
      aria-posinset={position}
      aria-setsize={setSize}
      data-testid="product-card"
      data-product-id={product.id}
      style={{ height: '100%' }}
    >
      <Picture>
        <ProductImage
          src={product['master-product'].image}
          alt=""
          size={CARD_IMAGE_SIZE}
          sizes={CARD_IMAGE_SIZES}
          eager={position <= FIRST_SCREEN_CARDS}
        />
        <ControlCorner>
          <CartControlSlot product={product} layout="card" />
        </ControlCorner>
      </Picture>
      <Body>
        <OpenButton
          {...keptTap}
          type="button"
          data-testid="product-open"
          aria-label={intl.formatMessage(productMessages.open, { name: product.name })}
          onClick={() => onOpen(product)}
        >
          <Name data-testid="product-name">{product.name}</Name>
        </OpenButton>
        <Unit data-testid="product-unit">
          {formatUnitDisplay(1, product.scale, product.unit_of_measurement.erp_name, intl.locale)}
        </Unit>
        <PriceLine data-testid="product-price">
          <Price {...productPriceProps(product, countryId)} size="sm" />
        </PriceLine>
      </Body>
    </Card>
  );
}

/**
 * One product in the grid, compact: picture, name, unit, price (and discount), and a "+" that
 * becomes a stepper once the product is in the cart. Limits and notes are in the detail sheet.
 */
export const ProductCard = memo(ProductCardView);
