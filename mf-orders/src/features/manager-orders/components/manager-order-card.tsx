import { Button, Card, Inline, Notice, Stack } from '@barrio/shared/design-system';
import { formatMoney, timeRangeLabel, titleCaseName } from '@barrio/shared/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { OrderStatusBadge } from '../../../order/components/order-status-badge';
import { formatDeliveryDate } from '../../../order/format-order-dates';
import { useMarkReady } from '../api/deliver-order';
import { managerOrderMessages } from '../manager-order-messages';
import type { ManagerListOrder } from '../api/get-manager-orders';
import { managerOrderPagePath } from '../../../manager-site/manager-paths';
import { managerOrdersMessages } from '../messages';

const PREPARABLE = new Set(['pending', 'confirmed']);

// Long names, addresses and notes wrap inside the card instead of widening a phone's screen.
const Text = styled.p`
  overflow-wrap: anywhere;
`;

const Muted = styled(Text)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Code = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  overflow-wrap: anywhere;
`;

function customerName(order: ManagerListOrder): string {
  const { customer } = order;
  if (!customer) return '';
  return titleCaseName([customer.name, customer.last_name].filter(Boolean).join(' '));
}

/** Where the order is handed over: a pickup point, a delivery address, or the shop itself. */
function HandoverPlace({ order }: { order: ManagerListOrder }) {
  const intl = useIntl();
  if (order.pickup_point) {
    return (
      <Text data-testid="manager-list-pickup-point">
        {intl.formatMessage(managerOrdersMessages.pickupAt, {
          name: order.pickup_point.name,
          address: order.pickup_point.address,
        })}
      </Text>
    );
  }
  const address = order.delivery_address?.main_line ?? order.delivery_address_main_line;
  if (address) {
    const details = order.delivery_address?.details;
    return (
      <Text>
        {intl.formatMessage(managerOrdersMessages.deliverTo, {
          address: details ? `${address}, ${details}` : address,
        })}
      </Text>
    );
  }
  return <Text>{intl.formatMessage(managerOrdersMessages.pickupAtShop)}</Text>;
}

function ReadyAction({
  order,
  shopSlug,
  onReady,
}: {
  order: ManagerListOrder;
  shopSlug: string;
  onReady: (code: string) => void;
}) {
  const intl = useIntl();
  const ready = useMarkReady();
  if (!PREPARABLE.has(order.status)) return null;
  return (
    <Stack gap="xs">
      <Button
        variant="secondary"
        loading={ready.isPending}
        onClick={() =>
          ready.mutate({ shopSlug, orderId: order.id }, { onSuccess: () => onReady(order.code) })
        }
        data-testid="manager-list-mark-ready"
      >
        {intl.formatMessage(managerOrderMessages.markReady)}
      </Button>
      {ready.isError && (
        <Notice tone="error">{intl.formatMessage(managerOrderMessages.readyError)}</Notice>
      )}
    </Stack>
  );
}

/** One order of the owner's list: who, when, where, how it is paid, and what to pick. */
export function ManagerOrderCard({
  order,
  shopSlug,
  onReady,
}: {
  order: ManagerListOrder;
  shopSlug: string;
  /** Told the order's code once it is ready (the list may then no longer show it). */
  onReady: (code: string) => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const name = customerName(order);
  const phone = order.customer?.phone;
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      data-testid="manager-list-order"
      data-order-id={order.id}
    >
      <Stack gap="sm">
        <Inline justify="space-between">
          <Code id={headingId}>{order.code}</Code>
          <OrderStatusBadge status={order.status} />
        </Inline>
        <Stack gap="xs">
          <Text data-testid="manager-list-customer">
            {name || intl.formatMessage(managerOrderMessages.guestCustomer)}
          </Text>
          {phone && (
            <Text>
              <a href={`tel:${phone}`} data-testid="manager-list-phone">
                {phone}
              </a>
            </Text>
          )}
          {order.selected_delivery_date && (
            <Text>
              {intl.formatMessage(managerOrdersMessages.deliveryOn, {
                date: formatDeliveryDate(intl, order.selected_delivery_date),
              })}
              {order.delivery_time_range &&
                ` · ${intl.formatMessage(managerOrdersMessages.timeRange, {
                  label: timeRangeLabel(order.delivery_time_range.label, intl.locale),
                })}`}
            </Text>
          )}
          <HandoverPlace order={order} />
          {order.payment_method_id !== undefined && (
            <Muted data-testid="manager-list-payment" data-status={order.payment_status}>
              {intl.formatMessage(managerOrderMessages.paymentMethod, {
                method: String(order.payment_method_id),
              })}
              {order.payment_status !== undefined &&
                ` · ${intl.formatMessage(managerOrderMessages.paymentStatus, {
                  status: order.payment_status,
                })}`}
            </Muted>
          )}
          {order.notes && (
            <Muted>
              {intl.formatMessage(managerOrderMessages.buyerComment, { comment: order.notes })}
            </Muted>
          )}
        </Stack>
        <Lines aria-label={intl.formatMessage(managerOrdersMessages.linesTitle)}>
          {order.lines.map((line) => (
            <li key={line.productid} data-testid="manager-list-line">
              {intl.formatMessage(managerOrdersMessages.lineQuantity, {
                quantity: intl.formatNumber(line.cantidad),
                name: line.nombre,
              })}
              {line.notes && (
                <Muted as="span">
                  {' — '}
                  {intl.formatMessage(managerOrdersMessages.lineNote, { note: line.notes })}
                </Muted>
              )}
            </li>
          ))}
        </Lines>
        <Inline justify="space-between">
          <strong data-testid="manager-list-total">
            {intl.formatMessage(managerOrdersMessages.total, {
              total: formatMoney(order.total.value, order.country_id),
            })}
          </strong>
          <Link to={managerOrderPagePath(shopSlug, order.id)}>
            {intl.formatMessage(managerOrdersMessages.openOrder, { code: order.code })}
          </Link>
        </Inline>
        <ReadyAction order={order} shopSlug={shopSlug} onReady={onReady} />
      </Stack>
    </Card>
  );
}
