import { Component, Fragment, Suspense, type ErrorInfo, type ReactNode } from 'react';

import type { RemoteModuleId } from './exposed-modules';
import { REMOTE_BOUNDARY } from './caught-by-remote-boundary';
import { RemoteFallback } from './remote-fallback';
import { RemoteLoadError } from './remote-loader';
import { RemoteLoading } from './remote-loading';
import { reportRemoteFailure } from './report-remote-failure';
import { moduleSettled } from '../features/first-view/hold-server-markup';

export interface RemoteBoundaryProps {
  moduleId: RemoteModuleId;
  children: ReactNode;
  /** Called when the visitor presses retry, after the boundary has reset itself. */
  onRetry?: () => void;
  /** Shown while the remote's code is loading; a quiet placeholder by default, nothing when null. */
  loading?: ReactNode;
  /** Replaces the default localized fallback. */
  renderFallback?: (retry: () => void, error: unknown) => ReactNode;
  /** Silent re-mounts after a render error before the fallback shows (load errors were already retried). */
  renderRetries?: number;
  /** Where a failure is reported; reportRemoteFailure by default. */
  report?: typeof reportRemoteFailure;
}

interface RemoteBoundaryState {
  error: unknown;
  failed: boolean;
  renderRetriesUsed: number;
  mountKey: number;
}

const initialState: RemoteBoundaryState = {
  error: null,
  failed: false,
  renderRetriesUsed: 0,
  mountKey: 0,
};

/**
 * Error boundary plus Suspense around one remote: whatever the remote does while loading or
 * rendering stays inside this box, so the shell and the other remotes keep working.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = initialState;
  readonly [REMOTE_BOUNDARY] = true;

  static getDerivedStateFromError(error: unknown): Partial<RemoteBoundaryState> {
    return { error: error ?? new Error('A remote threw a nullish value') };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const { moduleId, renderRetries = 1, report = reportRemoteFailure } = this.props;
    const used = this.state.renderRetriesUsed;
    if (!(error instanceof RemoteLoadError) && used < renderRetries) {
      this.setState((state) => ({
        error: null,
        renderRetriesUsed: state.renderRetriesUsed + 1,
        mountKey: state.mountKey + 1,
      }));
      return;
    }
    report(moduleId, error, used + 1);
    // The page waits for no module that failed (see hold-server-markup.ts).
    moduleSettled(moduleId);
    this.setState({ failed: true });
  }

  private readonly retry = (): void => {
    this.setState((state) => ({ ...initialState, mountKey: state.mountKey + 1 }));
    this.props.onRetry?.();
  };

  override render(): ReactNode {
    const { moduleId, children, loading, renderFallback } = this.props;
    const { error, failed, mountKey } = this.state;
    // `null` is a deliberate "show nothing" (the cart bar), only `undefined` means the default.
    const placeholder = loading !== undefined ? loading : <RemoteLoading moduleId={moduleId} />;
    if (error !== null) {
      if (!failed) return placeholder;
      return renderFallback ? (
        renderFallback(this.retry, error)
      ) : (
        <RemoteFallback moduleId={moduleId} onRetry={this.retry} />
      );
    }
    return (
      <Suspense fallback={placeholder}>
        <Fragment key={mountKey}>{children}</Fragment>
      </Suspense>
    );
  }
}
