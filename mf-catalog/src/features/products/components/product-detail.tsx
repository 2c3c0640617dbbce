import { memo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Dialog, Price, productPriceProps } from '@barrio/shared/design-system';
import {
  formatUnitDisplay,
  type CatalogProduct,
  type RasterImageWidth,
} from '@barrio/shared/domain';
import { CartControlSlot } from '../cart-control-slot';
import { productMessages } from '../messages';
import { ProductImage } from './product-image';
import { ProductLimits } from './product-limits';

export interface ProductDetailProps {
  /** The product shown; null keeps the dialog closed. */
  product: CatalogProduct | null;
  countryId: number;
  onClose: () => void;
}

export const DETAIL_IMAGE_SIZE: RasterImageWidth = 320;

const Picture = styled.div`
  width: min(100%, ${DETAIL_IMAGE_SIZE}px);
  align-self: center;
`;

const Unit = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NotesTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Notes = styled.p`
  white-space: pre-line;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The product's detail in a dialog (no route of its own): notes, limits and adding to the cart. */
function ProductDetailView({ product, countryId, onClose }: ProductDetailProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      title={product?.name ?? ''}
      data-testid="product-detail"
    >
      {product && (
        <>
          <Picture>
            <ProductImage
              src={product['master-product'].image}
              alt={product.name}
              size={DETAIL_IMAGE_SIZE}
              eager
            />
          </Picture>
          <Unit data-testid="product-unit">
            {formatUnitDisplay(1, product.scale, product.unit_of_measurement.erp_name, intl.locale)}
          </Unit>
          <div data-testid="product-price">
            <Price {...productPriceProps(product, countryId)} size="lg" />
          </div>
          <ProductLimits product={product} />
          {product.notes && (
            <section data-testid="product-notes">
              <NotesTitle>{intl.formatMessage(productMessages.notes)}</NotesTitle>
              <Notes>{product.notes}</Notes>
            </section>
          )}
          <CartControlSlot product={product} layout="detail" />
        </>
      )}
    </Dialog>
  );
}

// The shop page renders again whenever the URL changes; the detail only with the product open.
export const ProductDetail = memo(ProductDetailView);
