export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Median of the per-pair ratios a/b: each pair ran back to back, so load on the machine cancels. */
export function pairedRatio(a: readonly number[], b: readonly number[]): number {
  return median(a.map((value, index) => value / (b[index] ?? Number.NaN)));
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)}`;
export const ms = (value: number): string => `${Math.round(value)}`;
export const ratio = (value: number): string => value.toFixed(3);

/** The rows of a console table as a Markdown table, first column named `first`. */
export function markdownTable(first: string, rows: Record<string, Record<string, string>>): string {
  const columns = [...new Set(Object.values(rows).flatMap((row) => Object.keys(row)))];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line([first, ...columns]),
    line([first, ...columns].map(() => '---')),
    ...Object.entries(rows).map(([name, row]) => line([name, ...columns.map((c) => row[c] ?? '')])),
  ].join('\n');
}
