import { describe, expect, it } from 'vitest';
import { splitAvatarStack } from './avatar-stack.ts';
import { scoreTone, sideTone } from './feed-tone.ts';
import { formatScoreImpact, isMaskedHandle } from './influencer-score.ts';

describe('feed tone', () => {
  it('is bad below a score of 0 and good from 0 up', () => {
    expect(scoreTone(-0.1)).toBe('bad');
    expect(scoreTone(0)).toBe('good');
    expect(scoreTone(42)).toBe('good');
  });

  it('is bad for a sell and good for a buy', () => {
    expect(sideTone('sell')).toBe('bad');
    expect(sideTone('buy')).toBe('good');
  });
});

describe('splitAvatarStack', () => {
  it('shows up to two handles and counts the rest', () => {
    expect(splitAvatarStack([])).toEqual({ shown: [], hiddenCount: 0 });
    expect(splitAvatarStack(['a'])).toEqual({ shown: ['a'], hiddenCount: 0 });
    expect(splitAvatarStack(['a', 'b'])).toEqual({ shown: ['a', 'b'], hiddenCount: 0 });
    expect(splitAvatarStack(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b'],
      hiddenCount: 3,
    });
  });

  it('takes another maximum, never below zero', () => {
    expect(splitAvatarStack(['a', 'b', 'c'], 1)).toEqual({ shown: ['a'], hiddenCount: 2 });
    expect(splitAvatarStack(['a', 'b'], -1)).toEqual({ shown: [], hiddenCount: 2 });
  });
});

describe('influencer score helpers', () => {
  it('signs the score impact to one decimal', () => {
    expect(formatScoreImpact(4.9)).toBe('+4.9');
    expect(formatScoreImpact(-3.84)).toBe('-3.8');
    expect(formatScoreImpact(0)).toBe('0');
    expect(formatScoreImpact(Number.NaN)).toBe('N/A');
  });

  it("recognises the masked handle '***'", () => {
    expect(isMaskedHandle('***')).toBe(true);
    expect(isMaskedHandle(' *** ')).toBe(true);
    expect(isMaskedHandle('cryptokitty')).toBe(false);
  });
});
