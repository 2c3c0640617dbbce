import { useCallback } from 'react';
import styled from 'styled-components';
import { QuantityStepper } from '@barrio/shared/design-system';
import { bus } from '@barrio/shared/bus';
import { useKeptTap } from '@barrio/shared/first-view/use-kept-tap';
import { formatWeight, type CatalogProduct } from '@barrio/shared/domain';
import type { ControlShop } from '../hooks/use-add-to-cart';
import { useProductControl } from '../hooks/use-product-control';
import { productControlMessages as messages } from '../messages';

export interface CardCartControlProps extends ControlShop {
  product: CatalogProduct;
}

// A round "+" the thumb finds at the picture's corner, as grocery apps place it.
const AddButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 1.5rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  box-shadow: 0 2px 6px rgba(0, 0, 0, 0.25);
  cursor: pointer;
  touch-action: manipulation;
`;

const Stepper = styled(QuantityStepper)`
  box-shadow: 0 2px 6px rgba(0, 0, 0, 0.2);
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Wrapper = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * The card's one control: a "+" that adds the product's first step (one unit, or one kilo), then
 * a − n + stepper over what the cart holds. Each tap changes the cart at once; "−" at the first
 * step takes the product out. The cap and the notes are read in the detail sheet.
 */
export function CardCartControl({ shopSlug, catalogId, product }: CardCartControlProps) {
  const { intl, inCart, addToCart, rule, byWeight, allowed } = useProductControl(
    { shopSlug, catalogId },
    product,
  );
  const first = Math.max(rule.min, 1);
  const amount = Math.min(first, allowed);
  // A "+" tapped on the server's markup, before this card could run, adds once it can.
  const keptTap = useKeptTap(inCart <= 0 && amount > 0 ? `add:${product.id}` : null, () =>
    addToCart(product, amount, 0),
  );

  const change = useCallback(
    (next: number) => {
      const delta = next - inCart;
      if (delta > 0) addToCart(product, delta, inCart);
      else if (delta < 0) {
        // Below the first step the line goes: a kilo product does not stay at a quarter kilo.
        const quantity = next < rule.min ? -inCart : delta;
        bus.publish('cart:add-requested', { productId: product.id, quantity, shopSlug });
      }
    },
    [addToCart, inCart, product, rule.min, shopSlug],
  );

  // Only until the cart's messages arrive on a page the browser draws alone (they come with
  // the cart bar, on every shop screen): a "+" without its label would say nothing to a reader.
  if (!intl) return null;

  if (inCart <= 0) {
    return (
      <Wrapper data-testid="add-to-cart-control">
        <AddButton
          {...keptTap}
          type="button"
          data-testid="add-to-cart"
          disabled={amount <= 0}
          aria-label={
            byWeight
              ? intl.formatMessage(messages.addWeightLabel, {
                  amount: formatWeight(amount),
                  name: product.name,
                })
              : intl.formatMessage(messages.addLabel, {
                  quantity: amount,
                  name: product.name,
                })
          }
          onClick={() => addToCart(product, amount, 0)}
        >
          <span aria-hidden="true">+</span>
        </AddButton>
      </Wrapper>
    );
  }

  return (
    <Wrapper data-testid="add-to-cart-control">
      <Stepper
        value={inCart}
        onChange={change}
        itemLabel={product.name}
        min={0}
        step={rule.step}
        max={inCart + allowed}
        showCap={false}
        formatValue={byWeight ? formatWeight : undefined}
      />
      {/* What the cart holds, as the cart's other views word it; the stepper shows it. */}
      <span hidden data-testid="in-cart-count" data-quantity={inCart}>
        {byWeight
          ? intl.formatMessage(messages.inCartWeight, { amount: formatWeight(inCart) })
          : intl.formatMessage(messages.inCart, { quantity: inCart })}
      </span>
    </Wrapper>
  );
}
