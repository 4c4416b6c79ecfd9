import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useElementState } from './use-element-state.ts';

const reactEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let root: Root | null = null;
let container: HTMLElement;

beforeEach(() => {
  // React on its own (no act), so the test sees when it draws.
  reactEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  flushSync(() => root?.unmount());
  root = null;
  container.remove();
  reactEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('useElementState', () => {
  it('gives the element in a later render, not in one forced into the commit that attached it', async () => {
    const seen: (HTMLElement | null)[] = [];
    function Anchored() {
      const [anchor, anchorRef] = useElementState<HTMLButtonElement>();
      seen.push(anchor);
      return <button ref={anchorRef}>Columns</button>;
    }
    root = createRoot(container);
    flushSync(() => root?.render(<Anchored />));
    // An urgent update from the ref would have drawn again before the commit's task ended.
    expect(seen).toEqual([null]);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.at(-1)).toBe(container.querySelector('button'));
  });
});
