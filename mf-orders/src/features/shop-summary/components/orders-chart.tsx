import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AnalyticsSummary } from '@barrio/shared/analytics-contract';
import { VisuallyHidden } from '@barrio/shared/design-system';
import { shopSummaryMessages } from '../messages';

const WIDTH = 640;
const HEIGHT = 200;
const AXIS = 24;

const Figure = styled.figure`
  margin: 0;
  svg {
    width: 100%;
    height: auto;
    display: block;
  }
`;

const Bar = styled.rect`
  fill: ${({ theme }) => theme.colors.primary};
`;

const Line = styled.polyline`
  fill: none;
  stroke: ${({ theme }) => theme.colors.text};
  stroke-width: 2;
`;

const Label = styled.text`
  fill: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
`;

export interface OrdersChartProps {
  days: AnalyticsSummary['days'];
  formatMoney: (value: number) => string;
}

/**
 * Orders by day as bars and revenue as a line, drawn as plain SVG (no chart library on the
 * manager site). For screen readers the figure is one image named by its totals, with each day
 * said in the list that follows it.
 */
export function OrdersChart({ days, formatMoney }: OrdersChartProps) {
  const intl = useIntl();
  const titleId = useId();
  const descId = useId();
  const maxOrders = Math.max(1, ...days.map((day) => day.orders));
  const maxRevenue = Math.max(1, ...days.map((day) => day.revenue));
  const slot = (WIDTH - AXIS) / Math.max(1, days.length);
  const plot = HEIGHT - AXIS;
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const dayText = (day: AnalyticsSummary['days'][number]) =>
    intl.formatMessage(shopSummaryMessages.chartDay, {
      day: day.day,
      orders: day.orders,
      revenue: formatMoney(day.revenue),
    });
  const points = days
    .map((day, index) => {
      const x = AXIS + slot * index + slot / 2;
      const y = plot - (day.revenue / maxRevenue) * (plot - 8);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  const labelEvery = Math.ceil(days.length / 7);

  return (
    <Figure data-testid="summary-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>{intl.formatMessage(shopSummaryMessages.chartTitle)}</title>
        <desc id={descId}>
          {intl.formatMessage(shopSummaryMessages.chartDescription, {
            orders,
            revenue: formatMoney(revenue),
            days: days.length,
          })}
        </desc>
        {days.map((day, index) => {
          const height = (day.orders / maxOrders) * (plot - 8);
          return (
            <g key={day.day}>
              <Bar
                x={AXIS + slot * index + slot * 0.2}
                y={plot - height}
                width={slot * 0.6}
                height={height}
              >
                <title>{dayText(day)}</title>
              </Bar>
              {index % labelEvery === 0 && (
                <Label x={AXIS + slot * index + slot / 2} y={HEIGHT - 6} textAnchor="middle">
                  {day.day.slice(5)}
                </Label>
              )}
            </g>
          );
        })}
        {days.length > 1 && <Line points={points} />}
      </svg>
      <VisuallyHidden as="figcaption">
        <ul>
          {days.map((day) => (
            <li key={day.day}>{dayText(day)}</li>
          ))}
        </ul>
      </VisuallyHidden>
    </Figure>
  );
}
