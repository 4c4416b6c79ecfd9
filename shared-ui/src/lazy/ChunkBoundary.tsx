import { Component, type ReactNode } from 'react';
import { ChunkLoadFailure } from './lazy-chunk.ts';

interface ChunkBoundaryState {
  error: unknown;
}

/**
 * Around a lazy part that is an extra (a popover, a tooltip, a dialog): if its chunk cannot be
 * fetched it renders nothing, so the screen stays and only that part does not open. Any other
 * error goes on to the boundaries above.
 */
export class ChunkBoundary extends Component<{ children: ReactNode }, ChunkBoundaryState> {
  override state: ChunkBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ChunkBoundaryState {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkLoadFailure) return null;
    throw error;
  }
}
