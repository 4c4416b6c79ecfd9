import type { Theme } from '@emotion/react';
import type { ChartColors } from './chartData.ts';

/** The chart draws on a canvas, outside emotion, so it is handed the theme's tokens. */
export function chartColorsOf(theme: Theme): ChartColors {
  return {
    background: theme.colors.surface,
    text: theme.colors.textMuted,
    grid: theme.colors.border,
    price: theme.colors.accent,
    inflow: theme.colors.positive,
    outflow: theme.colors.attention,
    fontFamily: theme.fontFamily,
  };
}
