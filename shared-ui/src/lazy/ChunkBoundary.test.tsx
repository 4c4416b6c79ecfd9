import { render, screen } from '@testing-library/react';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkBoundary } from './ChunkBoundary.tsx';
import { lazyChunk } from './lazy-chunk.ts';

class Outer extends Component<{ children: ReactNode }, { caught: string | null }> {
  override state = { caught: null };
  static getDerivedStateFromError(error: Error) {
    return { caught: error.message };
  }
  override render() {
    return this.state.caught === null ? (
      this.props.children
    ) : (
      <p>Outer caught {this.state.caught}</p>
    );
  }
}

describe('ChunkBoundary', () => {
  it('renders nothing for a part whose chunk fails, and keeps the screen around it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Missing = lazy(lazyChunk(() => Promise.reject(new Error('offline'))).load);
    render(
      <Outer>
        <p>The screen</p>
        <ChunkBoundary>
          <Suspense fallback={<p>Loading</p>}>
            <Missing />
          </Suspense>
        </ChunkBoundary>
      </Outer>,
    );
    await vi.waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    expect(screen.getByText('The screen')).toBeTruthy();
    expect(screen.queryByText(/Outer caught/)).toBeNull();
  });

  it('passes any other error on to the boundaries above', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('a bug');
    }
    render(
      <Outer>
        <ChunkBoundary>
          <Broken />
        </ChunkBoundary>
      </Outer>,
    );
    expect(screen.getByText('Outer caught a bug')).toBeTruthy();
  });
});
