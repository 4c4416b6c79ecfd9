import type { Theme } from '@emotion/react';
import type { ComponentProps } from 'react';
import { LockGlyph } from '../icons/glyphs.tsx';
import { visuallyHidden } from '../../styles/visually-hidden.ts';

export type RestrictedLockCellProps = ComponentProps<'span'> & {
  /** Why the value is hidden; the screen knows (e.g. sign-in needed). */
  label?: string;
  /** The lock alone, its reason for screen readers only: one in every cell of a locked row. */
  compact?: boolean;
};

/** A value the visitor may not see: a lock and a short reason, without a purchase link. */
export function RestrictedLockCell({
  label = 'Restricted',
  compact = false,
  ...rest
}: RestrictedLockCellProps) {
  return (
    <span
      data-lock="restricted"
      css={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.spacing.xs,
        color: theme.colors.textMuted,
        fontSize: theme.fontSizes.sm,
      })}
      {...rest}
    >
      <LockGlyph size={14} />
      <span css={compact ? visuallyHidden : undefined}>{label}</span>
    </span>
  );
}
