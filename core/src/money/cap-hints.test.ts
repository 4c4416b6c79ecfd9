import { describe, expect, it } from 'vitest';
import { capRangeProblem, readCapText } from './cap-hints.ts';

describe('market-cap hints', () => {
  it.each([
    ['1.5m', '1500000', '= $1,500,000; tokens with no known cap are left out'],
    ['200k', '200000', '= $200,000; tokens with no known cap are left out'],
    ['2b', '2000000000', '= $2,000,000,000; tokens with no known cap are left out'],
    ['$1,000,000', '1000000', '= $1,000,000; tokens with no known cap are left out'],
    ['1m', '1000000', '= $1,000,000; tokens with no known cap are left out'],
    ['2500', '2500', '= $2,500; tokens with no known cap are left out'],
  ])('reads %s as %s dollars and says so', (typed, digits, hint) => {
    expect(readCapText(typed)).toEqual({ digits, hint, unreadable: false });
  });

  it('applies no bound for text that is no amount, and says so', () => {
    expect(readCapText('1e6abc')).toMatchObject({ digits: '', unreadable: true });
    expect(readCapText('-5m')).toMatchObject({ digits: '', unreadable: true });
    expect(readCapText('  ')).toEqual({ digits: '', hint: null, unreadable: false });
  });

  it('flags a minimum above the maximum', () => {
    expect(capRangeProblem('500', '100')).toBe('Max is below Min, so no token can match.');
    expect(capRangeProblem('100', '500')).toBeNull();
    expect(capRangeProblem('500', '')).toBeNull();
  });
});
