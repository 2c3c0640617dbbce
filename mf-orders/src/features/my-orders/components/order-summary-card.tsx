import { Card, Inline } from '@barrio/shared/design-system';
import { formatMoney } from '@barrio/shared/domain';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Order } from '../../../order/api/order-schema';
import { OrderPickupPoint } from '../../../order/components/order-pickup-point';
import { OrderStatusBadge } from '../../../order/components/order-status-badge';
import { formatPlacedAt } from '../../../order/format-order-dates';
import { orderCommonMessages } from '../../../order/messages';
import { orderDetailSearch } from '../../../order/hooks/use-selected-order';
import { myOrdersMessages } from '../messages';
import { OrderOutcome } from './order-outcome';
import { ReorderButton } from './reorder-button';

export interface OrderSummaryCardProps {
  order: Order;
}

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Total = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export function OrderSummaryCard({ order }: OrderSummaryCardProps) {
  const intl = useIntl();
  return (
    <Card as="article" data-testid="order-card" data-order-id={order.id}>
      <Inline justify="space-between">
        <Title>{intl.formatMessage(orderCommonMessages.orderCode, { code: order.code })}</Title>
        <OrderStatusBadge status={order.status} />
      </Inline>
      <Muted>
        {intl.formatMessage(orderCommonMessages.placedOn, {
          date: formatPlacedAt(intl, order.created_at),
        })}
        {' · '}
        {order.shop_name}
      </Muted>
      <OrderPickupPoint order={order} />
      <Inline justify="space-between">
        <Total>{formatMoney(order.total.value, order.country_id)}</Total>
        <Muted>
          {intl.formatMessage(myOrdersMessages.lineCount, { count: order.lines.length })}
        </Muted>
      </Inline>
      <OrderOutcome order={order} />
      <Link
        to={{ search: orderDetailSearch(order.id) }}
        aria-label={intl.formatMessage(myOrdersMessages.viewDetailLabel, { code: order.code })}
      >
        {intl.formatMessage(myOrdersMessages.viewDetail)}
      </Link>
      <ReorderButton orderId={order.id} code={order.code} />
    </Card>
  );
}
