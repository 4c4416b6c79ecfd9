import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RelativeTime } from '../components/relative-time/RelativeTime.tsx';
import { useDrawnInBackground } from './use-drawn-in-background.tsx';

/**
 * React's own scheduler, not Testing Library's act (which renders a background pass in one
 * go): the pass is split into slices, and between two slices the page's one-second clock
 * ticks, as it does on a phone whose pass takes longer than a second.
 */
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
const ROWS = 24;
const STARTED = Date.UTC(2026, 10, 28, 12, 0, 0);

const rendersOfRow = new Map<number, number>();
let tickDuringThePass = false;

/** True once, the first time a row asks after the pass has been started. */
function takeTheTick(): boolean {
  const due = tickDuringThePass;
  tickDuringThePass = false;
  return due;
}

function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // A row as costly as a real one on a slow phone, so React yields between slices.
  }
}

function Row({ id }: { id: number }) {
  rendersOfRow.set(id, (rendersOfRow.get(id) ?? 0) + 1);
  busyFor(2);
  if (id === 4 && takeTheTick()) {
    // Runs as soon as React yields this slice: twelve of the clock's seconds go by.
    queueMicrotask(() => vi.advanceTimersByTime(12_000));
  }
  return <li>Row {id}</li>;
}

function Page({ answer }: { answer: number }) {
  const rows = Array.from({ length: answer === 0 ? 0 : ROWS }, (_, index) => index);
  const { shown, drawing } = useDrawnInBackground(
    answer,
    <ul>
      {rows.map((id) => (
        <Row key={id} id={id} />
      ))}
    </ul>,
  );
  return (
    <main aria-busy={drawing || undefined}>
      <p>
        Updated <RelativeTime timestamp={STARTED} shiftMs={0} />
      </p>
      {shown}
    </main>
  );
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = performance.now() + 5_000;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('the page never got there');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let root: Root | null = null;
let actEnvironment: boolean | undefined;

beforeEach(() => {
  actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  // Only the clock (its interval and Date) is faked: React's scheduler keeps its real tasks.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: STARTED });
  rendersOfRow.clear();
});

afterEach(() => {
  root?.unmount();
  root = null;
  vi.useRealTimers();
  globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

describe('useDrawnInBackground', () => {
  it('a tick of the page clock during the pass does not start the pass over; the clock catches up once it lands', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(<Page answer={0} />);
    await until(() => container.textContent?.includes('Updated Just now') ?? false);

    tickDuringThePass = true;
    root.render(<Page answer={1} />);
    await until(() => container.querySelectorAll('li').length === ROWS);

    expect(tickDuringThePass, 'the clock ticked while the rows were being drawn').toBe(false);
    expect([...rendersOfRow.values()], 'each row drawn once').toEqual(Array(ROWS).fill(1));
    await until(() => container.querySelector('main')?.getAttribute('aria-busy') === null);
    await until(() => container.textContent?.includes('Updated 12s ago') ?? false);
  });
});
