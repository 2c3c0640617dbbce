import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Stack } from '@barrio/shared/design-system';
import { summarizeCart } from '../../../cart-store/cart-summary';
import { useCart } from '../../../cart-store/hooks/use-cart';
import { cartMessages } from '../../../cart-store/messages';
import { cartPageMessages } from '../messages';
import { checkoutPath, shopPath } from '../../../shell-context/routes';
import { useShellContext } from '../../../shell-context/use-shell-context';
import { CartLineItem } from './cart-line-item';
import { CartSummaryCard } from './cart-summary-card';

export interface CartPageViewProps {
  shopSlug: string;
}

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

// A full-height row, centred under the pay button, so the way back is easy to hit.
const KeepShopping = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export function CartPageView({ shopSlug }: CartPageViewProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { countryId, shop } = useShellContext();
  const { lines, actions } = useCart();
  const summary = summarizeCart(lines, shop?.products_with_min_order_value === true);

  if (lines.length === 0) {
    return (
      <Page data-testid="cart-page">
        <Title>{intl.formatMessage(cartPageMessages.title)}</Title>
        <Card data-testid="cart-empty">
          <p>{intl.formatMessage(cartMessages.empty)}</p>
          <Link to={shopPath(shopSlug)} data-testid="cart-keep-shopping">
            {intl.formatMessage(cartPageMessages.keepShopping)}
          </Link>
        </Card>
      </Page>
    );
  }

  return (
    <Page data-testid="cart-page">
      <Title>{intl.formatMessage(cartPageMessages.title)}</Title>
      <Lines>
        {lines.map((line) => (
          <CartLineItem
            key={line.productid}
            line={line}
            countryId={countryId}
            onQuantityChange={(quantity) => actions.setQuantity(line.productid, quantity)}
            onNotesChange={(notes) => actions.setNotes(line.productid, notes)}
            onRemove={() => actions.remove(line.productid)}
          />
        ))}
      </Lines>
      <CartSummaryCard summary={summary} countryId={countryId} />
      <Stack gap="sm">
        <Button
          size="lg"
          fullWidth
          data-testid="cart-go-to-checkout"
          disabled={summary.missing > 0}
          onClick={() => void navigate(checkoutPath(shopSlug))}
        >
          {intl.formatMessage(cartPageMessages.goToCheckout)}
        </Button>
        <KeepShopping to={shopPath(shopSlug)} data-testid="cart-keep-shopping">
          {intl.formatMessage(cartPageMessages.keepShopping)}
        </KeepShopping>
      </Stack>
    </Page>
  );
}
