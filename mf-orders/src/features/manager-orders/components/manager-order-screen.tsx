import { isApiError } from '@barrio/shared/api';
import { bus } from '@barrio/shared/bus';
import {
  Button,
  Card,
  Inline,
  Notice,
  Skeleton,
  Stack,
  useFirstArrivalInSlices,
} from '@barrio/shared/design-system';
import { commonMessages } from '@barrio/shared/i18n';
import { useId } from 'react';
import { timeRangeLabel, titleCaseName } from '@barrio/shared/domain';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { OrderLinesTable } from '../../../order/components/order-lines-table';
import { OrderStatusBadge } from '../../../order/components/order-status-badge';
import { formatDeliveryDate, formatPlacedAt } from '../../../order/format-order-dates';
import { orderCommonMessages } from '../../../order/messages';
import { useMarkReady } from '../api/deliver-order';
import { useManagerOrder, type ManagerOrder } from '../api/get-manager-order';
import { managerOrdersPath } from '../../../manager-site/manager-paths';
import { managerOrdersMessages } from '../messages';
import { managerOrderMessages } from '../manager-order-messages';
import { DeliveryCodeForm } from './delivery-code-form';
import { managerSiteMessages } from '../../../manager-site/messages';

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
          <p data-testid="manager-customer-name">
            {titleCaseName([customer.name, customer.last_name].filter(Boolean).join(' '))}
          </p>
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

/** What the owner needs to prepare and hand over, beyond the lines. */
function FulfilmentCard({ order }: { order: ManagerOrder }) {
  const intl = useIntl();
  const headingId = useId();
  const details = order.delivery_address?.details;
  return (
    <Card as="section" aria-labelledby={headingId} data-testid="manager-fulfilment">
      <h2 id={headingId}>{intl.formatMessage(managerOrderMessages.fulfilmentTitle)}</h2>
      <Stack gap="xs">
        {order.payment_method_id !== undefined && (
          <p data-testid="manager-payment-method">
            {intl.formatMessage(managerOrderMessages.paymentMethod, {
              method: String(order.payment_method_id),
            })}
          </p>
        )}
        {order.payment_status !== undefined && (
          <p data-testid="manager-payment-status" data-status={order.payment_status}>
            {intl.formatMessage(managerOrderMessages.paymentStatus, {
              status: order.payment_status,
            })}
          </p>
        )}
        {order.delivery_time_range && (
          <p>
            {intl.formatMessage(managerOrderMessages.timeRange, {
              label: timeRangeLabel(order.delivery_time_range.label, intl.locale),
            })}
          </p>
        )}
        {order.pickup_point && (
          <p data-testid="manager-pickup-point">
            {intl.formatMessage(managerOrderMessages.pickupPoint, {
              name: order.pickup_point.name,
              address: order.pickup_point.address,
            })}
          </p>
        )}
        {details && <p>{intl.formatMessage(managerOrderMessages.addressDetails, { details })}</p>}
        {order.notes && (
          <p data-testid="manager-notes">
            {intl.formatMessage(managerOrderMessages.buyerComment, { comment: order.notes })}
          </p>
        )}
      </Stack>
    </Card>
  );
}

function ReadyStep({ order, shopSlug }: { order: ManagerOrder; shopSlug: string }) {
  const intl = useIntl();
  const ready = useMarkReady();
  if (order.status !== 'pending' && order.status !== 'confirmed') return null;
  return (
    <Inline>
      <Button
        variant="secondary"
        loading={ready.isPending}
        onClick={() => ready.mutate({ shopSlug, orderId: order.id })}
        data-testid="mark-ready"
      >
        {intl.formatMessage(managerOrderMessages.markReady)}
      </Button>
      {ready.isError && (
        <Notice tone="error">{intl.formatMessage(managerOrderMessages.readyError)}</Notice>
      )}
    </Inline>
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
      codeRequired={order.delivery_code_required ?? true}
      needsPaymentOverride={order.needs_payment_override === true}
    />
  );
}

/** The manager site's order page: who ordered what, and the delivery confirmation. */
export function ManagerOrderScreen({ shopSlug, orderId }: ManagerOrderScreenProps) {
  const intl = useIntl();
  const headingId = useId();
  const order = useManagerOrder(shopSlug, orderId);
  // The order's arrival is drawn in slices, not in one long task (see the hook).
  const orderDrawn = useFirstArrivalInSlices(order.data);

  if (order.isPending || (order.isSuccess && orderDrawn === null)) {
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
              {intl.formatMessage(managerSiteMessages.signIn)}
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
      <Link to={managerOrdersPath(shopSlug)} data-testid="manager-all-orders">
        {intl.formatMessage(managerOrdersMessages.allOrders)}
      </Link>
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
      <FulfilmentCard order={data} />
      <Card>
        <OrderLinesTable order={data} />
      </Card>
      <ReadyStep order={data} shopSlug={shopSlug} />
      <DeliveryStep order={data} shopSlug={shopSlug} />
    </Stack>
  );
}
