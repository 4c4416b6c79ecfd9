import type { ComponentProps } from 'react';
import { LockGlyph } from '../icons/glyphs.tsx';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { visuallyHidden } from '../../styles/visually-hidden.ts';

const styles = staticStyles((theme) => ({
  lock: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.xs,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
  },
  hiddenLabel: visuallyHidden,
}));

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
  className,
  ...rest
}: RestrictedLockCellProps) {
  const classes = useStaticClasses(styles);
  return (
    <span
      data-lock="restricted"
      className={className === undefined ? classes.lock : `${classes.lock} ${className}`}
      {...rest}
    >
      <LockGlyph size={14} />
      <span className={compact ? classes.hiddenLabel : undefined}>{label}</span>
    </span>
  );
}
