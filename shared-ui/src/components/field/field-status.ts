import type { CSSObject } from '@emotion/react';
import type { StaticTheme } from '../../theme/static-theme.ts';

/** Status of an input or select (spec §3); 'empty' means no status. */
export const FIELD_STATUSES = ['success', 'warning', 'error', 'empty'] as const;
export type FieldStatus = (typeof FIELD_STATUSES)[number];

const statusBorder: Record<FieldStatus, (theme: StaticTheme) => string> = {
  success: (t) => t.colors.positive,
  warning: (t) => t.colors.warning,
  error: (t) => t.colors.attention,
  empty: (t) => t.colors.border,
};

const FIELD_SIZES = ['sm', 'md', 'lg'] as const;
export type FieldSize = (typeof FIELD_SIZES)[number];

/**
 * The box shared by inputs and selects, so a filter row lines up. Pass it the static theme
 * inside `staticStyles`, or emotion's theme through a `css` prop.
 */
export function fieldBoxStyles(status: FieldStatus, size: FieldSize) {
  return (theme: StaticTheme): CSSObject => ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.xs,
    height: theme.controlHeights[size],
    padding: `0 ${theme.spacing.sm}px`,
    border: `1px solid ${statusBorder[status](theme)}`,
    borderRadius: theme.radii.md,
    background: theme.colors.surface,
    color: theme.colors.text,
    fontSize: size === 'lg' ? theme.fontSizes.md : theme.fontSizes.sm,
    '&:focus-within': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 1 },
  });
}

/** A field box's class among those of `fieldBoxes`. */
export type FieldBoxStyle = `box-${FieldStatus}-${FieldSize}`;

/** The field box of every status and size, for a `staticStyles`. */
export function fieldBoxes(theme: StaticTheme): Record<FieldBoxStyle, CSSObject> {
  const byName = {} as Record<FieldBoxStyle, CSSObject>;
  for (const status of FIELD_STATUSES) {
    for (const size of FIELD_SIZES)
      byName[`box-${status}-${size}`] = fieldBoxStyles(status, size)(theme);
  }
  return byName;
}

export const bareControlStyles: CSSObject = {
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 0,
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
};
