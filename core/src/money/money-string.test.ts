import { describe, expect, it } from 'vitest';
import { parseMoneyString } from './money-string.ts';

describe('parseMoneyString', () => {
  it.each([
    ['$1.2M', 1.2e6],
    ['3B', 3e9],
    ['2 trillion', 2e12],
    ['$5K', 5e3],
    ['7T', 7e12],
    ['$4 million', 4e6],
    ['1.5 billion', 1.5e9],
    ['$1,234.56', 1234.56],
    ['42', 42],
    ['-$450K', -450e3],
    ['$-3M', -3e6],
    ['5m', 5e6],
  ])('reads %s as %d', (text, value) => {
    expect(parseMoneyString(text)).toBeCloseTo(value, 6);
  });

  it.each(['BTC', 'N/A', '12.5%', '$', '', '1.2X', '--5', '-$-5', 'Bitcoin 2'])(
    'does not treat %j as money',
    (text) => {
      expect(parseMoneyString(text)).toBeNull();
    },
  );
});

describe('parseMoneyString precision', () => {
  it('gives exactly the number Number() reads from the digits', () => {
    for (const digits of [
      '1234.56',
      '0.1',
      '0.3',
      '99.99',
      '123456789.123456',
      '0.000001',
      '12345678901234567890',
    ]) {
      expect(parseMoneyString(`$${digits}`)).toBe(Number(digits));
    }
    expect(parseMoneyString('$1.2M')).toBe(Number('1.2') * 1e6);
    expect(parseMoneyString('$1,234,567.891')).toBe(1234567.891);
  });
});
