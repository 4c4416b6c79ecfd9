import type { Theme } from '@emotion/react';
import type { ComponentProps } from 'react';
import { ButtonLink } from '../button/ButtonLink.tsx';
import { LockGlyph } from '../icons/glyphs.tsx';

/** Where premium is bought (and where non-premium users are sent). */
const PREMIUM_ROUTE = '/premium';

export type PremiumLockCellProps = ComponentProps<'span'>;

/** Stands in for premium-only content: a lock, 'Premium only' and a 'Buy Premium' link. */
export function PremiumLockCell(props: PremiumLockCellProps) {
  return (
    <span
      data-lock="premium"
      css={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.spacing.sm,
        color: theme.colors.textMuted,
        fontSize: theme.fontSizes.sm,
      })}
      {...props}
    >
      <LockGlyph size={14} />
      <span>Premium only</span>
      <ButtonLink to={PREMIUM_ROUTE} variant="textLink" size="sm">
        Buy Premium
      </ButtonLink>
    </span>
  );
}
