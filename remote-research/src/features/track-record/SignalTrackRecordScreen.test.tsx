import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatShare, routeTo, SCREEN_ROUTES } from '@flowscope/shared-api';
import type { SignalTrackRecordResponse } from '@flowscope/shared-api/contract';
import { PATHS } from '@flowscope/shared-api/contract';
import { expectWindowHours, renderScreen } from '@flowscope/shared-api/testing';
import { columnHeaders } from '@flowscope/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { LOADED, researchBackend } from '../../test/research-test-kit.ts';
import SignalTrackRecordScreen from './SignalTrackRecordScreen.tsx';

const research = researchBackend();
const { api, backend } = research;
const TRACK_RECORD = PATHS.signalTrackRecord;

function show(url: string = routeTo.signalTrackRecord()) {
  return renderScreen(SignalTrackRecordScreen, {
    url,
    routePath: SCREEN_ROUTES.signalTrackRecord.path,
  });
}

const bodies = () => api.bodiesTo(TRACK_RECORD) as Record<string, unknown>[];

async function bandTable(venue: 'CEX' | 'DEX', rows: number) {
  const table = await screen.findByRole(
    'table',
    { name: `Track record by score band, ${venue}` },
    LOADED,
  );
  await waitFor(() => {
    expect(table.querySelector('[data-skeleton]')).toBeNull();
    expect(table.getAttribute('aria-busy')).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(rows + 2);
  }, LOADED);
  return table;
}

describe('Signal Track Record', () => {
  it('gives hit rates and median returns by score band after 1h, 4h and 24h, with how to read them', async () => {
    research.recordAnswers(TRACK_RECORD);
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Signal Track Record' })).toBeTruthy();
    expect(screen.getByText(/^Every alpha signal is scored when it is raised\./)).toBeTruthy();
    const table = await bandTable('CEX', 5);
    expect(bodies()[0]).toMatchObject({ user_id: 0, venue: 'cex' });
    expectWindowHours(bodies()[0] ?? {}, 720);

    expect(columnHeaders(table)).toEqual([
      'Score band',
      'Signals',
      'After 1h',
      'After 4h',
      'After 24h',
      ...Array.from({ length: 3 }, () => ['Hit rate', 'Median return', 'Measured']).flat(),
    ]);
    const rows = within(table).getAllByRole('row').slice(2);
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual([
      'ExcellentScore 90–100',
      'Very goodScore 80–89.9',
      'GoodScore 70–79.9',
      'FairScore 60–69.9',
      'PoorScore under 60',
    ]);
    const { data } = research.answerOf<SignalTrackRecordResponse>(TRACK_RECORD);
    const excellent24h = data.cells.find(
      (cell) => cell.band === 'excellent' && cell.horizon === 'h24',
    );
    const cells = [...(rows[0]?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
    expect(cells[1]).toBe(String(excellent24h?.signals.toLocaleString('en-US')));
    expect(cells[8]).toBe(formatShare(excellent24h?.hit_rate ?? null));
    expect(cells[10]).toBe(String(excellent24h?.measured));
    const total = data.totals.find((entry) => entry.venue === 'cex')?.signals ?? 0;
    expect(
      screen.getByText(`${total.toLocaleString('en-US')} CEX signals in the last 30 days.`),
    ).toBeTruthy();
  });

  it('keeps the exchange and the period in the URL and asks for them', async () => {
    const view = show();
    await bandTable('CEX', 5);
    fireEvent.click(screen.getByRole('tab', { name: 'DEX' }));
    expect(view.location.current).toBe(routeTo.signalTrackRecord({ venue: 'dex' }));
    await bandTable('DEX', 4);
    fireEvent.click(screen.getByRole('tab', { name: '7 days' }));
    expect(view.location.current).toBe(routeTo.signalTrackRecord({ venue: 'dex', period: '7d' }));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ venue: 'dex' }), LOADED);
    expectWindowHours(bodies().at(-1) ?? {}, 168);
    expect(await screen.findByText(/ DEX signals in the last 7 days\.$/, {}, LOADED)).toBeTruthy();
  });

  it('shows the error box with Retry when the first load fails, and Retry brings the table', async () => {
    const failing = backend.failNext(TRACK_RECORD, 500);
    show();
    const retry = await screen.findByRole('button', { name: 'Retry' }, LOADED);
    expect(screen.queryByRole('table', { name: 'Track record by score band, CEX' })).toBeNull();
    failing.restore();
    fireEvent.click(retry);
    await bandTable('CEX', 5);
  });
});
