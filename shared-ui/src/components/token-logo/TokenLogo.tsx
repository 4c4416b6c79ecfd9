import { useState, type SyntheticEvent } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { NetworkIcon } from '../crypto-icons/NetworkIcon.tsx';
import { TokenIcon } from '../crypto-icons/TokenIcon.tsx';

export interface TokenLogoProps {
  /** The symbol or ticker: its initials show until the logo loads, and when it fails. */
  symbol: string;
  /** The logo's address (shared-api's logoUrlFromApi); none or null: initials only. */
  logoUrl?: string | null;
  /** A DEX token's chain, marked on the logo's corner. */
  network?: string | null;
  /** An anonymised row ('***'): no picture, no chain, a neutral mark. */
  masked?: boolean;
  /** Width and height in pixels: fixed, so nothing moves when the picture arrives or fails. */
  size?: number;
}

/** The sizes are a prop: set inline (`style`), not as a style rule per size. */
const styles = staticStyles((theme) => ({
  logo: { position: 'relative', display: 'inline-flex', flexShrink: 0 },
  picture: {
    position: 'absolute',
    inset: 0,
    borderRadius: theme.radii.pill,
    objectFit: 'cover',
    background: theme.colors.surface,
    opacity: 0,
    transition: `opacity ${theme.durations.fast}ms`,
    '&[data-loaded]': { opacity: 1 },
  },
  network: {
    position: 'absolute',
    right: -4,
    bottom: -4,
    display: 'inline-flex',
    borderRadius: theme.radii.sm,
    boxShadow: `0 0 0 1px ${theme.colors.surface}`,
  },
}));

/**
 * Marks a picture as loaded on the element itself (`data-loaded`, which the picture's style
 * fades in on) rather than in React state: a page of twenty rows gets twenty logos at once,
 * and a render per logo, each with a new style rule for its opacity, cost the phone's main
 * thread a recalculation of the page's styles every time.
 */
function markLoaded(event: SyntheticEvent<HTMLImageElement>): void {
  event.currentTarget.setAttribute('data-loaded', '');
}

/**
 * A token's logo with its network badge. The initials mark is drawn first and stays under the
 * picture, which fades in over it once loaded; a picture that fails is dropped and the
 * initials remain. The box never changes size (no layout shift), and the picture loads lazily
 * and at low priority, so it never holds up the first rows.
 */
export function TokenLogo({
  symbol,
  logoUrl = null,
  network = null,
  masked = false,
  size = 20,
}: TokenLogoProps) {
  const classes = useStaticClasses(styles);
  const src = masked ? null : logoUrl;
  // Remembering which address failed (not a flag) lets a new logo try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPicture = src !== null && src !== '' && failedSrc !== src;
  const badge = !masked && network !== null && network !== '' ? network : null;
  const badgeSize = Math.max(10, Math.round(size * 0.6));
  const box = { width: size, height: size };
  return (
    <span data-token-logo="" className={classes.logo} style={box}>
      <TokenIcon token={masked ? '' : symbol} size={size} />
      {showPicture && (
        <img
          // A new address is a new element, so it is hidden until it has loaded in turn.
          key={src}
          src={src}
          // The initials mark beneath already names the token.
          alt=""
          aria-hidden="true"
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          fetchPriority="low"
          referrerPolicy="no-referrer"
          onLoad={markLoaded}
          onError={() => setFailedSrc(src)}
          className={classes.picture}
          style={box}
        />
      )}
      {badge !== null && (
        <span data-network={badge} className={classes.network}>
          <NetworkIcon network={badge} size={badgeSize} />
        </span>
      )}
    </span>
  );
}
