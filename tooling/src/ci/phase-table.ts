type PhaseStatus = 'passed' | 'failed' | 'not run';

export interface PhaseResult {
  name: string;
  status: PhaseStatus;
  seconds: number;
  /** Closing lines of the phase's own report, repeated with the table. */
  summary: string[];
  /** It ran at low priority beside the other phases (its seconds are mostly waiting). */
  background?: boolean;
}

/** Each phase's summary lines (Playwright's counts), named by phase. */
export function phaseSummaries(results: readonly PhaseResult[]): string[] {
  return results.flatMap(({ name, summary }) => summary.map((line) => `${name}: ${line}`));
}

const seconds = (value: number): string => value.toFixed(1);

const BACKGROUND_MARK = '*';
const BACKGROUND_NOTE = `${BACKGROUND_MARK} at low priority, beside the phases after it, on the processor time they left`;

/**
 * The closing table of `npm test`: each phase with its wall seconds (phases that ran side by
 * side each count their own), and the wall time of the whole run.
 */
export function phaseTable(results: readonly PhaseResult[], wallSeconds: number): string {
  const rows = results.map(({ name, status, seconds: spent, background }) => [
    background ? `${name} ${BACKGROUND_MARK}` : name,
    status === 'not run' ? '-' : seconds(spent),
    status,
  ]);
  rows.push([
    'total (wall)',
    seconds(wallSeconds),
    results.every((r) => r.status === 'passed') ? 'passed' : 'failed',
  ]);
  const header = ['phase', 'seconds', 'result'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 1 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join(' | ')
      .trimEnd();
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...rows.map(line),
    ...(results.some((result) => result.background) ? [BACKGROUND_NOTE] : []),
  ].join('\n');
}
