import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, Notice } from '@barrio/shared/design-system';
import { formatMoney } from '@barrio/shared/domain';
import type { CartSummary } from '../../../cart-store/cart-summary';
import { cartPageMessages } from '../messages';

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
    <Card as="section" aria-label={intl.formatMessage(cartPageMessages.summaryTitle)}>
      <Row>
        <span>{intl.formatMessage(cartPageMessages.summarySubtotal)}</span>
        <span data-testid="cart-subtotal">{money(summary.subtotal)}</span>
      </Row>
      {summary.discount > 0 && (
        <Row>
          <span>{intl.formatMessage(cartPageMessages.summaryDiscount)}</span>
          <span data-testid="cart-discount">-{money(summary.discount)}</span>
        </Row>
      )}
      <TotalRow>
        <span>
          {intl.formatMessage(cartPageMessages.summaryTotal)} (
          {intl.formatMessage(cartPageMessages.summaryItems, { count: summary.items })})
        </span>
        <span data-testid="cart-total">{money(summary.total)}</span>
      </TotalRow>
      {summary.minimum > 0 && (
        <div data-testid="cart-minimum" data-missing={summary.missing}>
          <p>
            {intl.formatMessage(cartPageMessages.minimumLabel, { amount: money(summary.minimum) })}
          </p>
          {summary.missing > 0 ? (
            <Notice tone="warning" data-testid="cart-minimum-missing">
              {intl.formatMessage(cartPageMessages.minimumMissing, {
                amount: money(summary.missing),
              })}
            </Notice>
          ) : (
            <Notice tone="success">{intl.formatMessage(cartPageMessages.minimumReached)}</Notice>
          )}
        </div>
      )}
    </Card>
  );
}
