import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-cell.ts';

describe('csvCell', () => {
  it('writes numbers raw, negative ones as numbers', () => {
    expect(csvCell(1234567.89)).toBe('1234567.89');
    expect(csvCell(-1250.5)).toBe('-1250.5');
    expect(csvCell(0)).toBe('0');
  });

  it('leaves missing and non-finite values empty', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
    expect(csvCell(new Date(Number.NaN))).toBe('');
  });

  it('writes dates as ISO 8601 in UTC', () => {
    expect(csvCell(new Date(Date.UTC(2026, 10, 24, 14, 5, 9)))).toBe('2026-11-24T14:05:09.000Z');
  });

  it('quotes text with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Bitcoin')).toBe('Bitcoin');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=1+1', '+41', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', '=HYPERLINK("http://x")'])(
    'defuses the formula-like text %j with an apostrophe inside quotes',
    (text) => {
      const cell = csvCell(text);
      expect(cell.startsWith(`"'`)).toBe(true);
      expect(cell).toBe(`"'${text.replaceAll('"', '""')}"`);
    },
  );

  it('does not touch text that only contains a trigger later on', () => {
    expect(csvCell('BTC-USD')).toBe('BTC-USD');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes booleans as words', () => {
    expect(csvCell(true)).toBe('true');
    expect(csvCell(false)).toBe('false');
  });
});
