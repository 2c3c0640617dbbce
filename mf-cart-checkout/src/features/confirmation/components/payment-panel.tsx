import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, Inline, Notice, Stack } from '@barrio/shared/design-system';
import { formatMoney } from '@barrio/shared/domain';
import { createPaymentLink } from '../../../card-payment/create-payment-link';
import { goToPaymentPage } from '../../../card-payment/go-to-payment-page';
import { useOrderPayment, useSwitchPaymentMethod } from '../api/order-payment';
import type { OrderConfirmation } from '../../../last-order/last-order';
import { confirmationMessages } from '../messages';

const PAYMENT_LINK = 7;

export interface PaymentPanelProps {
  order: OrderConfirmation;
  shopSlug: string;
}

/**
 * How the order is being paid: the card payment's result (with a retry or another method when
 * it did not go through), or the shop's account and the amount for transfer, Yape and BCP.
 */
export function PaymentPanel({ order, shopSlug }: PaymentPanelProps) {
  const intl = useIntl();
  const payment = useOrderPayment(order.id, order.payment_token);
  const switchMethod = useSwitchPaymentMethod(order.id, order.payment_token);
  const [retryFailed, setRetryFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);

  if (!payment.data) return null;
  const data = payment.data;
  const money = (value: number) => formatMoney(value, order.country_id);

  const retry = async () => {
    setRetrying(true);
    setRetryFailed(false);
    try {
      const link = await createPaymentLink({
        orderId: order.id,
        orderCode: order.code,
        paymentMethodId: PAYMENT_LINK,
        shopSlug,
        communityLeaderId: null,
        paymentToken: order.payment_token,
      });
      goToPaymentPage(link.url);
    } catch {
      setRetryFailed(true);
      setRetrying(false);
    }
  };

  const paid = data.payment_status === 'paid';
  const failed = data.state === 'declined' || data.state === 'expired';
  const byCard = data.payment_method_id === PAYMENT_LINK;
  const canPay = !paid && (data.can_retry || (byCard && data.state === null));
  // Cash and wallet orders have nothing to say about payment here.
  if (!paid && !byCard && !data.instructions && !failed) return null;
  return (
    <Card data-testid="payment-panel" data-state={data.state ?? 'none'}>
      <Stack gap="sm">
        {paid && (
          <Notice tone="success" data-testid="payment-paid">
            {intl.formatMessage(confirmationMessages.paymentPaid)}
          </Notice>
        )}
        {!paid && byCard && data.state === 'pending' && (
          <Notice tone="info" data-testid="payment-pending">
            {intl.formatMessage(confirmationMessages.paymentPending)}
            {data.link && (
              <>
                {' '}
                <a href={data.link.url}>{intl.formatMessage(confirmationMessages.payNow)}</a>
              </>
            )}
          </Notice>
        )}
        {!paid && failed && (
          <Notice tone="warning" data-testid="payment-failed">
            {intl.formatMessage(
              data.state === 'declined'
                ? confirmationMessages.paymentDeclined
                : confirmationMessages.paymentExpired,
            )}
          </Notice>
        )}
        {data.instructions && (
          <p data-testid="payment-instructions">
            {intl.formatMessage(confirmationMessages.payTo, {
              amount: money(data.instructions.amount.value),
              holder: data.instructions.holder,
              account: [data.instructions.bank, data.instructions.account]
                .filter(Boolean)
                .join(' '),
            })}
          </p>
        )}
        {canPay && (
          <div>
            <Button onClick={() => void retry()} loading={retrying} data-testid="payment-retry">
              {intl.formatMessage(
                data.state === null
                  ? confirmationMessages.payNow
                  : confirmationMessages.retryPayment,
              )}
            </Button>
          </div>
        )}
        {failed && data.switch_to.length > 0 && (
          <Stack gap="xs">
            <p>{intl.formatMessage(confirmationMessages.switchTitle)}</p>
            <Inline>
              {data.switch_to.map((id) => (
                <Button
                  key={id}
                  variant="secondary"
                  onClick={() => switchMethod.mutate(id)}
                  loading={switchMethod.isPending && switchMethod.variables === id}
                  data-testid={`payment-switch-${id}`}
                >
                  {intl.formatMessage(confirmationMessages.methodName, { method: String(id) })}
                </Button>
              ))}
            </Inline>
          </Stack>
        )}
        {(retryFailed || switchMethod.isError) && (
          <Notice tone="error">{intl.formatMessage(confirmationMessages.paymentError)}</Notice>
        )}
      </Stack>
    </Card>
  );
}
