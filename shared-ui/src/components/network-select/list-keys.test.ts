import { describe, expect, it } from 'vitest';
import { listKeyAction, typeaheadIndex } from './list-keys.ts';

describe('listKeyAction', () => {
  it('opens a closed list on the selected option, or at either end', () => {
    expect(listKeyAction('ArrowDown', { open: false, active: 3, count: 25 })).toEqual({
      type: 'open',
      index: 3,
    });
    expect(listKeyAction('Enter', { open: false, active: 3, count: 25 })?.type).toBe('open');
    expect(listKeyAction('End', { open: false, active: 3, count: 25 })).toEqual({
      type: 'open',
      index: 24,
    });
    expect(listKeyAction('x', { open: false, active: 3, count: 25 })).toBeNull();
  });

  it('moves within an open list without running off either end', () => {
    const open = { open: true, count: 25 };
    expect(listKeyAction('ArrowDown', { ...open, active: 24 })).toEqual({
      type: 'move',
      index: 24,
    });
    expect(listKeyAction('ArrowUp', { ...open, active: 0 })).toEqual({ type: 'move', index: 0 });
    expect(listKeyAction('PageDown', { ...open, active: 20 })).toEqual({ type: 'move', index: 24 });
    expect(listKeyAction('Home', { ...open, active: 7 })).toEqual({ type: 'move', index: 0 });
  });

  it('chooses with Enter, Space, Tab and Alt+ArrowUp; Escape closes', () => {
    const open = { open: true, active: 5, count: 25 };
    for (const key of ['Enter', ' ', 'Tab']) {
      expect(listKeyAction(key, open)).toEqual({ type: 'choose', index: 5 });
    }
    expect(listKeyAction('ArrowUp', { ...open, altKey: true })).toEqual({
      type: 'choose',
      index: 5,
    });
    expect(listKeyAction('Escape', open)).toEqual({ type: 'close' });
  });
});

describe('typeaheadIndex', () => {
  const labels = ['Any network', 'Base', 'Ethereum', 'Solana', 'Scroll', 'Sonic'];

  it('finds the next option starting with the letter, cycling on repeats', () => {
    expect(typeaheadIndex(labels, 's', 0)).toBe(3);
    expect(typeaheadIndex(labels, 's', 3)).toBe(4);
    expect(typeaheadIndex(labels, 's', 5)).toBe(3);
  });

  it('matches longer text from the current option, and nothing for no match', () => {
    expect(typeaheadIndex(labels, 'so', 3)).toBe(3);
    expect(typeaheadIndex(labels, 'son', 3)).toBe(5);
    expect(typeaheadIndex(labels, 'zz', 0)).toBeNull();
  });
});
