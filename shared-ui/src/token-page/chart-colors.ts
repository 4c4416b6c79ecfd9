import type { Theme } from '@emotion/react';
import type { ChartColors } from './chart-data.ts';

/** The chart draws on a canvas, outside emotion, so it is handed the theme's tokens. */
export function chartColorsOf(theme: Theme): ChartColors {
  return {
    background: theme.colors.surface,
    text: theme.colors.textMuted,
    grid: theme.colors.border,
    // The link violet is the accent lightened for text: it stands out on the dark surface.
    price: theme.colors.link,
    inflow: theme.colors.positive,
    outflow: theme.colors.attention,
    fontFamily: theme.fontFamily,
  };
}
