import { formatMoney } from '@barrio/shared/domain';
import type { CancelReason } from '@barrio/shared/domain';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '../../../order/api/order-schema';
import { myOrdersMessages } from '../messages';
import { CANCEL_REASON_LABELS } from './cancel-order-dialog';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Why a canceled order was canceled, and what went back to the wallet after a cancel or an edit. */
export function OrderOutcome({ order }: { order: Order }) {
  const intl = useIntl();
  const refund = order.refund_total?.value ?? 0;
  const reason = order.status === 'canceled' ? order.cancel_reason : null;
  if (!reason && refund <= 0) return null;
  return (
    <>
      {reason && (
        <Muted data-testid="order-cancel-reason">
          {intl.formatMessage(myOrdersMessages.cancelReasonShown, {
            reason: Object.hasOwn(CANCEL_REASON_LABELS, reason)
              ? intl.formatMessage(CANCEL_REASON_LABELS[reason as CancelReason])
              : reason,
          })}
        </Muted>
      )}
      {refund > 0 && (
        <Muted data-testid="order-refund">
          {intl.formatMessage(myOrdersMessages.refundShown, {
            amount: formatMoney(refund, order.country_id),
          })}
        </Muted>
      )}
    </>
  );
}
