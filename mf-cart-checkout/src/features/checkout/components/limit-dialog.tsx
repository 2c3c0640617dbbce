import { useIntl } from 'react-intl';
import { Button, Dialog } from '@barrio/shared/design-system';
import type { CartLine } from '@barrio/shared/domain';
import { checkoutMessages } from '../messages';
import type { LimitAnswer } from '../order-outcome';

export interface LimitDialogProps {
  limits: LimitAnswer[];
  lines: readonly CartLine[];
  onApply: () => void;
  onClose: () => void;
}

/** The order's limit answer: what was asked, what is allowed, and a button to adjust. */
export function LimitDialog({ limits, lines, onApply, onClose }: LimitDialogProps) {
  const intl = useIntl();
  const nameOf = (productId: number) =>
    lines.find((line) => line.productid === productId)?.nombre ?? String(productId);
  return (
    <Dialog
      open
      onClose={onClose}
      data-testid="checkout-limit-dialog"
      title={intl.formatMessage(checkoutMessages.limitTitle)}
      description={intl.formatMessage(checkoutMessages.limitDescription)}
      footer={
        <Button data-testid="checkout-limit-apply" onClick={onApply}>
          {intl.formatMessage(checkoutMessages.limitApply)}
        </Button>
      }
    >
      <ul>
        {limits.map((limit) => (
          <li
            key={limit.product_id}
            data-testid="checkout-limit-line"
            data-product-id={limit.product_id}
          >
            {intl.formatMessage(checkoutMessages.limitLine, {
              name: nameOf(limit.product_id),
              requested: limit.requested,
              allowed: limit.allowed,
            })}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
