import { Card, Inline, Notice, Skeleton, Stack } from '@barrio/shared/design-system';
import { formatMoney, parseDeliveryDate, titleCaseName } from '@barrio/shared/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { OrderStatusBadge } from '../../../order/components/order-status-badge';
import { formatDeliveryDate } from '../../../order/format-order-dates';
import {
  groupByPickupDay,
  usePickupPointOrders,
  type PickupPointOrder,
} from '../api/get-pickup-point-orders';
import { pickupPointOrdersMessages } from '../messages';
import {
  LeaderListHeading,
  LeaderListSection,
  PickupDayHeading,
} from '../../../order/components/leader-list-layout';

export interface PickupPointOrdersProps {
  leaderId: number;
}

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function OrderRow({ order, showPoint }: { order: PickupPointOrder; showPoint: boolean }) {
  const intl = useIntl();
  const due = order.amount_due.value;
  const name = titleCaseName(`${order.customer.name} ${order.customer.last_name}`.trim());
  return (
    <li data-testid="pickup-point-order" data-order-id={order.id}>
      <Stack gap="xs">
        <Inline justify="space-between">
          <strong>{name}</strong>
          <OrderStatusBadge status={order.status} />
        </Inline>
        <a href={`tel:${order.customer.phone}`}>{order.customer.phone}</a>
        <span>
          {intl.formatMessage(pickupPointOrdersMessages.orderFrom, {
            code: order.code,
            shop: order.shop_name,
          })}
        </span>
        {showPoint && (
          <Muted>
            {intl.formatMessage(pickupPointOrdersMessages.point, {
              name: order.pickup_point.name,
            })}
          </Muted>
        )}
        <Muted>
          {order.payment_status === 'paid' || due <= 0
            ? intl.formatMessage(pickupPointOrdersMessages.paid)
            : intl.formatMessage(pickupPointOrdersMessages.toPay, {
                amount: formatMoney(due, order.country_id),
              })}
        </Muted>
      </Stack>
    </li>
  );
}

/** The leader's "orders to collect at my point", by pickup day; shown only to point leaders. */
export function PickupPointOrders({ leaderId }: PickupPointOrdersProps) {
  const intl = useIntl();
  const headingId = useId();
  const query = usePickupPointOrders(leaderId);

  // A leader who runs no pickup point has nothing to see here.
  if (query.data && query.data.points.length === 0) return null;
  const showPoint = (query.data?.points.length ?? 0) > 1;

  return (
    <LeaderListSection aria-labelledby={headingId} data-testid="pickup-point-orders">
      <LeaderListHeading id={headingId}>
        {intl.formatMessage(pickupPointOrdersMessages.title)}
      </LeaderListHeading>
      {query.isPending && <Skeleton lines={3} />}
      {query.isError && (
        <Notice tone="error">{intl.formatMessage(pickupPointOrdersMessages.error)}</Notice>
      )}
      {query.data?.orders.length === 0 && (
        <p>{intl.formatMessage(pickupPointOrdersMessages.empty)}</p>
      )}
      {query.data &&
        groupByPickupDay(query.data.orders).map((day) => {
          const date = parseDeliveryDate(day.day);
          return (
            <Card key={day.day} as="article" data-testid="pickup-point-day" data-day={day.day}>
              <Stack gap="md">
                <PickupDayHeading>
                  {intl.formatMessage(pickupPointOrdersMessages.pickupDay, {
                    day: date ? formatDeliveryDate(intl, date) : day.day,
                  })}
                </PickupDayHeading>
                <Rows>
                  {day.orders.map((order) => (
                    <OrderRow key={order.id} order={order} showPoint={showPoint} />
                  ))}
                </Rows>
              </Stack>
            </Card>
          );
        })}
    </LeaderListSection>
  );
}
