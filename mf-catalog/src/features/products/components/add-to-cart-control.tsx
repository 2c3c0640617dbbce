import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, QuantityStepper } from '@barrio/shared/design-system';
import { useDecimalQuantities } from '@barrio/shared/bus';
import {
  allowedQuantity,
  floorToStep,
  formatWeight,
  isSoldByWeight,
  quantityRule,
  type CatalogProduct,
} from '@barrio/shared/domain';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { productMessages } from '../messages';

export interface AddToCartControlProps {
  product: CatalogProduct;
  /** Units of this product already in the cart. */
  inCart: number;
  /** 'card' keeps it compact for the grid; 'detail' also states the cap under the stepper. */
  layout?: 'card' | 'detail';
}

const CONFIRMATION_MS = 3000;

const Wrapper = styled.div<{ $detail: boolean }>`
  display: flex;
  flex-direction: ${({ $detail }) => ($detail ? 'row' : 'column')};
  flex-wrap: wrap;
  align-items: ${({ $detail }) => ($detail ? 'center' : 'stretch')};
  gap: ${({ theme }) => theme.space.sm};

  /* In the detail the add button takes the rest of the row: a bigger target for the thumb. */
  > button {
    flex: ${({ $detail }) => ($detail ? '1 1 160px' : 'none')};
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const InCart = styled(Note)`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * A quantity stepper bounded by what may still be added, and the button that adds it. A product
 * sold by weight steps by the shop's quantity rule (quarter kilos where decimals are on) and
 * reads as a weight ('500 g'); it starts at one kilo like any other product starts at one unit.
 */
export function AddToCartControl({ product, inCart, layout = 'card' }: AddToCartControlProps) {
  const intl = useIntl();
  const addToCart = useAddToCart();
  const rule = quantityRule(product, useDecimalQuantities());
  // Quarter kilos read as weights ('500 g'); whole kilos keep the plain count of other units.
  const byWeight = isSoldByWeight(product) && rule.step < 1;
  const [requested, setRequested] = useState(1);
  const [added, setAdded] = useState<number | null>(null);
  const allowed = floorToStep(rule, allowedQuantity(product, inCart));
  // The cart may fill up from elsewhere (the cart page, another tab): never show more than fits.
  const quantity = Math.max(rule.min, Math.min(requested, allowed));

  useEffect(() => {
    if (added === null) return undefined;
    const timer = setTimeout(() => setAdded(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const add = () => {
    const sent = addToCart(product, quantity, inCart);
    if (sent > 0) {
      setAdded(sent);
      setRequested(1);
    }
  };

  return (
    <Wrapper $detail={layout === 'detail'} data-testid="add-to-cart-control">
      {inCart > 0 && (
        <InCart data-testid="in-cart-count" data-quantity={inCart}>
          {byWeight
            ? intl.formatMessage(productMessages.inCartWeight, { amount: formatWeight(inCart) })
            : intl.formatMessage(productMessages.inCart, { quantity: inCart })}
        </InCart>
      )}
      {allowed > 0 ? (
        <>
          <QuantityStepper
            value={quantity}
            onChange={setRequested}
            itemLabel={product.name}
            min={rule.min}
            step={rule.step}
            max={Number.isFinite(allowed) ? allowed : null}
            showCap={layout === 'detail'}
            formatValue={byWeight ? formatWeight : undefined}
          />
          <Button
            type="button"
            data-testid="add-to-cart"
            fullWidth={layout === 'card'}
            aria-label={
              byWeight
                ? intl.formatMessage(productMessages.addWeightLabel, {
                    amount: formatWeight(quantity),
                    name: product.name,
                  })
                : intl.formatMessage(productMessages.addLabel, { quantity, name: product.name })
            }
            onClick={add}
          >
            {intl.formatMessage(productMessages.add)}
          </Button>
        </>
      ) : (
        <Note data-testid="limit-reached">{intl.formatMessage(productMessages.limitReached)}</Note>
      )}
      <Note role="status" data-testid="add-confirmation">
        {added === null
          ? ''
          : byWeight
            ? intl.formatMessage(productMessages.addedWeight, { amount: formatWeight(added) })
            : intl.formatMessage(productMessages.added, { quantity: added })}
      </Note>
    </Wrapper>
  );
}
