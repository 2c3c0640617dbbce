import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Notice, Stack } from '@barrio/shared/design-system';
import { trySupportLink } from '@barrio/shared/countries';
import { PICKUP_HOUR_LABEL, formatMoney } from '@barrio/shared/domain';
import { OrderItems } from '../../../cart-store/components/order-items';
import { shopPath } from '../../../shell-context/routes';
import { readOrderConfirmation, type OrderConfirmation } from '../../../last-order/last-order';
import { confirmationMessages } from '../messages';
import { PaymentPanel } from './payment-panel';

export interface ConfirmationViewProps {
  shopSlug: string;
}

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Code = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.2em;
  overflow-wrap: anywhere;
`;

// The next steps are plain links, but each gets a full 44px row so a thumb cannot miss it.
const Actions = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: flex-start;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/**
 * Where the order is collected: the point the gateway stored with the order, else (an order
 * without a point, or one saved before the order carried it) what the checkout chose.
 */
function pickupPlace(order: OrderConfirmation): string {
  if (order.pickup_point) return `${order.pickup_point.name} · ${order.pickup_point.address}`;
  if (order.delivery.mode !== 'pickup') return '';
  return [order.delivery.name, order.delivery.address].filter(Boolean).join(', ');
}

/** SPEC §4's success: the order code, total, 6pm pickup or the address, delivery code, support. */
export function ConfirmationView({ shopSlug }: ConfirmationViewProps) {
  const intl = useIntl();
  const [order] = useState(readOrderConfirmation);

  if (!order) {
    return (
      <Page data-testid="confirmation-page">
        <Card data-testid="confirmation-empty">
          <p>{intl.formatMessage(confirmationMessages.none)}</p>
          <Link to={shopPath(shopSlug)}>{intl.formatMessage(confirmationMessages.backToShop)}</Link>
        </Card>
      </Page>
    );
  }

  // The chatbot's start code is preferred; a country with only a phone still gets the chat.
  const chatbot = trySupportLink(order.country_id, 'chatbot');
  const support = chatbot.ok ? chatbot : trySupportLink(order.country_id, 'whatsapp');
  const place = pickupPlace(order);
  const day = order.selected_delivery_date ?? null;

  return (
    <Page data-testid="confirmation-page">
      <Title>{intl.formatMessage(confirmationMessages.title)}</Title>
      <Card>
        <Stack gap="sm">
          <p data-testid="confirmation-code" data-code={order.code}>
            {intl.formatMessage(confirmationMessages.code, { code: order.code })}
          </p>
          <OrderItems
            lines={order.lines}
            countryId={order.country_id}
            testId="confirmation-items"
          />
          <p data-testid="confirmation-total">
            {intl.formatMessage(confirmationMessages.total, {
              amount: formatMoney(order.total.value, order.country_id),
            })}
          </p>
          {day && (
            <p data-testid="confirmation-day">
              {intl.formatMessage(confirmationMessages.day, {
                date: intl.formatDate(Date.UTC(day.year, day.month - 1, day.day), {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                  timeZone: 'UTC',
                }),
              })}
            </p>
          )}
          {order.delivery.mode === 'pickup' ? (
            <p data-testid="confirmation-pickup">
              {intl.formatMessage(confirmationMessages.pickup, { hour: PICKUP_HOUR_LABEL, place })}
            </p>
          ) : (
            <p data-testid="confirmation-delivery-address">
              {intl.formatMessage(confirmationMessages.delivery, {
                address: order.delivery.address,
              })}
            </p>
          )}
        </Stack>
      </Card>
      <PaymentPanel order={order} shopSlug={shopSlug} />
      {order.payment_link_failed && (
        <Notice tone="warning" data-testid="confirmation-payment-link-failed">
          {intl.formatMessage(confirmationMessages.paymentLinkFailed)}
        </Notice>
      )}
      {order.delivery_code && (
        <Card data-testid="confirmation-delivery-code">
          <p>{intl.formatMessage(confirmationMessages.deliveryCode)}</p>
          <Code>{order.delivery_code}</Code>
          <p>{intl.formatMessage(confirmationMessages.deliveryCodeHint)}</p>
        </Card>
      )}
      <Actions>
        {support.ok && (
          <a
            href={support.url}
            target="_blank"
            rel="noreferrer"
            data-testid="confirmation-support-link"
          >
            {intl.formatMessage(confirmationMessages.support)}
          </a>
        )}
        <Link to={`${shopPath(shopSlug)}/mis-pedidos`} data-testid="confirmation-my-orders">
          {intl.formatMessage(confirmationMessages.myOrders)}
        </Link>
        <Link to={shopPath(shopSlug)} data-testid="confirmation-back">
          {intl.formatMessage(confirmationMessages.backToShop)}
        </Link>
      </Actions>
    </Page>
  );
}
