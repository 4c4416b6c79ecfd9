import { describe, expect, it } from 'vitest';
import { createTheme } from './tokens.ts';

describe('createTheme', () => {
  it('gives both modes the same token names with their own colours', () => {
    const dark = createTheme('dark');
    const light = createTheme('light');
    expect(Object.keys(light.colors)).toEqual(Object.keys(dark.colors));
    expect(light.colors.background).not.toBe(dark.colors.background);
    expect(dark.durations.modal).toBe(300);
  });
});
