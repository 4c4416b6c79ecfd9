import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailableError, resetRemote } from './remote-registry.ts';
import { failureSignature } from './retry-attempts.ts';
import { SectionFailure } from './SectionFailure.tsx';

interface RemoteBoundaryProps {
  /** The remote's name in the runtime configuration. */
  remote: string;
  /** How its section is named ('CEX'), from its route manifest. */
  label: string;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: Error | null;
}

/** Contains any failure of a remote, loading or rendering, to its own section of the page. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(
      `[flowscope] ${this.props.remote} section failed`,
      failureSignature(error),
      info.componentStack ?? '',
    );
  }

  private readonly retry = (): void => {
    if (this.state.error instanceof RemoteUnavailableError) resetRemote(this.props.remote);
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <SectionFailure
        label={this.props.label}
        kind={error instanceof RemoteUnavailableError ? 'unavailable' : 'crashed'}
        onRetry={this.retry}
      />
    );
  }
}
