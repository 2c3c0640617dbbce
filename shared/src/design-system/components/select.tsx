import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  FieldWrapper,
  RequiredMark,
  controlStyles,
  describedBy,
} from './field-parts';

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
  const generatedId = useId();
  const selectId = id ?? `select-${generatedId}`;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const invalid = Boolean(error);

  return (
    <FieldWrapper className={className} style={style}>
      <FieldLabel htmlFor={selectId}>
        {label}
        {required && <RequiredMark>*</RequiredMark>}
      </FieldLabel>
      <Control
        {...selectProps}
        // Uncontrolled with a placeholder: start on the placeholder, not on the first option.
        defaultValue={
          placeholder !== undefined && selectProps.value === undefined
            ? (selectProps.defaultValue ?? '')
            : selectProps.defaultValue
        }
        id={selectId}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hintId, errorId, extraDescribedBy)}
        $invalid={invalid}
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
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}
