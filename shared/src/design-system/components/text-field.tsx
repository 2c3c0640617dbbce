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

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** When present the field is marked invalid and the text is announced with it. */
  error?: ReactNode;
}

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

export function TextField({
  label,
  hint,
  error,
  id,
  required,
  className,
  style,
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `field-${generatedId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const invalid = Boolean(error);

  return (
    <FieldWrapper className={className} style={style}>
      <FieldLabel htmlFor={inputId}>
        {label}
        {required && <RequiredMark>*</RequiredMark>}
      </FieldLabel>
      <Input
        {...inputProps}
        id={inputId}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hintId, errorId, extraDescribedBy)}
        $invalid={invalid}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}
