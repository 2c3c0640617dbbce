import { useId, type CSSProperties, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const RequiredMark = styled.span.attrs({ 'aria-hidden': true })`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: ${({ theme }) => theme.space.xxs};
`;

export const FieldHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Shared look of text inputs and selects; 16px text stops iOS zooming on focus. */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 16px;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.focusRing};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Ids of the hint and error paragraphs that describe a control, in reading order. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  invalid: boolean;
  /** The control's aria-describedby: hint, then error, then any the caller passed. */
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint and error, so screen readers announce them. */
export function useFieldIds(
  prefix: string,
  { id, hint, error, extraDescribedBy }: FieldIdsInput,
): FieldIds {
  const generatedId = useId();
  const controlId = id ?? `${prefix}-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    invalid: Boolean(error),
    describedBy: describedBy(hintId, errorId, extraDescribedBy),
  };
}

interface FieldIdsInput {
  id: string | undefined;
  hint: ReactNode;
  error: ReactNode;
  extraDescribedBy: string | undefined;
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  required: boolean | undefined;
  hint: ReactNode;
  error: ReactNode;
  className: string | undefined;
  style: CSSProperties | undefined;
  children: ReactNode;
}

/** Label above the control, hint and error below it: the frame every form field shares. */
export function FieldFrame({
  ids,
  label,
  required,
  hint,
  error,
  className,
  style,
  children,
}: FieldFrameProps) {
  return (
    <FieldWrapper className={className} style={style}>
      <FieldLabel htmlFor={ids.controlId}>
        {label}
        {required && <RequiredMark>*</RequiredMark>}
      </FieldLabel>
      {children}
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}
