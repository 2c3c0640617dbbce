import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { css, type DefaultTheme } from 'styled-components';
import { designSystemMessages } from '../messages';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

export interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a dismiss button; also called when `duration` elapses. */
  onDismiss?: () => void;
  /** Milliseconds before `onDismiss` is called on its own; omitted means it stays. */
  duration?: number;
  /** An action such as a retry Button. */
  action?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

function toneColors(theme: DefaultTheme, tone: NoticeTone): { fg: string; bg: string } {
  const { colors } = theme;
  switch (tone) {
    case 'success':
      return { fg: colors.success, bg: colors.successSoft };
    case 'warning':
      return { fg: colors.warning, bg: colors.warningSoft };
    case 'error':
      return { fg: colors.danger, bg: colors.dangerSoft };
    case 'info':
      return { fg: colors.info, bg: colors.infoSoft };
  }
}

const Box = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme, $tone }) => {
    const { fg, bg } = toneColors(theme, $tone);
    return css`
      background: ${bg};
      color: ${theme.colors.text};
      border-left: 4px solid ${fg};
    `;
  }}
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const DismissButton = styled.button`
  flex: none;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  margin: -${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  font-size: 1.25rem;
  cursor: pointer;
`;

/**
 * An inline message. Errors and warnings interrupt (role=alert); information and success wait
 * for a pause (role=status).
 */
export function Notice({
  tone = 'info',
  title,
  children,
  onDismiss,
  duration,
  action,
  className,
  'data-testid': testId,
}: NoticeProps) {
  const intl = useIntl();

  // Read through a ref so that a new inline callback on each render does not restart the timer.
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });
  const dismissible = onDismiss !== undefined;

  useEffect(() => {
    if (duration === undefined || !dismissible) return undefined;
    const timer = setTimeout(() => onDismissRef.current?.(), duration);
    return () => clearTimeout(timer);
  }, [duration, dismissible]);

  return (
    <Box
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={className}
      data-testid={testId}
      $tone={tone}
    >
      <Body>
        {title && <Title>{title}</Title>}
        {children && <div>{children}</div>}
        {action && <div>{action}</div>}
      </Body>
      {onDismiss && (
        <DismissButton
          type="button"
          aria-label={intl.formatMessage(designSystemMessages.noticeDismiss)}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </DismissButton>
      )}
    </Box>
  );
}

export interface ToastProps extends NoticeProps {
  open: boolean;
}

const ToastRegion = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  left: ${({ theme }) => theme.space.lg};
  right: ${({ theme }) => theme.space.lg};
  bottom: calc(${({ theme }) => theme.space.lg} + env(safe-area-inset-bottom, 0px));
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.18);
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme }) => theme.media.md} {
    left: auto;
    width: 400px;
  }
`;

/** A floating Notice; disappears after `duration` (5 s unless told otherwise). */
export function Toast({ open, duration = 5000, ...noticeProps }: ToastProps) {
  if (!open) return null;
  return (
    <ToastRegion>
      <Notice {...noticeProps} duration={duration} />
    </ToastRegion>
  );
}
