import { render, screen } from '@testing-library/react';
import { createContext, use, useEffect, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Sparkline } from '../contract/sparklines.ts';
import { setupEndpointTests } from '../endpoints/test-setup.ts';
import { routeByPath } from '../http/test-support.ts';
import { queryWrapper } from '../testing/query-wrapper.tsx';
import { PageSparklinesScope } from './page-sparklines-scope.ts';
import type { PageSparklines } from './use-page-sparklines.ts';

interface Row {
  coin: string;
}

const ROWS: readonly Row[] = [{ coin: 'BTC' }, { coin: 'ETH' }];
const WINDOW = { hours: 24 } as const;
const tokenOf = (row: Row) => ({ coin: row.coin });

const line = (coin: string): Sparkline => ({
  coin,
  points: [
    { timestamp: '2025-06-01T13:00:00.000Z', value: 1 },
    { timestamp: '2025-06-01T14:00:00.000Z', value: 2 },
  ],
});

const Lines = createContext<PageSparklines>({ lines: {}, pending: false });

function LinesProvider({ value, children }: { value: PageSparklines; children: ReactNode }) {
  return <Lines value={value}>{children}</Lines>;
}

/** A sparkline cell: reads the lines. */
function LineCount() {
  const { lines, pending } = use(Lines);
  return <p>{pending ? 'loading lines' : `${Object.keys(lines).length} lines`}</p>;
}

setupEndpointTests();

describe('PageSparklinesScope', () => {
  it('hands the page’s lines to the cells without drawing the table again', async () => {
    const api = routeByPath({
      '/sparklines': { result: 'ok', data: [line('BTC'), line('ETH')] },
    });
    const tableRenders: number[] = [];
    function Table() {
      // Runs after every render of the table.
      useEffect(() => {
        tableRenders.push(tableRenders.length + 1);
      });
      return <LineCount />;
    }
    render(
      <PageSparklinesScope
        provider={LinesProvider}
        venue="cex"
        kind="netflow"
        window={WINDOW}
        rows={ROWS}
        tokenOf={tokenOf}
      >
        <Table />
      </PageSparklinesScope>,
      { wrapper: queryWrapper().wrapper },
    );

    expect(screen.getByText('loading lines')).toBeTruthy();
    expect(await screen.findByText('2 lines')).toBeTruthy();
    // One call for the page, and the table drawn once: only the cell drew the answer.
    expect(api.requests).toHaveLength(1);
    expect(tableRenders).toEqual([1]);
  });
});
