import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@flowscope/shared-api/contract';
import { jsonResponse, renderScreen, screenApi } from '@flowscope/shared-api/testing';
import { mockBackendPerTest } from '@flowscope/mock-api/testing';
import TopAccumulationsScreen from './TopAccumulationsScreen.tsx';

const backend = mockBackendPerTest();
const api = screenApi(backend);

function show(queryClient?: ReturnType<typeof renderScreen>['queryClient']) {
  return renderScreen(TopAccumulationsScreen, {
    url: '/top-accumulations',
    routePath: '/top-accumulations',
    queryClient,
  });
}

async function rowsShown(): Promise<number> {
  const grid = await screen.findByRole('table', { name: 'Top Accumulations' });
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(11));
  return within(grid).getAllByRole('row').length;
}

const calls = () => backend.callsTo(PATHS.cexTopAccumulations).length;

describe('Top Accumulations CEX on the query cache', () => {
  it('a refresh that fails keeps the rows and says from when they are, with Retry', async () => {
    show();
    await rowsShown();
    const firstRow = within(screen.getByRole('table')).getAllByRole('row')[1]?.textContent;
    api.rewriteAnswer(PATHS.cexTopAccumulations, () =>
      jsonResponse({ message: 'Server error occurred' }, 500),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    const notice = await screen.findByText(
      /^Couldn't refresh — showing data from \d{2}:\d{2} CES?T$/,
    );
    expect(notice).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]?.textContent).toBe(firstRow);
    expect(screen.queryByText('Failed to load data')).toBeNull();

    // Retry reaches the API again; once it answers, the notice goes.
    api.rewriteAnswer(PATHS.cexTopAccumulations, (answer) => answer);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Couldn't refresh/)).toBeNull());
    expect(await rowsShown()).toBe(11);
  });

  it('coming back shows the rows at once from the cache while the API is slow', async () => {
    const first = show();
    await rowsShown();
    first.unmount();
    // The API now takes far longer than the test: only the cache can show rows.
    api.rewriteAnswer(PATHS.cexTopAccumulations, () => new Promise<Response>(() => undefined));
    const before = calls();
    show(first.queryClient);
    const grid = screen.getByRole('table', { name: 'Top Accumulations' });
    expect(within(grid).getAllByRole('row')).toHaveLength(11);
    // …and it is revalidated in the background.
    await waitFor(() => expect(calls()).toBe(before + 1));
  });

  it('refetches the table when the connection comes back', async () => {
    show();
    await rowsShown();
    const before = calls();
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(calls()).toBe(before + 1));
  });
});
