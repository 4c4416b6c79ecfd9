import type { Theme } from '@emotion/react';
import { tokenAge, TOKEN_AGE_BADGES, type TokenAgeOptions } from '../../format/token-age.ts';
import { LeafGlyph, SeedlingGlyph } from '../icons/glyphs.tsx';

export type TokenAgeMarkerProps = TokenAgeOptions & { daysOld: number | null | undefined };

const MARKERS = { fresh: SeedlingGlyph, young: LeafGlyph } as const;

/**
 * The seedling or leaf alone, for a table cell: named 'Fresh Token' or 'Young Token' for
 * assistive technology and on hover; nothing for older tokens.
 */
export function TokenAgeMarker({ daysOld, youngUpToDays }: TokenAgeMarkerProps) {
  const age = tokenAge(daysOld, { youngUpToDays });
  if (age === null) return null;
  const Marker = MARKERS[age];
  const name = TOKEN_AGE_BADGES[age].label;
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      data-age={age}
      css={(theme: Theme) => ({
        display: 'inline-flex',
        color: age === 'fresh' ? theme.colors.positive : theme.colors.link,
      })}
    >
      <Marker size={14} />
    </span>
  );
}
