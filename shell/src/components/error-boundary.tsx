import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** What to show instead of the children; `reset` clears the error and renders the children again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** A change of this value (e.g. the path) clears the error. */
  resetKey?: unknown;
  onError?: (error: unknown, info: ErrorInfo) => void;
  onReset?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** A small resettable error boundary (STYLE.md: many small boundaries, each resettable). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.hasError && !Object.is(previous.resetKey, this.props.resetKey)) this.reset();
  }

  reset = (): void => {
    const { error } = this.state;
    this.props.onReset?.(error);
    this.setState({ error: null, hasError: false });
  };

  override render(): ReactNode {
    if (this.state.hasError) return this.props.fallback(this.state.error, this.reset);
    return this.props.children;
  }
}
