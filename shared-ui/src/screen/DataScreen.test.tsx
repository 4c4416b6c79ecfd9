import { act, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { unfinishedDrawing } from '../test/unfinished-drawing.tsx';
import { DataScreen, type DataScreenList } from './DataScreen.tsx';

const list = (change: Partial<DataScreenList>): DataScreenList => ({
  loading: false,
  error: null,
  lastUpdated: null,
  retry: vi.fn(),
  ...change,
});

describe('DataScreen', () => {
  it("says how long ago the list was updated, in the spec's relative words", () => {
    renderWithTheme(
      <DataScreen title="Top Accumulations" list={list({ lastUpdated: Date.now() - 60_000 })}>
        <p>rows</p>
      </DataScreen>,
    );
    const updated = screen.getByText(/^Updated/);
    expect(updated.textContent).toMatch(/^Updated 1m \d+s ago$/);
    expect(updated.querySelector('time')?.getAttribute('title')).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} CES?T$/,
    );
  });

  it("marks data over a minute old as 'stale'", () => {
    const { unmount } = renderWithTheme(
      <DataScreen title="Top Holdings" list={list({ lastUpdated: Date.now() - 5_000 })}>
        <p>rows</p>
      </DataScreen>,
    );
    expect(screen.queryByText('stale')).toBeNull();
    unmount();
    renderWithTheme(
      <DataScreen title="Top Holdings" list={list({ lastUpdated: Date.now() - 61_000 })}>
        <p>rows</p>
      </DataScreen>,
    );
    expect(screen.getByText('stale')).toBeTruthy();
  });

  it("marks fresh data 'stale' while live updates are down", () => {
    renderWithTheme(
      <DataScreen title="Top Holdings" list={list({ lastUpdated: Date.now() })} liveStatus="down">
        <p>rows</p>
      </DataScreen>,
    );
    expect(screen.getByText('stale')).toBeTruthy();
  });

  it("keeps the content and the 'Updated' line on screen while a reload runs", () => {
    renderWithTheme(
      <DataScreen title="Top Accumulations" list={list({ loading: true, lastUpdated: Date.now() })}>
        <p>rows</p>
      </DataScreen>,
    );
    expect(screen.getByText('rows')).toBeTruthy();
    expect(screen.getByText(/^Updated/)).toBeTruthy();
    expect(
      screen.getByRole('region', { name: 'Top Accumulations' }).getAttribute('aria-busy'),
    ).toBe('true');
  });

  it("keeps the shown rows, busy, while a new answer's rows are drawn in the background", async () => {
    const { Unfinished, finish } = unfinishedDrawing();
    const view = (rows: ReactNode, answeredAt: number) => (
      <Suspense fallback={<p>nothing to show</p>}>
        <DataScreen title="Top Holdings" list={list({ lastUpdated: answeredAt })}>
          {rows}
        </DataScreen>
      </Suspense>
    );
    const { rerender } = renderWithTheme(view(<p>shown rows</p>, Date.now() - 15_000));
    const region = () => screen.getByRole('region', { name: 'Top Holdings' });
    expect(region().getAttribute('aria-busy')).toBeNull();
    await act(async () => {
      rerender(view(<Unfinished>next rows</Unfinished>, Date.now()));
    });
    expect(screen.getByText('shown rows')).toBeTruthy();
    expect(screen.queryByText('nothing to show')).toBeNull();
    expect(region().getAttribute('aria-busy')).toBe('true');
    await finish();
    expect(await screen.findByText('next rows')).toBeTruthy();
    expect(screen.queryByText('shown rows')).toBeNull();
    expect(region().getAttribute('aria-busy')).toBeNull();
  });

  it('keeps the spinner, never the content made while loading, until the first answer is drawn', async () => {
    const { Unfinished, finish } = unfinishedDrawing();
    const view = (answeredAt: number | null, cards: ReactNode) => (
      <Suspense fallback={<p>nothing to show</p>}>
        <DataScreen
          title="Alpha Feed"
          list={list({ loading: answeredAt === null, lastUpdated: answeredAt })}
        >
          {cards}
        </DataScreen>
      </Suspense>
    );
    const { rerender } = renderWithTheme(view(null, <p>No signals yet</p>));
    expect(screen.getByRole('status', { name: 'Loading Alpha Feed' })).toBeTruthy();
    await act(async () => {
      rerender(view(Date.now(), <Unfinished>cards</Unfinished>));
    });
    expect(screen.getByRole('status', { name: 'Loading Alpha Feed' })).toBeTruthy();
    expect(screen.queryByText('No signals yet')).toBeNull();
    await finish();
    expect(await screen.findByText('cards')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading Alpha Feed' })).toBeNull();
  });

  it('shows the content (a table with skeleton rows) on a first load when asked to', () => {
    const { rerender } = renderWithTheme(
      <DataScreen title="T" list={list({ loading: true })}>
        <p>rows</p>
      </DataScreen>,
    );
    expect(screen.queryByText('rows')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading T' })).toBeTruthy();
    rerender(
      <DataScreen title="T" list={list({ loading: true })} firstLoad="content">
        <p>rows</p>
      </DataScreen>,
    );
    expect(screen.getByText('rows')).toBeTruthy();
  });

  it('a failed refresh keeps the rows and says from when they are, with Retry', async () => {
    const retry = vi.fn();
    // 13:02 UTC is 14:02 on the Prague clock in winter.
    const shownSince = Date.UTC(2026, 0, 15, 13, 2);
    renderWithTheme(
      <DataScreen
        title="Top Accumulations"
        list={list({ lastUpdated: shownSince, refreshError: 'HTTP Error 503', retry })}
      >
        <p>rows</p>
      </DataScreen>,
    );
    expect(screen.getByText('rows')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain("Couldn't refresh — showing data from 14:02 CET");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('the error box only when there is nothing to show', () => {
    renderWithTheme(
      <DataScreen title="Top Accumulations" list={list({ error: 'HTTP Error 503' })}>
        <p>rows</p>
      </DataScreen>,
    );
    expect(screen.queryByText('rows')).toBeNull();
    expect(screen.getByText('HTTP Error 503')).toBeTruthy();
    expect(screen.queryByText(/Couldn't refresh/)).toBeNull();
  });

  it('a table screen has a Refresh control that loads again', async () => {
    const retry = vi.fn();
    renderWithTheme(
      <DataScreen title="Top Holdings" refreshable list={list({ lastUpdated: Date.now(), retry })}>
        <p>rows</p>
      </DataScreen>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
