import { describe, expect, it } from 'vitest';
import { withStableKeys } from './stable-keys.ts';

describe('withStableKeys', () => {
  it('keys each item by its identity, whatever its place', () => {
    const before = withStableKeys(['b', 'c'], (item) => item);
    const after = withStableKeys(['a', 'b', 'c'], (item) => item);
    expect(before.map(([key]) => key)).toEqual(['b', 'c']);
    expect(after.map(([key]) => key)).toEqual(['a', 'b', 'c']);
  });

  it('tells repeated identities apart, in order', () => {
    expect(withStableKeys(['x', 'y', 'x', 'x'], (item) => item).map(([key]) => key)).toEqual([
      'x',
      'y',
      'x#2',
      'x#3',
    ]);
  });
});
