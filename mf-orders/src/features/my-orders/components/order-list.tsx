import {
  Button,
  Notice,
  Skeleton,
  Stack,
  useFirstArrivalInSlices,
} from '@barrio/shared/design-system';
import { commonMessages } from '@barrio/shared/i18n';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useOrders } from '../api/get-orders';
import { useOrderListParams } from '../hooks/use-order-list-params';
import { myOrdersMessages } from '../messages';
import { OrderListFilter } from './order-list-filter';
import { OrderSummaryCard } from './order-summary-card';

export interface OrderListProps {
  customerId: number;
  pageSize?: number;
}

export function OrderList({ customerId, pageSize }: OrderListProps) {
  const intl = useIntl();
  const { confirmedOnly, pages, setConfirmedOnly, setPages } = useOrderListParams();
  const orders = useOrders(customerId, pageSize, confirmedOnly ? 'confirmed' : undefined);

  // A reload or a shared link asks for as many pages as were shown: fetch them one by one
  // (keyset paging needs each page's last order to ask for the next).
  const loadedPages = orders.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = orders;
  useEffect(() => {
    if (loadedPages === 0 || loadedPages >= pages) return;
    if (!hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    void fetchNextPage();
  }, [loadedPages, pages, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  // The list's arrival is drawn in slices, not in one long task (see the hook).
  const ordersDrawn = useFirstArrivalInSlices(orders.data);

  const filter = <OrderListFilter confirmedOnly={confirmedOnly} onChange={setConfirmedOnly} />;

  if (orders.isPending || (orders.isSuccess && ordersDrawn === null)) {
    return (
      <Stack gap="md">
        {filter}
        <Stack aria-busy="true" data-testid="orders-loading">
          <Skeleton shape="rect" height="110px" />
          <Skeleton shape="rect" height="110px" />
        </Stack>
      </Stack>
    );
  }

  if (orders.isError) {
    return (
      <Stack gap="md">
        {filter}
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
      </Stack>
    );
  }

  const all = orders.data.pages.flatMap((page) => page.orders);
  if (all.length === 0) {
    return (
      <Stack gap="md">
        {filter}
        <p data-testid="orders-empty">
          {intl.formatMessage(
            confirmedOnly ? myOrdersMessages.emptyConfirmed : myOrdersMessages.empty,
          )}
        </p>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {filter}
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
      {isFetchNextPageError && (
        <Notice tone="error">{intl.formatMessage(myOrdersMessages.listError)}</Notice>
      )}
      {hasNextPage && (
        <Button
          variant="secondary"
          loading={isFetchingNextPage}
          onClick={() => {
            setPages(loadedPages + 1);
            void fetchNextPage();
          }}
        >
          {intl.formatMessage(myOrdersMessages.loadMore)}
        </Button>
      )}
    </Stack>
  );
}
