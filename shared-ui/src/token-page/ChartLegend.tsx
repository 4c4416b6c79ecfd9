import type { CSSObject } from '@emotion/react';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';

/** lightweight-charts' licence asks for a link to TradingView on the page that shows a chart. */
const TRADINGVIEW_URL = 'https://www.tradingview.com/';

const styles = staticStyles((t) => {
  const swatch: CSSObject = { width: 10, height: 10, borderRadius: t.radii.sm };
  return {
    legend: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: t.spacing.md,
      margin: 0,
      padding: 0,
      listStyle: 'none',
      color: t.colors.textMuted,
      fontSize: t.fontSizes.xs,
    },
    entry: { display: 'flex', gap: t.spacing.xs, alignItems: 'center' },
    priceSwatch: { ...swatch, background: t.colors.link },
    inflowSwatch: { ...swatch, background: t.colors.positive },
    outflowSwatch: { ...swatch, background: t.colors.attention },
    credit: { marginLeft: 'auto' },
    creditLink: { color: t.colors.link },
  };
});

const ENTRIES: readonly {
  label: string;
  swatch: 'priceSwatch' | 'inflowSwatch' | 'outflowSwatch';
}[] = [
  { label: 'Price', swatch: 'priceSwatch' },
  { label: 'SMW inflow', swatch: 'inflowSwatch' },
  { label: 'SMW outflow', swatch: 'outflowSwatch' },
];

/** What the chart's colours mean; the canvas itself says nothing to a screen reader. */
export function ChartLegend() {
  const classes = useStaticClasses(styles);
  return (
    <ul className={classes.legend}>
      {ENTRIES.map((entry) => (
        <li key={entry.label} className={classes.entry}>
          <span aria-hidden="true" className={classes[entry.swatch]} />
          {entry.label}
        </li>
      ))}
      <li className={classes.credit}>
        <a
          href={TRADINGVIEW_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.creditLink}
        >
          Chart by TradingView
        </a>
      </li>
    </ul>
  );
}
