import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import '../vitest/without-owner-stacks.mjs';

/** React's development build keeps an element's owner stack here (not part of its types). */
function debugStackOf(element: object): unknown {
  return (element as { _debugStack?: unknown })._debugStack;
}

describe('the unit tests without React owner stacks', () => {
  it('creates elements without capturing a stack for each', () => {
    const first = debugStackOf(createElement('div'));
    const second = debugStackOf(createElement('span'));
    // React's shared stand-in for an unknown owner, instead of a fresh Error per element.
    expect(first).toBeInstanceOf(Error);
    expect(second).toBe(first);
  });
});
