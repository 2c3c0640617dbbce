import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, Notice } from '@barrio/shared/design-system';
import { formatMoney } from '@barrio/shared/domain';
import type { CartSummary } from '../../cart/cart-summary';
import { cartMessages } from '../../cart/messages';

export interface CartSummaryCardProps {
  summary: CartSummary;
  countryId: number;
}

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const TotalRow = styled(Row)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Subtotal, discounts, total and the shop's minimum order value with what is missing. */
export function CartSummaryCard({ summary, countryId }: CartSummaryCardProps) {
  const intl = useIntl();
  const money = (amount: number) => formatMoney(amount, countryId);
  return (
    <Card as="section" aria-label={intl.formatMessage(cartMessages.summaryTitle)}>
      <Row>
        <span>{intl.formatMessage(cartMessages.summarySubtotal)}</span>
        <span data-testid="cart-subtotal">{money(summary.subtotal)}</span>
      </Row>
      {summary.discount > 0 && (
        <Row>
          <span>{intl.formatMessage(cartMessages.summaryDiscount)}</span>
          <span data-testid="cart-discount">-{money(summary.discount)}</span>
        </Row>
      )}
      <TotalRow>
        <span>
          {intl.formatMessage(cartMessages.summaryTotal)} (
          {intl.formatMessage(cartMessages.summaryItems, { count: summary.items })})
        </span>
        <span data-testid="cart-total">{money(summary.total)}</span>
      </TotalRow>
      {summary.minimum > 0 && (
        <div data-testid="cart-minimum" data-missing={summary.missing}>
          <p>{intl.formatMessage(cartMessages.minimumLabel, { amount: money(summary.minimum) })}</p>
          {summary.missing > 0 ? (
            <Notice tone="warning" data-testid="cart-minimum-missing">
              {intl.formatMessage(cartMessages.minimumMissing, { amount: money(summary.missing) })}
            </Notice>
          ) : (
            <Notice tone="success">{intl.formatMessage(cartMessages.minimumReached)}</Notice>
          )}
        </div>
      )}
    </Card>
  );
}
