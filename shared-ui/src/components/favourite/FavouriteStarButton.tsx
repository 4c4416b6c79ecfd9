import type { Theme } from '@emotion/react';
import { Button, type ButtonProps } from '../button/Button.tsx';
import { StarGlyph } from '../icons/glyphs.tsx';

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

/** The favourite star of a row: pressed when the token is a favourite. */
export function FavouriteStarButton({
  tokenName,
  isFavourite,
  onToggle,
  ...rest
}: FavouriteStarButtonProps) {
  return (
    <Button
      variant="tertiary"
      intent="ghost"
      size="icon-sm"
      aria-pressed={isFavourite}
      aria-label={
        isFavourite ? `Remove ${tokenName} from favorites` : `Add ${tokenName} to favorites`
      }
      onClick={() => onToggle(isFavourite)}
      {...rest}
    >
      <span
        css={(theme: Theme) => ({
          display: 'inline-flex',
          color: isFavourite ? theme.colors.warning : undefined,
        })}
      >
        <StarGlyph filled={isFavourite} />
      </span>
    </Button>
  );
}
