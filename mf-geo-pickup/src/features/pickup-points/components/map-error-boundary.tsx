import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface MapErrorBoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

interface MapErrorBoundaryState {
  failed: boolean;
}

/** A map that fails to download or to start must not take the list down with it. */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, MapErrorBoundaryState> {
  override state: MapErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): MapErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn(
      '[mf-geo-pickup] the map failed; showing the list alone',
      error,
      info.componentStack,
    );
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
