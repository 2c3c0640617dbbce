import { useEffect, useReducer } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useBusSubscription } from '@barrio/shared/bus';
import { Button } from '@barrio/shared/design-system';
import { cartItemCount, formatMoney } from '@barrio/shared/domain';
import { useCart } from '../../../cart-store/hooks/use-cart';
import { cartMessages } from '../../../cart-store/messages';
import { cartBarMessages } from '../messages';
import { useShellContext } from '../../../shell-context/use-shell-context';
import { cartPath, cartRouteOf, checkoutPath } from '../../../shell-context/routes';
import { cartBarReducer } from '../cart-bar-state';
import { CartAddNotice } from './cart-add-notice';

export interface CartBarViewProps {
  shopSlug: string;
}

const Bar = styled.aside`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  padding-bottom: calc(${({ theme }) => theme.space.md} + env(safe-area-inset-bottom, 0px));
  /* On wide screens the total and the button line up with the page's 1200px content column
     instead of sitting at the far edges of the window. */
  padding-inline: max(
    ${({ theme }) => theme.space.lg},
    calc((100% - 1200px) / 2 + ${({ theme }) => theme.space.lg})
  );
  box-shadow: 0 -2px 8px rgba(0, 0, 0, 0.06);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -2px 12px rgba(0, 0, 0, 0.08);
`;

const Summary = styled.p`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Total = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The bar under every shop screen: inicial → continuar/volver → finalizar (SPEC §4). */
export function CartBarView({ shopSlug }: CartBarViewProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { countryId } = useShellContext();
  const { lines, quantity, total } = useCart();
  const [state, dispatch] = useReducer(cartBarReducer, 'inicial');
  const route = cartRouteOf(pathname, shopSlug);
  const empty = quantity === 0;

  useBusSubscription('cart:open-requested', () => dispatch({ type: 'open', cartEmpty: empty }));

  useEffect(() => {
    if (empty) dispatch({ type: 'cart-emptied' });
  }, [empty]);

  // On the cart page the shopper has already opened and continued: what is left is finishing.
  useEffect(() => {
    if (route !== 'cart' || empty) return;
    dispatch({ type: 'open', cartEmpty: false });
    dispatch({ type: 'continue' });
  }, [route, empty]);

  if (route === 'checkout') return null;

  return (
    <Bar
      data-testid="cart-bar"
      data-state={state}
      aria-label={intl.formatMessage(cartBarMessages.label)}
    >
      <CartAddNotice />
      {state === 'volver' ? (
        <Summary data-testid="cart-bar-empty">
          <strong>{intl.formatMessage(cartMessages.empty)}</strong>
          <Muted>{intl.formatMessage(cartBarMessages.emptyHint)}</Muted>
        </Summary>
      ) : (
        <Summary>
          <Total data-testid="cart-bar-total">{formatMoney(total, countryId)}</Total>
          <Muted data-testid="cart-bar-count">
            {intl.formatMessage(cartBarMessages.count, { count: cartItemCount(lines) })}
          </Muted>
        </Summary>
      )}
      {state === 'inicial' && (
        <Button
          data-testid="cart-bar-open"
          onClick={() => {
            dispatch({ type: 'open', cartEmpty: empty });
            // One tap opens a cart with products: inicial → continuar → the cart page at once,
            // rather than a first tap that only turned the bar into "Continuar".
            if (empty) return;
            dispatch({ type: 'continue' });
            void navigate(cartPath(shopSlug));
          }}
        >
          {intl.formatMessage(cartBarMessages.open)}
        </Button>
      )}
      {state === 'continuar' && (
        <Button
          data-testid="cart-bar-continue"
          onClick={() => {
            dispatch({ type: 'continue' });
            void navigate(cartPath(shopSlug));
          }}
        >
          {intl.formatMessage(cartBarMessages.continue)}
        </Button>
      )}
      {state === 'finalizar' && (
        <Button
          data-testid="cart-bar-checkout"
          onClick={() => void navigate(checkoutPath(shopSlug))}
        >
          {intl.formatMessage(cartBarMessages.finish)}
        </Button>
      )}
      {state === 'volver' && (
        <Button
          variant="secondary"
          data-testid="cart-bar-back"
          onClick={() => dispatch({ type: 'back' })}
        >
          {intl.formatMessage(cartBarMessages.back)}
        </Button>
      )}
    </Bar>
  );
}
