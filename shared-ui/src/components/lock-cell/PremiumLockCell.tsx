import type { ComponentProps } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { ButtonLink } from '../button/ButtonLink.tsx';
import { LockGlyph } from '../icons/glyphs.tsx';

const styles = staticStyles((theme) => ({
  lock: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
  },
}));

/** Where premium is bought (and where non-premium users are sent). */
const PREMIUM_ROUTE = '/premium';

export type PremiumLockCellProps = ComponentProps<'span'>;

/** Stands in for premium-only content: a lock, 'Premium only' and a 'Buy Premium' link. */
export function PremiumLockCell({ className, ...rest }: PremiumLockCellProps) {
  const classes = useStaticClasses(styles);
  return (
    <span
      data-lock="premium"
      className={className === undefined ? classes.lock : `${classes.lock} ${className}`}
      {...rest}
    >
      <LockGlyph size={14} />
      <span>Premium only</span>
      <ButtonLink to={PREMIUM_ROUTE} variant="textLink" size="sm">
        Buy Premium
      </ButtonLink>
    </span>
  );
}
