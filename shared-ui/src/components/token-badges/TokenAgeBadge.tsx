import { tokenAge, TOKEN_AGE_BADGES, type TokenAgeOptions } from '../../format/tokenAge.ts';
import { Badge } from '../badge/Badge.tsx';

export type TokenAgeBadgeProps = TokenAgeOptions & { daysOld: number | null | undefined };

/** 🌱 'Fresh Token' or 🍃 'Young Token'; nothing for older tokens. */
export function TokenAgeBadge({ daysOld, youngUpToDays }: TokenAgeBadgeProps) {
  const age = tokenAge(daysOld, { youngUpToDays });
  if (age === null) return null;
  const badge = TOKEN_AGE_BADGES[age];
  return (
    <Badge intent={age === 'fresh' ? 'positive' : 'accented'} data-age={age}>
      <span role="img" aria-label={badge.markerName}>
        {badge.marker}
      </span>
      {badge.label}
    </Badge>
  );
}
