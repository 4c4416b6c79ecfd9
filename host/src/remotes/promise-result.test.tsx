import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, use, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackSettlement, usePromiseResult } from './promise-result.ts';

function Result({ promise }: { promise: Promise<string> }) {
  const value = usePromiseResult(promise);
  return <p>{value ?? 'waiting'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message === null ? this.props.children : <p>failed: {this.state.message}</p>;
  }
}

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (reason: Error) => void;
  const promise = new Promise<string>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

afterEach(cleanup);

describe('usePromiseResult', () => {
  it('reads a promise that settled while tracked on the first render, with no waiting state', async () => {
    const promise = Promise.resolve('screen');
    await trackSettlement(promise);
    const seen: string[] = [];
    function Recording() {
      seen.push(usePromiseResult(promise) ?? 'waiting');
      return null;
    }
    render(<Recording />);
    expect(seen).toEqual(['screen']);
  });

  it('is undefined while pending and gives the value once the promise resolves', async () => {
    const { promise, resolve } = deferred();
    render(<Result promise={promise} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => resolve('screen'));
    expect(screen.getByText('screen')).toBeTruthy();
  });

  it('draws what it brings as a transition: what is shown stays until the new content is ready', async () => {
    const { promise, resolve } = deferred();
    const content = deferred();
    function Content() {
      return <p>{use(content.promise)}</p>;
    }
    function Loaded() {
      return usePromiseResult(promise) === undefined ? <p>waiting</p> : <Content />;
    }
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Loaded />
      </Suspense>,
    );
    await act(async () => resolve('screen'));
    // An urgent render would have hidden 'waiting' behind the boundary's fallback.
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    await act(async () => content.resolve('drawn'));
    expect(screen.getByText('drawn')).toBeTruthy();
  });

  it('is undefined while there is no promise yet', () => {
    const seen: (string | undefined)[] = [];
    function Recording() {
      seen.push(usePromiseResult<string>(undefined));
      return null;
    }
    render(<Recording />);
    expect(seen).toEqual([undefined]);
  });

  it('throws a rejection to the nearest error boundary', async () => {
    // React reports the error the boundary caught; it is the expected one here.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { promise, reject } = deferred();
    render(
      <Boundary>
        <Result promise={promise} />
      </Boundary>,
    );
    await act(async () => reject(new Error('remote down')));
    expect(screen.getByText('failed: remote down')).toBeTruthy();
    reported.mockRestore();
  });

  it('follows a new promise when given one, as after a Retry', async () => {
    const first = deferred();
    const { rerender } = render(<Result promise={first.promise} />);
    const second = deferred();
    rerender(<Result promise={second.promise} />);
    await act(async () => first.resolve('stale'));
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => second.resolve('fresh'));
    expect(screen.getByText('fresh')).toBeTruthy();
  });
});
