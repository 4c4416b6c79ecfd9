import type { CSSObject, Theme } from '@emotion/react';

/** Status of an input or select (spec §3); 'empty' means no status. */
export const FIELD_STATUSES = ['success', 'warning', 'error', 'empty'] as const;
export type FieldStatus = (typeof FIELD_STATUSES)[number];

const statusBorder: Record<FieldStatus, (theme: Theme) => string> = {
  success: (t) => t.colors.positive,
  warning: (t) => t.colors.warning,
  error: (t) => t.colors.attention,
  empty: (t) => t.colors.border,
};

export type FieldSize = 'sm' | 'md' | 'lg';

/** The box shared by inputs and selects, so a filter row lines up. */
export function fieldBoxStyles(status: FieldStatus, size: FieldSize) {
  return (theme: Theme): CSSObject => ({
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
