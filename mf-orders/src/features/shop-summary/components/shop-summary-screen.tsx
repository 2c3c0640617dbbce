import { Link } from 'react-router';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  SUMMARY_RANGES,
  type AnalyticsSummary,
  type SummaryRange,
} from '@barrio/shared/analytics-contract';
import { Button, Card, Inline, Skeleton, Stack } from '@barrio/shared/design-system';
import { formatMoney } from '@barrio/shared/domain';
import { OwnerLoadFailure } from '../../../manager-site/owner-load-failure';
import { managerOrdersPath } from '../../../manager-site/manager-paths';
import { useShopSummary } from '../api/get-shop-summary';
import { shopSummaryMessages } from '../messages';
import { OrdersChart } from './orders-chart';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Meter = styled.div<{ $share: number }>`
  height: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.border};
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $share }) => Math.round($share * 100)}%;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Counts = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  overflow-wrap: anywhere;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
`;

function Funnel({ summary }: { summary: AnalyticsSummary }) {
  const intl = useIntl();
  const headingId = useId();
  const first = summary.funnel[0]?.visitors ?? 0;
  return (
    <Card as="section" aria-labelledby={headingId} data-testid="summary-funnel">
      <Stack gap="sm">
        <h2 id={headingId}>{intl.formatMessage(shopSummaryMessages.funnelTitle)}</h2>
        <Steps>
          {summary.funnel.map((step, index) => {
            const previous = index === 0 ? null : (summary.funnel[index - 1]?.visitors ?? 0);
            const drop =
              previous === null || previous === 0
                ? null
                : Math.round(((previous - step.visitors) / previous) * 100);
            return (
              <li key={step.step} data-testid={`summary-step-${step.step}`}>
                <Inline justify="space-between">
                  <span>
                    {intl.formatMessage(shopSummaryMessages.funnelStep, { step: step.step })}
                  </span>
                  <strong data-testid="summary-step-count">
                    {intl.formatMessage(shopSummaryMessages.funnelVisitors, {
                      count: step.visitors,
                    })}
                  </strong>
                </Inline>
                <Meter $share={first === 0 ? 0 : step.visitors / first} aria-hidden="true" />
                {drop !== null && (
                  <Muted>
                    {intl.formatMessage(shopSummaryMessages.funnelDrop, { percent: drop })}
                  </Muted>
                )}
              </li>
            );
          })}
        </Steps>
      </Stack>
    </Card>
  );
}

function CountList({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: { label: string; count: number }[];
  testId: string;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="sm">
        <h2 id={headingId}>{title}</h2>
        {rows.length === 0 ? (
          <Muted>{intl.formatMessage(shopSummaryMessages.none)}</Muted>
        ) : (
          <Counts>
            {rows.map((row) => (
              <li key={row.label}>{intl.formatMessage(shopSummaryMessages.countItem, row)}</li>
            ))}
          </Counts>
        )}
      </Stack>
    </Card>
  );
}

/** The owner's summary: visits, the funnel, orders and revenue by day, searches, coupons, methods. */
export function ShopSummaryScreen({ shopSlug }: { shopSlug: string }) {
  const intl = useIntl();
  const headingId = useId();
  const [range, setRange] = useState<SummaryRange>('today');
  const query = useShopSummary(shopSlug, range);
  const summary = query.data;
  const money = (value: number) => formatMoney(value, summary?.country_id ?? 0);

  return (
    <Stack as="section" aria-labelledby={headingId} gap="lg" data-testid="shop-summary-page">
      <Inline justify="space-between">
        <h1 id={headingId}>{intl.formatMessage(shopSummaryMessages.title)}</h1>
        <Link to={managerOrdersPath(shopSlug)}>
          {intl.formatMessage(shopSummaryMessages.ordersLink)}
        </Link>
      </Inline>
      <Inline role="group" aria-label={intl.formatMessage(shopSummaryMessages.rangeLabel)}>
        {SUMMARY_RANGES.map((option) => (
          <Button
            key={option}
            variant={option === range ? 'primary' : 'secondary'}
            aria-pressed={option === range}
            data-testid={`summary-range-${option}`}
            onClick={() => setRange(option)}
          >
            {intl.formatMessage(shopSummaryMessages.range, { range: option })}
          </Button>
        ))}
      </Inline>
      {query.isPending ? (
        <Skeleton height="12rem" />
      ) : query.isError || !summary ? (
        <OwnerLoadFailure
          error={query.error}
          onRetry={() => void query.refetch()}
          messages={shopSummaryMessages}
          data-testid="summary-error"
        />
      ) : (
        <Stack gap="md" aria-busy={query.isPlaceholderData || undefined}>
          <Muted data-testid="summary-visits">
            {intl.formatMessage(shopSummaryMessages.visits, { count: summary.visits })}
          </Muted>
          <Funnel summary={summary} />
          <Card as="section">
            <Stack gap="sm">
              <h2>{intl.formatMessage(shopSummaryMessages.chartTitle)}</h2>
              <OrdersChart days={summary.days} formatMoney={money} />
            </Stack>
          </Card>
          <Grid>
            <CountList
              testId="summary-searches"
              title={intl.formatMessage(shopSummaryMessages.searchesTitle)}
              rows={summary.top_searches.map((row) => ({ label: row.query, count: row.count }))}
            />
            <CountList
              testId="summary-no-results"
              title={intl.formatMessage(shopSummaryMessages.noResultTitle)}
              rows={summary.no_result_searches.map((row) => ({
                label: row.query,
                count: row.count,
              }))}
            />
            <CountList
              testId="summary-coupon-rejections"
              title={intl.formatMessage(shopSummaryMessages.rejectionsTitle)}
              rows={summary.coupon_rejections.map((row) => ({
                label: intl.formatMessage(shopSummaryMessages.rejectionReason, {
                  reason: row.reason,
                }),
                count: row.count,
              }))}
            />
            <CountList
              testId="summary-payment-methods"
              title={intl.formatMessage(shopSummaryMessages.methodsTitle)}
              rows={summary.payment_methods.map((row) => ({
                label: intl.formatMessage(shopSummaryMessages.method, {
                  id: row.payment_method_id,
                }),
                count: row.count,
              }))}
            />
          </Grid>
        </Stack>
      )}
    </Stack>
  );
}
