import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  discountPercent as productDiscountPercent,
  formatMoney,
  isDiscounted,
  referenceUnitPrice,
  saleUnitPrice,
  type CatalogProduct,
} from '../../domain';
import { designSystemMessages } from '../messages';
import { Badge } from './badge';
import { VisuallyHidden } from './visually-hidden';

export type PriceSize = 'sm' | 'md' | 'lg';

export interface PriceProps {
  /** What the shopper pays per unit (the sale price when discounted). */
  amount: number;
  /** The higher price shown struck through; ignored unless above `amount`. */
  referenceAmount?: number | null;
  /** Given by the domain's discountPercent(); computed from the two amounts when omitted. */
  discountPercent?: number;
  countryId: number;
  size?: PriceSize;
  /** Hide the percent badge when the card shows it elsewhere. */
  showBadge?: boolean;
  className?: string;
}

const sizes: Record<PriceSize, 'sm' | 'lg' | 'xl'> = { sm: 'sm', md: 'lg', lg: 'xl' };

const Wrapper = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
`;

const Current = styled.span<{ $size: PriceSize; $discounted: boolean }>`
  font-size: ${({ theme, $size }) => theme.fontSizes[sizes[$size]]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $discounted }) => ($discounted ? theme.colors.danger : theme.colors.text)};
`;

const Reference = styled.s`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The Price props for a catalogue product, by the domain's pricing rules. */
export function productPriceProps(
  product: CatalogProduct,
  countryId: number,
): Pick<PriceProps, 'amount' | 'referenceAmount' | 'discountPercent' | 'countryId'> {
  const discounted = isDiscounted(product);
  return {
    amount: saleUnitPrice(product),
    referenceAmount: discounted ? referenceUnitPrice(product) : null,
    discountPercent: discounted ? productDiscountPercent(product) : 0,
    countryId,
  };
}

function percentBetween(amount: number, reference: number): number {
  return Math.round(((reference - amount) / reference) * 100);
}

export function Price({
  amount,
  referenceAmount,
  discountPercent,
  countryId,
  size = 'md',
  showBadge = true,
  className,
}: PriceProps) {
  const intl = useIntl();
  const current = formatMoney(amount, countryId);
  const reference = referenceAmount != null && referenceAmount > amount ? referenceAmount : null;
  const percent = reference === null ? 0 : (discountPercent ?? percentBetween(amount, reference));

  return (
    <Wrapper className={className} data-discounted={reference !== null || undefined}>
      <Current $size={size} $discounted={reference !== null}>
        <VisuallyHidden>
          {intl.formatMessage(designSystemMessages.priceCurrent, { amount: current })}
        </VisuallyHidden>
        <span aria-hidden="true">{current}</span>
      </Current>
      {reference !== null && (
        <Reference>
          <VisuallyHidden>
            {intl.formatMessage(designSystemMessages.priceReference, {
              amount: formatMoney(reference, countryId),
            })}
          </VisuallyHidden>
          <span aria-hidden="true">{formatMoney(reference, countryId)}</span>
        </Reference>
      )}
      {reference !== null && showBadge && percent > 0 && (
        <Badge
          tone="discount"
          aria-label={intl.formatMessage(designSystemMessages.priceDiscountLabel, { percent })}
          role="img"
        >
          {intl.formatMessage(designSystemMessages.priceDiscount, { percent })}
        </Badge>
      )}
    </Wrapper>
  );
}
