import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { barTone, largestMagnitude, relativeBarWidth } from './relative-bar.ts';
import { RelativeValueBar } from './RelativeValueBar.tsx';

describe('relative value bars', () => {
  it('measures against the largest absolute value of the list', () => {
    expect(largestMagnitude([120, -300, null, 'x', 50])).toBe(300);
    expect(relativeBarWidth(-300, 300)).toBe(100);
    expect(relativeBarWidth(150, 300)).toBe(50);
    expect(relativeBarWidth(null, 300)).toBe(0);
    expect(relativeBarWidth(5, 0)).toBe(0);
  });

  it('caps the width at 100%', () => {
    expect(relativeBarWidth(500, 300)).toBe(100);
  });

  it('is green from 0 up and red below 0', () => {
    expect(barTone(0)).toBe('positive');
    expect(barTone(12)).toBe('positive');
    expect(barTone(-0.5)).toBe('attention');
  });

  it('draws the bar at its width and tone, keeping the text readable', () => {
    renderWithTheme(
      <RelativeValueBar value={-150} largest={300}>
        -$150
      </RelativeValueBar>,
    );
    expect(screen.getByText('-$150')).toBeTruthy();
    const bar = document.querySelector('[data-tone]');
    expect(bar?.getAttribute('data-tone')).toBe('attention');
    expect(bar?.getAttribute('data-width')).toBe('50.00');
  });
});
