import { Button, Notice, Stack } from '@barrio/shared/design-system';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useReorder } from '../api/reorder-order';
import { myOrdersMessages } from '../messages';

export interface ReorderButtonProps {
  orderId: string;
  code: string;
}

/** One tap puts a past order back in the cart at today's prices, naming what could not come. */
export function ReorderButton({ orderId, code }: ReorderButtonProps) {
  const intl = useIntl();
  const reorder = useReorder();
  const plan = reorder.data;
  const list = (names: string[]) => intl.formatList(names, { type: 'conjunction' });

  return (
    <Stack gap="sm" data-testid="reorder">
      <div>
        <Button
          variant="secondary"
          data-testid="reorder-button"
          aria-label={intl.formatMessage(myOrdersMessages.reorderLabel, { code })}
          disabled={reorder.isPending}
          onClick={() => reorder.mutate(orderId)}
        >
          {intl.formatMessage(myOrdersMessages.reorder)}
        </Button>
      </div>
      {reorder.isError && (
        <Notice tone="error" onDismiss={() => reorder.reset()}>
          {intl.formatMessage(myOrdersMessages.reorderError)}
        </Notice>
      )}
      {plan && (
        <Notice
          tone={plan.unavailable.length + plan.limited.length > 0 ? 'warning' : 'success'}
          data-testid="reorder-result"
          onDismiss={() => reorder.reset()}
        >
          <Stack gap="xs">
            <span>
              {intl.formatMessage(myOrdersMessages.reorderAdded, { count: plan.lines.length })}
            </span>
            {plan.unavailable.length > 0 && (
              <span data-testid="reorder-unavailable">
                {intl.formatMessage(myOrdersMessages.reorderUnavailable, {
                  names: list(plan.unavailable.map((item) => item.name)),
                })}
              </span>
            )}
            {plan.limited.length > 0 && (
              <span data-testid="reorder-limited">
                {intl.formatMessage(myOrdersMessages.reorderLimited, {
                  items: list(
                    plan.limited.map((item) =>
                      intl.formatMessage(myOrdersMessages.reorderLimitedItem, {
                        name: item.name,
                        allowed: item.allowed,
                      }),
                    ),
                  ),
                })}
              </span>
            )}
            {plan.lines.length > 0 && plan.shop_slug && (
              <Link to={`/${plan.shop_slug}/mi-carrito`} data-testid="reorder-cart-link">
                {intl.formatMessage(myOrdersMessages.reorderGoToCart)}
              </Link>
            )}
          </Stack>
        </Notice>
      )}
    </Stack>
  );
}
