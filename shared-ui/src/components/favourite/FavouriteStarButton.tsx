import { use } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { Button, type ButtonProps } from '../button/Button.tsx';
import { StarGlyph } from '../icons/glyphs.tsx';
import { StarsReadyContext } from './stars-ready.ts';

const styles = staticStyles((theme) => ({
  star: { display: 'inline-flex' },
  favouriteStar: { display: 'inline-flex', color: theme.colors.warning },
}));

export type FavouriteStarButtonProps = Omit<
  ButtonProps,
  'children' | 'onClick' | 'aria-pressed'
> & {
  /** Name of the token, as the row shows it. */
  tokenName: string;
  isFavourite: boolean;
  /** Receives the current state, as the spec's click carries isFavorited. */
  onToggle: (isFavourite: boolean) => void;
};

/**
 * The favourite star of a row: pressed when the token is a favourite. While the rows are a
 * stand-in (StarsReadyContext) it is aria-disabled and a click does nothing, so no click
 * does the opposite of what its label says.
 */
export function FavouriteStarButton({
  tokenName,
  isFavourite,
  onToggle,
  ...rest
}: FavouriteStarButtonProps) {
  const classes = useStaticClasses(styles);
  const ready = use(StarsReadyContext);
  return (
    <Button
      variant="tertiary"
      intent="ghost"
      size="icon-sm"
      aria-pressed={isFavourite}
      aria-label={
        isFavourite ? `Remove ${tokenName} from favorites` : `Add ${tokenName} to favorites`
      }
      aria-disabled={ready ? undefined : true}
      title={ready ? undefined : 'Loading your favourites…'}
      onClick={() => {
        if (ready) onToggle(isFavourite);
      }}
      {...rest}
    >
      <span className={isFavourite ? classes.favouriteStar : classes.star}>
        <StarGlyph filled={isFavourite} />
      </span>
    </Button>
  );
}
