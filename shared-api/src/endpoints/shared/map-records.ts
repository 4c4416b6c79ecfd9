import type { ItemRange } from '@flowscope/core';

/**
 * `toRow` over records [range.start, range.end), or over all of them without a range, each
 * with its index in the whole answer: a list's rows made in slices are the rows made at once.
 */
export function mapRecords<Record, Row>(
  records: readonly Record[],
  range: ItemRange | undefined,
  toRow: (record: Record, index: number) => Row,
): Row[] {
  const end = Math.min(range?.end ?? records.length, records.length);
  const rows: Row[] = [];
  for (let index = range?.start ?? 0; index < end; index += 1) {
    rows.push(toRow(records[index] as Record, index));
  }
  return rows;
}
