import { tokenAge, TOKEN_AGE_BADGES, type TokenAgeOptions } from '../../format/token-age.ts';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { LeafGlyph, SeedlingGlyph } from '../icons/glyphs.tsx';

export type TokenAgeMarkerProps = TokenAgeOptions & { daysOld: number | null | undefined };

const MARKERS = { fresh: SeedlingGlyph, young: LeafGlyph } as const;

const styles = staticStyles((theme) => ({
  'marker-fresh': { display: 'inline-flex', color: theme.colors.positive },
  'marker-young': { display: 'inline-flex', color: theme.colors.link },
}));

/**
 * The seedling or leaf alone, for a table cell: named 'Fresh Token' or 'Young Token' for
 * assistive technology and on hover; nothing for older tokens.
 */
export function TokenAgeMarker({ daysOld, youngUpToDays }: TokenAgeMarkerProps) {
  const classes = useStaticClasses(styles);
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
      className={classes[`marker-${age}`]}
    >
      <Marker size={14} />
    </span>
  );
}
