import { isApiError } from '@barrio/shared/api';
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
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '../../../order/api/order-schema';
import { OrderLinesTable } from '../../../order/components/order-lines-table';
import { OrderPickupPoint } from '../../../order/components/order-pickup-point';
import { OrderStatusBadge } from '../../../order/components/order-status-badge';
import { formatDeliveryDate, formatPlacedAt } from '../../../order/format-order-dates';
import { orderCommonMessages } from '../../../order/messages';
import { useOrder } from '../api/get-order';
import { myOrdersMessages } from '../messages';
import type { MyOrdersSlots } from '../my-orders-slots';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderOutcome } from './order-outcome';
import { ReorderButton } from './reorder-button';
import { DeliveryCodePanel } from './delivery-code-panel';
import { EditOrderForm } from './edit-order-form';

export interface OrderDetailProps {
  orderId: string;
  customerId: number;
  deliveryCodeEnabled: boolean;
  productPicker?: MyOrdersSlots['productPicker'] | undefined;
  onBack: () => void;
}

const CANCELLABLE_STATUSES = new Set(['pending', 'confirmed']);
// Once delivered or canceled there is nothing left to hand over.
const DELIVERY_CODE_STATUSES = new Set(['pending', 'confirmed', 'ready']);

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function OrderFacts({ order }: { order: Order }) {
  const intl = useIntl();
  return (
    <Stack gap="xs">
      <Muted>
        {intl.formatMessage(orderCommonMessages.placedOn, {
          date: formatPlacedAt(intl, order.created_at),
        })}
      </Muted>
      <Muted>{intl.formatMessage(myOrdersMessages.shop, { shop: order.shop_name })}</Muted>
      {order.selected_delivery_date && (
        <Muted>
          {intl.formatMessage(orderCommonMessages.deliveryDate, {
            date: formatDeliveryDate(intl, order.selected_delivery_date),
          })}
        </Muted>
      )}
      <OrderOutcome order={order} />
      <OrderPickupPoint order={order} />
      {order.delivery_address_main_line && (
        <Muted>
          {intl.formatMessage(orderCommonMessages.address, {
            address: order.delivery_address_main_line,
          })}
        </Muted>
      )}
    </Stack>
  );
}

export function OrderDetail({
  orderId,
  customerId,
  deliveryCodeEnabled,
  productPicker,
  onBack,
}: OrderDetailProps) {
  const intl = useIntl();
  const headingId = useId();
  const order = useOrder(orderId);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  // One outcome notice at a time: a new one replaces the last instead of stacking under it.
  const [notice, setNotice] = useState<'canceled' | 'saved' | null>(null);

  // The order's arrival is drawn in slices, not in one long task (see the hook).
  const orderDrawn = useFirstArrivalInSlices(order.data);

  const back = (
    <div>
      <Button variant="ghost" onClick={onBack}>
        {intl.formatMessage(myOrdersMessages.backToList)}
      </Button>
    </div>
  );

  if (order.isPending || (order.isSuccess && orderDrawn === null)) {
    return (
      <Stack aria-busy="true">
        {back}
        <Skeleton lines={6} height="1.25rem" />
      </Stack>
    );
  }

  if (order.isError) {
    const missing = isApiError(order.error) && order.error.status === 404;
    return (
      <Stack>
        {back}
        <Notice
          tone="error"
          action={
            missing ? undefined : (
              <Button variant="secondary" onClick={() => void order.refetch()}>
                {intl.formatMessage(commonMessages.retry)}
              </Button>
            )
          }
        >
          {intl.formatMessage(
            missing ? myOrdersMessages.detailNotFound : myOrdersMessages.detailError,
          )}
        </Notice>
      </Stack>
    );
  }

  const data = order.data;
  return (
    <Stack as="article" aria-labelledby={headingId} gap="lg" data-testid="order-detail">
      {back}
      <Inline justify="space-between">
        <h2 id={headingId}>
          {intl.formatMessage(orderCommonMessages.orderCode, { code: data.code })}
        </h2>
        <OrderStatusBadge status={data.status} />
      </Inline>
      {notice === 'canceled' && data.status === 'canceled' && (
        <Notice tone="success" onDismiss={() => setNotice(null)}>
          {intl.formatMessage(myOrdersMessages.canceledNotice, { code: data.code })}
        </Notice>
      )}
      {notice === 'saved' && (
        <Notice tone="success" onDismiss={() => setNotice(null)}>
          {intl.formatMessage(myOrdersMessages.editSaved)}
        </Notice>
      )}
      <OrderFacts order={data} />
      <Card>
        {editing && data.can_edit ? (
          <EditOrderForm
            order={data}
            productPicker={productPicker}
            onDone={(saved) => {
              setEditing(false);
              setNotice(saved ? 'saved' : null);
            }}
          />
        ) : (
          <OrderLinesTable order={data} />
        )}
      </Card>
      {!editing && <ReorderButton orderId={data.id} code={data.code} />}
      {data.can_edit && !editing && (
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
          >
            {intl.formatMessage(myOrdersMessages.editOrder)}
          </Button>
        </div>
      )}
      {deliveryCodeEnabled && DELIVERY_CODE_STATUSES.has(data.status) && (
        <DeliveryCodePanel
          orderId={data.id}
          countryId={data.country_id}
          // A leader opening a neighbour's order asks for the neighbour's code.
          customerId={data.customer_id ?? customerId}
        />
      )}
      {CANCELLABLE_STATUSES.has(data.status) && !editing && (
        <div>
          <Button variant="secondary" onClick={() => setCancelOpen(true)}>
            {intl.formatMessage(myOrdersMessages.cancelOrder)}
          </Button>
        </div>
      )}
      <CancelOrderDialog
        orderId={data.id}
        open={cancelOpen}
        onClose={() => setCancelOpen(false)}
        onCanceled={() => {
          setCancelOpen(false);
          setNotice('canceled');
        }}
      />
    </Stack>
  );
}
