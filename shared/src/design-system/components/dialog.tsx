import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

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

// No page shows a dialog on its first screen: what one shows loads the first time one opens,
// not with every page that might open one.
const DialogContent = lazy(() => import('./dialog-content'));

/** A modal dialog rendered through a portal; focus is trapped inside and restored on close. */
export function Dialog({ open, container, ...contentProps }: DialogProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <Suspense fallback={null}>
      <DialogContent {...contentProps} />
    </Suspense>,
    container ?? document.body,
  );
}
