import { describe, expect, it } from 'vitest';
import { keyOrder, numberOrder } from './stable-order.ts';

describe('numberOrder', () => {
  it('orders numbers, equal ones in list order, both ways', () => {
    expect([...numberOrder([3, 1, 2, 1], 'asc')]).toEqual([1, 3, 2, 0]);
    expect([...numberOrder([3, 1, 2, 1], 'desc')]).toEqual([0, 2, 1, 3]);
    expect([...numberOrder([0, -0, -1], 'asc')]).toEqual([2, 0, 1]);
  });
});

describe('keyOrder', () => {
  const LIMIT = 128;
  it('orders by the whole key even when prefixes are shared', () => {
    const keys = ['abcdefghij2', 'abcdefghij1', 'ab', 'abc', 'b', 'abcdefghij1'];
    expect([...keyOrder(keys, 'asc', LIMIT)].map((at) => keys[at])).toEqual([...keys].sort());
    expect([...keyOrder(keys, 'asc', LIMIT)]).toEqual([2, 3, 1, 5, 0, 4]);
    expect([...keyOrder(keys, 'desc', LIMIT)]).toEqual([4, 0, 1, 5, 3, 2]);
  });

  it('agrees with a plain string sort on random keys', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const keys = Array.from({ length: 2000 }, () =>
      String.fromCharCode(
        ...Array.from(
          { length: 1 + Math.floor(random() * 12) },
          () => 2 + Math.floor(random() * 4),
        ),
      ),
    );
    const expected = keys
      .map((key, index) => ({ key, index }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index));
    expect([...keyOrder(keys, 'asc', LIMIT)]).toEqual(expected.map((entry) => entry.index));
  });
});
