import { describe, expect, it } from 'vitest';
import { readDayRange, writeDayRange } from './day-range-param.ts';
import {
  enumParam,
  intParam,
  namespacedKey,
  readParam,
  readParams,
  textParam,
  writeParam,
} from './url-param.ts';

const query = (text: string) => new URLSearchParams(text);

describe('URL params', () => {
  const network = enumParam('network', ['base', 'solana'] as const, 'base');
  const wallets = intParam<number>('wallets', { defaultValue: 0, allowed: [0, 5, 10] });
  const cap = intParam<number | null>('max', { defaultValue: null, min: 0 });

  it('round-trips values and keeps defaults out of the URL', () => {
    const written = writeParam(writeParam(query('keep=1'), network, 'solana'), wallets, 10);
    expect(written.toString()).toBe('keep=1&network=solana&wallets=10');
    expect(readParams(written, { network, wallets })).toEqual({ network: 'solana', wallets: 10 });
    expect(writeParam(written, network, 'base').toString()).toBe('keep=1&wallets=10');
    expect(writeParam(query('max=5'), cap, null).toString()).toBe('');
  });

  it('reads odd values as the default', () => {
    expect(readParam(query('network=<script>'), network)).toBe('base');
    expect(readParam(query('wallets=7'), wallets)).toBe(0);
    expect(readParam(query('max=-5'), cap)).toBeNull();
    expect(readParam(query('max=1e3'), cap)).toBeNull();
    expect(readParam(query('max=12abc'), cap)).toBeNull();
    expect(readParam(query('max=99999999999999999999'), cap)).toBeNull();
    expect(readParam(query('max=250000'), cap)).toBe(250_000);
    expect(readParam(query(`q=${'x'.repeat(300)}`), textParam('q'))).toHaveLength(200);
  });

  it('namespaces keys so two views on one page stay apart', () => {
    expect(namespacedKey('cex', 'page')).toBe('cex.page');
    expect(namespacedKey(undefined, 'page')).toBe('page');
  });
});

describe('day ranges', () => {
  it('reads a range, puts reversed days in order and drops unreal days', () => {
    expect(readDayRange(query('from=2025-06-01&to=2025-06-03'))).toEqual({
      from: '2025-06-01',
      to: '2025-06-03',
    });
    expect(readDayRange(query('from=2025-06-03&to=2025-06-01'))).toEqual({
      from: '2025-06-01',
      to: '2025-06-03',
    });
    expect(readDayRange(query('from=2025-02-30&to=2025-03-01'))).toBeNull();
    expect(readDayRange(query('from=2025-06-01'))).toBeNull();
  });

  it('writes a range in order and clears it with null', () => {
    const written = writeDayRange(query('keep=1'), { from: '2025-06-03', to: '2025-06-01' });
    expect(written.toString()).toBe('keep=1&from=2025-06-01&to=2025-06-03');
    expect(writeDayRange(written, null).toString()).toBe('keep=1');
  });
});
