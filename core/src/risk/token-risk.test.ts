import { describe, expect, it } from 'vitest';
import { isRiskyToken, type TokenRiskLike } from './token-risk.ts';

const HONEYPOT: TokenRiskLike = {
  honeypot: true,
  mintable: true,
  top10HoldersPct: 91.2,
  top10HoldersPctFormatted: '91.2%',
  liquidityLocked: false,
  flags: ['honeypot', 'mintable', 'concentrated', 'unlockedLiquidity'],
  level: 'danger',
};

const CLEAR: TokenRiskLike = {
  honeypot: false,
  mintable: false,
  top10HoldersPct: 21.5,
  top10HoldersPctFormatted: '21.5%',
  liquidityLocked: true,
  flags: [],
  level: 'clear',
};

describe('isRiskyToken', () => {
  it('is a honeypot or a contract that can still mint; unknown risk is never risky', () => {
    expect(isRiskyToken(HONEYPOT)).toBe(true);
    expect(isRiskyToken({ ...CLEAR, mintable: true, flags: ['mintable'], level: 'warning' })).toBe(
      true,
    );
    expect(
      isRiskyToken({
        ...CLEAR,
        liquidityLocked: false,
        top10HoldersPct: 70,
        flags: ['concentrated', 'unlockedLiquidity'],
        level: 'warning',
      }),
    ).toBe(false);
    expect(isRiskyToken(CLEAR)).toBe(false);
    expect(isRiskyToken(null)).toBe(false);
    expect(isRiskyToken(undefined)).toBe(false);
  });
});
