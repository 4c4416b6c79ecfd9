import type { Theme } from '@emotion/react';
import type { ComponentProps } from 'react';
import { LockGlyph } from '../icons/glyphs.tsx';

export type RestrictedLockCellProps = ComponentProps<'span'> & {
  /** Why the value is hidden; the screen knows (e.g. sign-in needed). */
  label?: string;
};

/** A value the visitor may not see: a lock and a short reason, without a purchase link. */
export function RestrictedLockCell({ label = 'Restricted', ...rest }: RestrictedLockCellProps) {
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
      <span>{label}</span>
    </span>
  );
}
