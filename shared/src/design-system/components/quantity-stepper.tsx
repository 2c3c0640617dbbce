import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { designSystemMessages } from '../messages';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Product name, read in the buttons' labels ("Agregar una unidad de Leche"). */
  itemLabel: string;
  min?: number;
  /** The cap from the domain's quantityLimit/allowedQuantity; null or Infinity for none. */
  max?: number | null;
  step?: number;
  disabled?: boolean;
  /** How the value reads ('500 g' for a weight); plain numbers when omitted. */
  formatValue?: (value: number) => string;
  /** Show "Máximo N unidades" under the control when there is a cap. */
  showCap?: boolean;
  className?: string;
}

const Wrapper = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

const StepButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.375rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  touch-action: manipulation;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Value = styled.output`
  min-width: 2.5ch;
  padding: 0 ${({ theme }) => theme.space.xs};
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const Cap = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Decimal steps (sold by weight) must not drift: 0.1 + 0.2 stays 0.3.
function roundToStep(value: number, step: number): number {
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number(value.toFixed(decimals));
}

export function QuantityStepper({
  value,
  onChange,
  itemLabel,
  min = 0,
  max = null,
  step = 1,
  disabled = false,
  showCap = true,
  formatValue,
  className,
}: QuantityStepperProps) {
  const intl = useIntl();
  const shown = formatValue ? formatValue(value) : intl.formatNumber(value);
  const capId = useId();
  const upper = max ?? Infinity;
  const hasCap = Number.isFinite(upper);
  const canDecrease = !disabled && value > min;
  const canIncrease = !disabled && value < upper;

  const change = (delta: number) => {
    const next = Math.min(upper, Math.max(min, roundToStep(value + delta, step)));
    if (next !== value) onChange(next);
  };

  return (
    <Wrapper className={className}>
      <Group
        role="group"
        aria-label={itemLabel}
        aria-describedby={hasCap && showCap ? capId : undefined}
      >
        <StepButton
          type="button"
          disabled={!canDecrease}
          aria-label={intl.formatMessage(designSystemMessages.stepperDecrease, { item: itemLabel })}
          onClick={() => change(-step)}
        >
          <span aria-hidden="true">−</span>
        </StepButton>
        <Value
          data-value={value}
          aria-live="polite"
          aria-label={intl.formatMessage(designSystemMessages.stepperQuantity, {
            item: itemLabel,
            quantity: shown,
          })}
        >
          {shown}
        </Value>
        <StepButton
          type="button"
          disabled={!canIncrease}
          aria-label={intl.formatMessage(designSystemMessages.stepperIncrease, { item: itemLabel })}
          onClick={() => change(step)}
        >
          <span aria-hidden="true">+</span>
        </StepButton>
      </Group>
      {hasCap && showCap && (
        <Cap id={capId}>
          {formatValue
            ? intl.formatMessage(designSystemMessages.stepperCapAmount, { max: formatValue(upper) })
            : intl.formatMessage(designSystemMessages.stepperCap, { max: upper })}
        </Cap>
      )}
    </Wrapper>
  );
}
