import { describe, expect, it } from 'vitest';
import { czechCollationKey, czechCollator } from './collation-key.ts';

const ALPHABET = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...'áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽäöüÄÖÜłŁøØ',
  ..." -_.,$%()/'",
  'ch',
  'Ch',
  'CH',
  'cH',
];

function randomText(random: () => number): string {
  const length = 1 + Math.floor(random() * 6);
  let text = '';
  for (let index = 0; index < length; index += 1) {
    text += ALPHABET[Math.floor(random() * ALPHABET.length)];
  }
  return text;
}

/** A small seeded generator, so a failure can be reproduced. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('czechCollationKey', () => {
  it('orders exactly as the Czech collator on 20,000 random pairs', () => {
    const random = seeded(42);
    for (let pair = 0; pair < 20_000; pair += 1) {
      const a = randomText(random);
      const b = randomText(random);
      const keyA = czechCollationKey(a);
      const keyB = czechCollationKey(b);
      if (keyA === null || keyB === null) throw new Error(`no key for ${a} or ${b}`);
      const byKey = keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
      expect([a, b, byKey]).toEqual([a, b, Math.sign(czechCollator().compare(a, b))]);
    }
  });

  it('treats ch as one letter after h, and ignores case and accents', () => {
    const key = (text: string) => czechCollationKey(text) ?? '';
    expect(key('chata') > key('hrad')).toBe(true);
    expect(key('chata') < key('ibis')).toBe(true);
    expect(key('ČAJ') > key('cukr')).toBe(true);
    expect(key('Pepe')).toBe(key('pepe'));
    expect(key('ďábel')).toBe(key('dabel'));
    expect(key('šnek') > key('sova')).toBe(true);
  });

  it('gives no key for text the table does not cover', () => {
    expect(czechCollationKey('straße')).toBeNull();
    expect(czechCollationKey('🐸 frog')).toBeNull();
    expect(czechCollationKey('Биткоин')).toBeNull();
  });
});
