import { NOT_AVAILABLE } from '@flowscope/core';
import { signTone } from '../../format/sign-tone.ts';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { Typography } from '../typography/Typography.tsx';

/** Below this a ratio reads '+0.00%': neither a rise nor a fall. */
const PERCENT_ROUNDING = 0.00005;

const styles = staticStyles((theme) => ({
  priceLine: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: theme.spacing.xs,
    margin: 0,
    fontSize: theme.fontSizes.sm,
    fontVariantNumeric: 'tabular-nums',
  },
  muted: { color: theme.colors.textMuted },
}));

/** The 24-hour price change, green up and red down, always signed ('+1.23%'). */
export function PriceChange({
  value,
  text,
}: {
  value: number | null | undefined;
  text: string | undefined;
}) {
  return (
    <Typography as="span" level="sm" tone={signTone(value, PERCENT_ROUNDING)}>
      {text ?? NOT_AVAILABLE}
    </Typography>
  );
}

export interface MarketPriceLineProps {
  /** '$0.0123'; none: the record carried no price (an older server, a masked token). */
  priceFormatted?: string | undefined;
  priceChange24h?: number | null | undefined;
  priceChange24hFormatted?: string | undefined;
  /** 'Price', or 'Price now' where the card also shows a trade's own price. */
  label?: string;
}

/**
 * A card's line of the token's price and its 24-hour change: 'Price $0.0123 · 24h +3.10%'.
 * Nothing when the record carries neither (a masked token shows none of its essentials).
 */
export function MarketPriceLine({
  priceFormatted,
  priceChange24h,
  priceChange24hFormatted,
  label = 'Price',
}: MarketPriceLineProps) {
  const classes = useStaticClasses(styles);
  if (priceFormatted === undefined && priceChange24hFormatted === undefined) return null;
  return (
    <p data-market-price="" className={classes.priceLine}>
      <span className={classes.muted}>{label}</span>{' '}
      <strong>{priceFormatted ?? NOT_AVAILABLE}</strong>
      {priceChange24hFormatted !== undefined && (
        <>
          <span aria-hidden="true" className={classes.muted}>
            ·
          </span>{' '}
          <span className={classes.muted}>24h</span>{' '}
          <PriceChange value={priceChange24h} text={priceChange24hFormatted} />
        </>
      )}
    </p>
  );
}
