import { Card, Inline, Notice, Skeleton, Stack } from '@barrio/shared/design-system';
import { formatMoney, parseDeliveryDate } from '@barrio/shared/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { OrderStatusBadge } from '../../../order/components/order-status-badge';
import { formatDeliveryDate } from '../../../order/format-order-dates';
import { orderDetailSearch } from '../../../order/hooks/use-selected-order';
import { groupByPickupDay, useNeighbourOrders } from '../api/get-neighbour-orders';
import { neighbourOrdersMessages } from '../messages';
import {
  LeaderListHeading,
  LeaderListSection,
  PickupDayHeading,
} from '../../../order/components/leader-list-layout';

export interface NeighbourOrdersProps {
  leaderId: number;
}

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The leader's "Pedidos de mis vecinos": by pickup day, then neighbour, with status and totals. */
export function NeighbourOrders({ leaderId }: NeighbourOrdersProps) {
  const intl = useIntl();
  const headingId = useId();
  const query = useNeighbourOrders(leaderId);

  return (
    <LeaderListSection aria-labelledby={headingId} data-testid="neighbour-orders">
      <LeaderListHeading id={headingId}>
        {intl.formatMessage(neighbourOrdersMessages.title)}
      </LeaderListHeading>
      {query.isPending && <Skeleton lines={3} />}
      {query.isError && (
        <Notice tone="error">{intl.formatMessage(neighbourOrdersMessages.error)}</Notice>
      )}
      {query.data?.length === 0 && <p>{intl.formatMessage(neighbourOrdersMessages.empty)}</p>}
      {query.data &&
        groupByPickupDay(query.data).map((day) => {
          const date = parseDeliveryDate(day.day);
          const countryId = day.neighbours[0]?.orders[0]?.country_id ?? 0;
          return (
            <Card key={day.day} as="article" data-testid="neighbour-orders-day" data-day={day.day}>
              <Stack gap="md">
                <Inline justify="space-between">
                  <PickupDayHeading>
                    {intl.formatMessage(neighbourOrdersMessages.pickupDay, {
                      day: date ? formatDeliveryDate(intl, date) : day.day,
                    })}
                  </PickupDayHeading>
                  <Muted>
                    {intl.formatMessage(neighbourOrdersMessages.dayTotal, {
                      total: formatMoney(day.total, countryId),
                    })}
                  </Muted>
                </Inline>
                {day.neighbours.map((neighbour) => (
                  <div key={neighbour.customerId} data-testid="neighbour-orders-neighbour">
                    <Name>{neighbour.name}</Name>
                    <Rows>
                      {neighbour.orders.map((order) => (
                        <li key={order.id} data-testid="neighbour-order" data-order-id={order.id}>
                          <Inline justify="space-between">
                            <Link to={{ search: orderDetailSearch(order.id) }}>
                              {intl.formatMessage(neighbourOrdersMessages.viewOrder, {
                                code: order.code,
                              })}
                            </Link>
                            <OrderStatusBadge status={order.status} />
                            <span>{formatMoney(order.total.value, order.country_id)}</span>
                          </Inline>
                        </li>
                      ))}
                    </Rows>
                  </div>
                ))}
              </Stack>
            </Card>
          );
        })}
    </LeaderListSection>
  );
}
