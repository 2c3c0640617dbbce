import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../i18n/messages';
import { useFocusTrap } from '../hooks/use-focus-trap';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  /** Text under the title, linked as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, usually Buttons. */
  footer?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** False for decisions the shopper must answer explicitly (no backdrop close, no X). */
  dismissible?: boolean;
  /** Where the portal mounts; document.body by default. */
  container?: Element | null;
  'data-testid'?: string;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};

  ${({ theme }) => theme.media.sm} {
    align-items: center;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

// A bottom sheet on phones, a centred card from the small breakpoint up.
const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-height: 90dvh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  box-shadow: 0 -4px 24px rgba(0, 0, 0, 0.18);

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.sm} {
    max-width: 480px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.3;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  margin: -${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

function DialogContent({
  onClose,
  title,
  description,
  children,
  footer,
  initialFocusRef,
  dismissible = true,
  'data-testid': testId,
}: Omit<DialogProps, 'open' | 'container'>) {
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useFocusTrap(panelRef, { active: true, initialFocusRef });

  useEffect(() => {
    if (!dismissible) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dismissible, onClose]);

  useEffect(() => {
    // The page behind a modal must not scroll under the shopper's thumb.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  return (
    <Backdrop
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-testid={testId}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {dismissible && (
            <CloseButton
              type="button"
              aria-label={intl.formatMessage(commonMessages.close)}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </CloseButton>
          )}
        </Header>
        {description && <Description id={descriptionId}>{description}</Description>}
        {children}
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>
  );
}

/** A modal dialog rendered through a portal; focus is trapped inside and restored on close. */
export function Dialog({ open, container, ...contentProps }: DialogProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<DialogContent {...contentProps} />, container ?? document.body);
}
