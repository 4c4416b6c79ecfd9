import type { CSSObject, Theme } from '@emotion/react';

/** Themes react-day-picker's class names, so its stylesheet is not needed. */
export function calendarStyles(theme: Theme): CSSObject {
  const { colors, spacing, radii, fontSizes, fontWeights } = theme;
  return {
    '.rdp-root': { position: 'relative', fontSize: fontSizes.sm, color: colors.text },
    '.rdp-months': { position: 'relative', display: 'flex', flexWrap: 'wrap', gap: spacing.xl },
    '.rdp-month_caption': {
      display: 'flex',
      alignItems: 'center',
      height: 36,
      fontWeight: fontWeights.semibold,
      textTransform: 'capitalize',
    },
    '.rdp-nav': {
      position: 'absolute',
      top: 0,
      right: 0,
      display: 'flex',
      gap: spacing.xs,
      height: 36,
      zIndex: 1,
    },
    '.rdp-button_previous, .rdp-button_next': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 32,
      height: 32,
      border: 0,
      borderRadius: radii.sm,
      background: 'transparent',
      color: colors.text,
      cursor: 'pointer',
      '&:hover': { background: colors.surfaceHover },
      '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
    },
    '.rdp-chevron': { fill: 'currentColor', width: 14, height: 14 },
    '.rdp-month_grid': { borderCollapse: 'collapse' },
    '.rdp-weekday': {
      padding: spacing.xs,
      color: colors.textMuted,
      fontSize: fontSizes.xs,
      fontWeight: fontWeights.medium,
    },
    '.rdp-day': { padding: 0, textAlign: 'center' },
    '.rdp-day_button': {
      width: 36,
      height: 36,
      border: '1px solid transparent',
      borderRadius: radii.sm,
      background: 'transparent',
      color: 'inherit',
      font: 'inherit',
      cursor: 'pointer',
      '&:hover:not(:disabled)': { background: colors.surfaceHover },
    },
    '.rdp-today .rdp-day_button': { borderColor: colors.accent, fontWeight: fontWeights.bold },
    '.rdp-outside': { color: colors.textMuted, opacity: 0.6 },
    '.rdp-disabled .rdp-day_button': {
      opacity: 0.35,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
    '.rdp-range_middle': { background: colors.accentSubtle },
    '.rdp-range_middle .rdp-day_button': { borderRadius: 0 },
    '.rdp-selected:not(.rdp-range_middle) .rdp-day_button': {
      background: colors.accent,
      color: colors.accentText,
    },
    '.rdp-hidden': { visibility: 'hidden' },
  };
}
