import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame, controlStyles, useFieldIds } from './field-parts';

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
  const ids = useFieldIds('field', { id, hint, error, extraDescribedBy });
  return (
    <FieldFrame {...{ ids, label, required, hint, error, className, style }}>
      <Input
        {...inputProps}
        id={ids.controlId}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        $invalid={ids.invalid}
      />
    </FieldFrame>
  );
}
