import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame, controlStyles, useFieldIds } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, unselectable option shown while nothing is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
}

const Control = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space.xxl};
  /* A chevron drawn in CSS so that no icon file is downloaded. */
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 13px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
`;

export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  required,
  className,
  style,
  'aria-describedby': extraDescribedBy,
  ...selectProps
}: SelectProps) {
  const ids = useFieldIds('select', { id, hint, error, extraDescribedBy });

  return (
    <FieldFrame {...{ ids, label, required, hint, error, className, style }}>
      <Control
        {...selectProps}
        // Uncontrolled with a placeholder: start on the placeholder, not on the first option.
        defaultValue={
          placeholder !== undefined && selectProps.value === undefined
            ? (selectProps.defaultValue ?? '')
            : selectProps.defaultValue
        }
        id={ids.controlId}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        $invalid={ids.invalid}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Control>
    </FieldFrame>
  );
}
