import type { ExportValue } from '../../table/types.ts';

/**
 * First characters that make a spreadsheet read a text cell as a formula (OWASP, CSV
 * injection): '=', '+', '-', '@', tab and carriage return.
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;
/** Characters that force a cell into quotes (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

function quoted(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * One CSV cell. A finite number is written as a number, so '-1250.5' stays a negative
 * number a spreadsheet can sum: it comes from a JavaScript number, so it cannot carry a
 * formula. Text that starts like a formula gets a leading apostrophe and quotes, as OWASP
 * recommends, so '-2+3' or '=HYPERLINK(…)' from the API is shown, never run. Dates are ISO
 * 8601 in UTC; null, undefined and NaN are empty cells.
 */
export function csvCell(value: ExportValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (FORMULA_TRIGGER.test(value)) return quoted(`'${value}`);
  return NEEDS_QUOTES.test(value) ? quoted(value) : value;
}
