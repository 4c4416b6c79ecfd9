import { describe, expect, it } from 'vitest';
import { formatZonedDateTime } from '@flowscope/core';
import { tableToCsv } from '../power-tools/csv/table-csv.ts';
import { isoTimeOf, timeColumn } from './time-column.ts';
import type { TableColumn } from './types.ts';

interface Row {
  seen: string | number | null;
  seenFormatted: string;
}

const column: TableColumn<Row> = timeColumn<Row>({
  key: 'seenFormatted',
  label: 'Last Seen',
  sortable: true,
  at: (row) => row.seen,
});

function rowAt(seen: Row['seen']): Row {
  const instant = seen === null ? null : new Date(seen).getTime();
  return { seen, seenFormatted: instant === null ? '' : formatZonedDateTime(instant) };
}

describe('timeColumn', () => {
  it('shows the display text but exports the instant as ISO 8601 UTC', () => {
    const row = rowAt('2026-11-24T14:05:00Z');
    expect(row.seenFormatted).toBe('24/11/2026 15:05 CET');
    expect(tableToCsv([column], [row])).toBe('Last Seen\r\n2026-11-24T14:05:00.000Z\r\n');
  });

  it('never exports the display text, whatever the timestamp looks like', () => {
    const rows = [rowAt('2026-06-01T08:30:00+02:00'), rowAt(Date.UTC(2026, 0, 2, 3, 4, 5))];
    const cells = tableToCsv([column], rows).trimEnd().split('\r\n').slice(1);
    expect(cells).toEqual(['2026-06-01T06:30:00.000Z', '2026-01-02T03:04:05.000Z']);
    cells.forEach((cell, index) => expect(cell).not.toBe(rows[index]?.seenFormatted));
  });

  it('leaves the cell empty when there is no time', () => {
    expect(tableToCsv([column], [rowAt(null)])).toBe('Last Seen\r\n\r\n');
  });
});

describe('isoTimeOf', () => {
  it('reads a zone-less server time as UTC, epoch ms as they are', () => {
    expect(isoTimeOf('2026-03-01 10:00:00')).toBe('2026-03-01T10:00:00.000Z');
    expect(isoTimeOf(0)).toBe('1970-01-01T00:00:00.000Z');
  });

  it.each([null, undefined, '', 'yesterday'])('gives null for %j', (value) => {
    expect(isoTimeOf(value)).toBeNull();
  });
});
