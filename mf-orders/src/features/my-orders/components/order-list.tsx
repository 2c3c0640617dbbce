import { Button, Notice, Skeleton, Stack } from '@barrio/shared/design-system';
import { commonMessages } from '@barrio/shared/i18n';
import { useIntl } from 'react-intl';
import { useOrders } from '../api/get-orders';
import { myOrdersMessages } from '../messages';
import { OrderSummaryCard } from './order-summary-card';

export interface OrderListProps {
  customerId: number;
  pageSize?: number;
}

export function OrderList({ customerId, pageSize }: OrderListProps) {
  const intl = useIntl();
  const orders = useOrders(customerId, pageSize);

  if (orders.isPending) {
    return (
      <Stack aria-busy="true" data-testid="orders-loading">
        <Skeleton shape="rect" height="110px" />
        <Skeleton shape="rect" height="110px" />
      </Stack>
    );
  }

  if (orders.isError) {
    return (
      <Notice
        tone="error"
        action={
          <Button variant="secondary" onClick={() => void orders.refetch()}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        }
      >
        {intl.formatMessage(myOrdersMessages.listError)}
      </Notice>
    );
  }

  const all = orders.data.pages.flatMap((page) => page.orders);
  if (all.length === 0) return <p>{intl.formatMessage(myOrdersMessages.empty)}</p>;

  return (
    <Stack gap="md">
      <Stack
        as="ul"
        gap="md"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
        data-testid="orders-list"
      >
        {all.map((order) => (
          <li key={order.id}>
            <OrderSummaryCard order={order} />
          </li>
        ))}
      </Stack>
      {orders.isFetchNextPageError && (
        <Notice tone="error">{intl.formatMessage(myOrdersMessages.listError)}</Notice>
      )}
      {orders.hasNextPage && (
        <Button
          variant="secondary"
          loading={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {intl.formatMessage(myOrdersMessages.loadMore)}
        </Button>
      )}
    </Stack>
  );
}
