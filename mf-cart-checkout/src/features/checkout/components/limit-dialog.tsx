import { useIntl } from 'react-intl';
import { Button, Dialog } from '@barrio/shared/design-system';
import { formatWeight, isSoldByWeight, type CartLine } from '@barrio/shared/domain';
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
  const lineOf = (productId: number) => lines.find((line) => line.productid === productId);
  const nameOf = (productId: number) => lineOf(productId)?.nombre ?? String(productId);
  // A product sold by weight reads its amounts as weights ('750 g'), others as plain numbers.
  const amountOf = (productId: number, amount: number) => {
    const line = lineOf(productId);
    return line && isSoldByWeight(line.datos_producto)
      ? formatWeight(amount)
      : intl.formatNumber(amount);
  };
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
              requested: amountOf(limit.product_id, limit.requested),
              allowed: amountOf(limit.product_id, limit.allowed),
            })}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
