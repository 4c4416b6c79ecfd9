import { tokenAge, TOKEN_AGE_BADGES, type TokenAgeOptions } from '../../format/token-age.ts';
import { Badge } from '../badge/Badge.tsx';
import { LeafGlyph, SeedlingGlyph } from '../icons/glyphs.tsx';

export type TokenAgeBadgeProps = TokenAgeOptions & { daysOld: number | null | undefined };

const MARKERS = { fresh: SeedlingGlyph, young: LeafGlyph } as const;

/** A seedling and 'Fresh Token', or a leaf and 'Young Token'; nothing for older tokens. */
export function TokenAgeBadge({ daysOld, youngUpToDays }: TokenAgeBadgeProps) {
  const age = tokenAge(daysOld, { youngUpToDays });
  if (age === null) return null;
  const badge = TOKEN_AGE_BADGES[age];
  const Marker = MARKERS[age];
  return (
    <Badge intent={age === 'fresh' ? 'positive' : 'accented'} data-age={age}>
      <Marker size={14} role="img" aria-hidden={false} aria-label={badge.markerName} />
      {badge.label}
    </Badge>
  );
}
