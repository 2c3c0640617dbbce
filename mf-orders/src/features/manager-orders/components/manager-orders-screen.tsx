import { Card, Inline, Notice, Skeleton, Stack } from '@barrio/shared/design-system';
import { formatUnitDisplay } from '@barrio/shared/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { OwnerLoadFailure } from '../../../manager-site/owner-load-failure';
import {
  useManagerOrders,
  type ManagerOrdersFilter,
  type ManagerOrdersResponse,
} from '../api/get-manager-orders';
import { shopSummaryPath } from '../../../manager-site/manager-paths';
import { managerOrdersMessages } from '../messages';
import { ManagerOrderCard } from './manager-order-card';
import { ManagerOrdersFilters } from './manager-orders-filters';
import { managerSiteMessages } from '../../../manager-site/messages';

export interface ManagerOrdersScreenProps {
  shopSlug: string;
  /** The first filter shown; the owner changes it on the screen. */
  initialFilter?: ManagerOrdersFilter;
}

const DEFAULT_FILTER: ManagerOrdersFilter = { date: null, status: 'to_prepare' };

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PickList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  overflow-wrap: anywhere;
`;

/** Today as the owner's device sees it, for the date field's first value. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function PickListCard({ items }: { items: ManagerOrdersResponse['pick_list'] }) {
  const intl = useIntl();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Card as="section" aria-labelledby={headingId} data-testid="manager-pick-list">
      <Stack gap="sm">
        <h2 id={headingId}>{intl.formatMessage(managerOrdersMessages.pickListTitle)}</h2>
        <PickList>
          {items.map((item) => (
            <li key={item.product_id}>
              {intl.formatMessage(managerOrdersMessages.pickListItem, {
                amount: formatUnitDisplay(item.quantity, item.scale, item.unit, intl.locale),
                name: item.name,
                orders: item.orders,
              })}
            </li>
          ))}
        </PickList>
      </Stack>
    </Card>
  );
}

/** The manager site's orders list: filters, what to pick, and each order with its actions. */
export function ManagerOrdersScreen({
  shopSlug,
  initialFilter = DEFAULT_FILTER,
}: ManagerOrdersScreenProps) {
  const intl = useIntl();
  const headingId = useId();
  const [filter, setFilter] = useState(initialFilter);
  // Said above the list: a ready order leaves the "to prepare" view along with its card.
  const [readyCode, setReadyCode] = useState<string | null>(null);
  const query = useManagerOrders(shopSlug, filter);

  return (
    <Stack as="section" aria-labelledby={headingId} gap="lg" data-testid="manager-orders-page">
      <Inline justify="space-between">
        <h1 id={headingId}>{intl.formatMessage(managerOrdersMessages.title)}</h1>
        <Link to={shopSummaryPath(shopSlug)} data-testid="manager-summary-link">
          {intl.formatMessage(managerSiteMessages.summaryLink)}
        </Link>
        {query.data && (
          <Muted data-testid="manager-list-count">
            {intl.formatMessage(managerOrdersMessages.count, { count: query.data.orders.length })}
          </Muted>
        )}
      </Inline>
      <ManagerOrdersFilters filter={filter} onChange={setFilter} today={localToday()} />
      {readyCode && (
        <Notice tone="success" data-testid="manager-list-ready-done">
          {intl.formatMessage(managerOrdersMessages.readyDone, { code: readyCode })}
        </Notice>
      )}
      {query.isPending && <Skeleton lines={4} height="1.25rem" />}
      {query.isError && !query.data && (
        <OwnerLoadFailure
          error={query.error}
          onRetry={() => void query.refetch()}
          messages={managerOrdersMessages}
          data-testid="manager-list-error"
        />
      )}
      {query.data && (
        <Stack gap="md" aria-busy={query.isFetching || undefined}>
          <PickListCard items={query.data.pick_list} />
          {query.data.orders.length === 0 ? (
            <p data-testid="manager-list-empty">
              {intl.formatMessage(managerOrdersMessages.empty)}
            </p>
          ) : (
            query.data.orders.map((order) => (
              <ManagerOrderCard
                key={order.id}
                order={order}
                shopSlug={shopSlug}
                onReady={setReadyCode}
              />
            ))
          )}
        </Stack>
      )}
    </Stack>
  );
}
