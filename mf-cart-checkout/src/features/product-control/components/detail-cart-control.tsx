import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, QuantityStepper } from '@barrio/shared/design-system';
import { formatWeight, type CatalogProduct } from '@barrio/shared/domain';
import type { ControlShop } from '../hooks/use-add-to-cart';
import { useProductControl } from '../hooks/use-product-control';
import { productControlMessages as messages } from '../messages';

export interface DetailCartControlProps extends ControlShop {
  product: CatalogProduct;
}

const CONFIRMATION_MS = 3000;

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  /* The add button takes the rest of the row: a bigger target for the thumb. */
  > button {
    flex: 1 1 160px;
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
 * The product detail's control: a quantity stepper bounded by what may still be added, and the button that adds it. A product
 * sold by weight steps by the shop's quantity rule (quarter kilos where decimals are on) and
 * reads as a weight ('500 g'); it starts at one kilo like any other product starts at one unit.
 */
export function DetailCartControl({ shopSlug, catalogId, product }: DetailCartControlProps) {
  const { intl, inCart, addToCart, rule, byWeight, allowed } = useProductControl(
    { shopSlug, catalogId },
    product,
  );
  const [requested, setRequested] = useState(1);
  const [added, setAdded] = useState<number | null>(null);
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

  if (!intl) return null;
  return (
    <Wrapper data-testid="add-to-cart-control">
      {inCart > 0 && (
        <InCart data-testid="in-cart-count" data-quantity={inCart}>
          {byWeight
            ? intl.formatMessage(messages.inCartWeight, { amount: formatWeight(inCart) })
            : intl.formatMessage(messages.inCart, { quantity: inCart })}
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
            showCap
            formatValue={byWeight ? formatWeight : undefined}
          />
          <Button
            type="button"
            data-testid="add-to-cart"
            aria-label={
              byWeight
                ? intl.formatMessage(messages.addWeightLabel, {
                    amount: formatWeight(quantity),
                    name: product.name,
                  })
                : intl.formatMessage(messages.addLabel, { quantity, name: product.name })
            }
            onClick={add}
          >
            {intl.formatMessage(messages.add)}
          </Button>
        </>
      ) : (
        <Note data-testid="limit-reached">{intl.formatMessage(messages.limitReached)}</Note>
      )}
      <Note role="status" data-testid="add-confirmation">
        {added === null
          ? ''
          : byWeight
            ? intl.formatMessage(messages.addedWeight, { amount: formatWeight(added) })
            : intl.formatMessage(messages.added, { quantity: added })}
      </Note>
    </Wrapper>
  );
}
