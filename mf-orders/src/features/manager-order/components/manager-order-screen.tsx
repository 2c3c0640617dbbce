import { isApiError } from '@barrio/shared/api';
import { bus } from '@barrio/shared/bus';
import { Button, Card, Inline, Notice, Skeleton, Stack } from '@barrio/shared/design-system';
import { commonMessages } from '@barrio/shared/i18n';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { OrderLinesTable } from '../../order-common/components/order-lines-table';
import { OrderStatusBadge } from '../../order-common/components/order-status-badge';
import { formatDeliveryDate, formatPlacedAt } from '../../order-common/format-order-dates';
import { orderCommonMessages } from '../../order-common/messages';
import { useManagerOrder, type ManagerOrder } from '../api/get-manager-order';
import { managerOrderMessages } from '../messages';
import { DeliveryCodeForm } from './delivery-code-form';

export interface ManagerOrderScreenProps {
  shopSlug: string;
  orderId: string;
}

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function CustomerCard({ customer }: { customer: ManagerOrder['customer'] }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} data-testid="manager-customer">
      <h2 id={headingId}>{intl.formatMessage(managerOrderMessages.customerTitle)}</h2>
      {customer && customer.name.trim() !== '' ? (
        <>
          <p>{[customer.name, customer.last_name].filter(Boolean).join(' ')}</p>
          {customer.phone && (
            <Muted>
              <a href={`tel:${customer.phone}`}>
                {intl.formatMessage(managerOrderMessages.customerPhone, { phone: customer.phone })}
              </a>
            </Muted>
          )}
        </>
      ) : (
        <p>{intl.formatMessage(managerOrderMessages.guestCustomer)}</p>
      )}
    </Card>
  );
}

function DeliveryStep({ order, shopSlug }: { order: ManagerOrder; shopSlug: string }) {
  const intl = useIntl();
  if (order.status === 'delivered') {
    return (
      <Notice tone="success">{intl.formatMessage(managerOrderMessages.alreadyDelivered)}</Notice>
    );
  }
  if (order.status === 'canceled') {
    return <Notice tone="warning">{intl.formatMessage(managerOrderMessages.canceled)}</Notice>;
  }
  return (
    <DeliveryCodeForm
      shopSlug={shopSlug}
      orderId={order.id}
      attemptsLeft={order.delivery_code_attempts_left ?? null}
    />
  );
}

/** The manager site's order page: who ordered what, and the delivery confirmation. */
export function ManagerOrderScreen({ shopSlug, orderId }: ManagerOrderScreenProps) {
  const intl = useIntl();
  const headingId = useId();
  const order = useManagerOrder(shopSlug, orderId);

  if (order.isPending) {
    return (
      <Stack aria-busy="true">
        <Skeleton width="12rem" height="1.75rem" />
        <Skeleton lines={6} height="1.25rem" />
      </Stack>
    );
  }

  if (order.isError) {
    // Access is answered 404 (DESIGN.md ownership): not found and not the owner look the same.
    const missing =
      isApiError(order.error) && (order.error.status === 404 || order.error.status === 401);
    return (
      <Notice
        tone="error"
        data-testid="manager-order-error"
        action={
          missing ? (
            <Button
              onClick={() => bus.publish('shell:sign-in-requested', { reason: 'manager-order' })}
            >
              {intl.formatMessage(managerOrderMessages.signIn)}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void order.refetch()}>
              {intl.formatMessage(commonMessages.retry)}
            </Button>
          )
        }
      >
        {intl.formatMessage(
          missing ? managerOrderMessages.notFound : managerOrderMessages.loadError,
        )}
      </Notice>
    );
  }

  const data = order.data;
  return (
    <Stack as="article" aria-labelledby={headingId} gap="lg" data-testid="manager-order-page">
      <Inline justify="space-between">
        <h1 id={headingId}>
          {intl.formatMessage(orderCommonMessages.orderCode, { code: data.code })}
        </h1>
        <OrderStatusBadge status={data.status} />
      </Inline>
      <Stack gap="xs">
        <Muted>
          {intl.formatMessage(orderCommonMessages.placedOn, {
            date: formatPlacedAt(intl, data.created_at),
          })}
        </Muted>
        {data.selected_delivery_date && (
          <Muted>
            {intl.formatMessage(orderCommonMessages.deliveryDate, {
              date: formatDeliveryDate(intl, data.selected_delivery_date),
            })}
          </Muted>
        )}
        {data.delivery_address_main_line && (
          <Muted>
            {intl.formatMessage(orderCommonMessages.address, {
              address: data.delivery_address_main_line,
            })}
          </Muted>
        )}
      </Stack>
      <CustomerCard customer={data.customer} />
      <Card>
        <OrderLinesTable order={data} />
      </Card>
      <DeliveryStep order={data} shopSlug={shopSlug} />
    </Stack>
  );
}
