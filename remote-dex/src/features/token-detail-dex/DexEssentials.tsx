import type { DexTokenDetailView } from '@flowscope/shared-api';
import { PriceChange, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import type { ReactNode } from 'react';

const styles = staticStyles((t) => ({
  essentials: { minWidth: 0 },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: t.spacing.md,
    margin: 0,
    padding: t.spacing.lg,
    borderRadius: t.radii.md,
    border: `1px solid ${t.colors.border}`,
    background: t.colors.surface,
    [`@media (max-width: ${t.breakpoints.rowCards - 1}px)`]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      padding: t.spacing.md,
    },
  },
  figure: { display: 'grid', gap: t.spacing.xxs, minWidth: 0 },
  figureLabel: { color: t.colors.textMuted, fontSize: t.fontSizes.xs },
  figureValue: {
    margin: 0,
    fontSize: t.fontSizes.h4,
    fontWeight: t.fontWeights.semibold,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  },
}));

function Figure({ label, children }: { label: string; children: ReactNode }) {
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.figure}>
      <dt className={classes.figureLabel}>{label}</dt>
      <dd className={classes.figureValue}>{children}</dd>
    </div>
  );
}

/**
 * The token's market essentials: price and its 24-hour change, market cap, liquidity,
 * holders, 24-hour volume and smart money's netflow in the period, in a grid that folds to
 * two columns on a phone.
 */
export function DexEssentials({ detail }: { detail: DexTokenDetailView }) {
  const classes = useStaticClasses(styles);
  return (
    <section aria-label="Market essentials" className={classes.essentials}>
      <dl className={classes.figures}>
        <Figure label="Price">{detail.priceFormatted}</Figure>
        <Figure label="24h %">
          <PriceChange value={detail.priceChange24h} text={detail.priceChange24hFormatted} />
        </Figure>
        <Figure label="Market Cap">{detail.marketCapFormatted}</Figure>
        <Figure label="Liquidity">{detail.liquidityFormatted}</Figure>
        <Figure label="Holders">{detail.holdersFormatted}</Figure>
        <Figure label="24h Volume">{detail.volume24hFormatted}</Figure>
        <Figure label="SMW Netflow">{detail.netflowFormatted}</Figure>
        <Figure label="SMW Holdings">{detail.smwHoldingsFormatted}</Figure>
      </dl>
    </section>
  );
}
