import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { track } from '@barrio/shared/analytics';
import { Button, Notice, TextField } from '@barrio/shared/design-system';
import { COUPON_ERROR, formatMoney, type OrderLinePayload } from '@barrio/shared/domain';
import { couponDataStorage } from '@barrio/shared/storage';
import { validateCoupon, type CouponValidation } from '../api/validate-coupon';
import { couponErrorMessage } from '../coupon-messages';
import { checkoutMessages } from '../messages';

/** A coupon problem to show: a validation rejection or the order's own coupon answer. */
export interface CouponProblem {
  couponError: number;
  /** The minimum purchase for error 2. */
  minimum: number | null;
}

export interface CouponFieldProps {
  shopId: number;
  customerId: number | null;
  countryId: number;
  lines: OrderLinePayload[];
  applied: CouponValidation | null;
  onAppliedChange: (validation: CouponValidation | null) => void;
  /** Set by the order answer (SPEC §8) and shown under the field. */
  problem: CouponProblem | null;
  onProblemChange: (problem: CouponProblem | null) => void;
}

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1;
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export function CouponField({
  shopId,
  customerId,
  countryId,
  lines,
  applied,
  onAppliedChange,
  problem,
  onProblemChange,
}: CouponFieldProps) {
  const intl = useIntl();
  const [code, setCode] = useState(applied?.coupon.code ?? '');
  const [checking, setChecking] = useState(false);
  const [checkFailed, setCheckFailed] = useState(false);
  const entryTracked = useRef(false);

  const startEntry = () => {
    if (entryTracked.current) return;
    entryTracked.current = true;
    track('coupon_entry_started', { shop_id: shopId });
  };

  const apply = async () => {
    const trimmed = code.trim();
    if (!trimmed || checking) return;
    setChecking(true);
    setCheckFailed(false);
    onProblemChange(null);
    try {
      const result = await validateCoupon({
        coupon_code: trimmed,
        shop_id: shopId,
        lines,
        customer_id: customerId,
      });
      if (result.kind === 'valid') {
        couponDataStorage.set({ code: result.validation.coupon.code, error_code: null });
        onAppliedChange(result.validation);
        track('coupon_validated', {
          code: result.validation.coupon.code,
          discount: result.validation.discount_value.value,
        });
      } else if (result.kind === 'rejected') {
        couponDataStorage.set({ code: trimmed, error_code: result.couponError });
        onAppliedChange(null);
        onProblemChange({ couponError: result.couponError, minimum: result.value });
        track('coupon_rejected', { code: trimmed, coupon_error: result.couponError });
      } else {
        setCheckFailed(true);
      }
    } catch (error) {
      console.error('[checkout] coupon validation failed', error);
      setCheckFailed(true);
    } finally {
      setChecking(false);
    }
  };

  const remove = () => {
    track('coupon_removed', { code: applied?.coupon.code ?? code.trim() });
    couponDataStorage.remove();
    onAppliedChange(null);
    onProblemChange(null);
    setCode('');
  };

  return (
    <section data-testid="coupon">
      <Heading>{intl.formatMessage(checkoutMessages.couponTitle)}</Heading>
      {applied ? (
        <Notice
          tone="success"
          data-testid="coupon-applied"
          action={
            <Button variant="ghost" data-testid="coupon-remove" onClick={remove}>
              {intl.formatMessage(checkoutMessages.couponRemove)}
            </Button>
          }
        >
          {intl.formatMessage(checkoutMessages.couponApplied, {
            code: applied.coupon.code,
            amount: formatMoney(applied.discount_value.value, countryId),
          })}
        </Notice>
      ) : (
        <Row>
          <TextField
            label={intl.formatMessage(checkoutMessages.couponCode)}
            data-testid="coupon-input"
            value={code}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={40}
            onFocus={startEntry}
            onChange={(event) => {
              startEntry();
              setCode(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void apply();
              }
            }}
          />
          <Button
            variant="secondary"
            data-testid="coupon-apply"
            loading={checking}
            disabled={!code.trim()}
            onClick={() => void apply()}
          >
            {intl.formatMessage(checkoutMessages.couponApply)}
          </Button>
        </Row>
      )}
      {problem && (
        <Notice
          tone="error"
          data-testid={
            problem.couponError === COUPON_ERROR.MIN_PURCHASE
              ? 'checkout-coupon-minimum'
              : 'checkout-coupon-error'
          }
        >
          <span data-coupon-error={problem.couponError}>
            {problem.couponError === COUPON_ERROR.MIN_PURCHASE
              ? intl.formatMessage(checkoutMessages.couponMinimum, {
                  amount: formatMoney(problem.minimum ?? 0, countryId),
                })
              : intl.formatMessage(couponErrorMessage(problem.couponError))}
          </span>
        </Notice>
      )}
      {checkFailed && (
        <Notice tone="error">{intl.formatMessage(checkoutMessages.couponCheckFailed)}</Notice>
      )}
    </section>
  );
}
