import type { Theme } from '@emotion/react';

type Swatch = (theme: Theme) => string;

/** lightweight-charts' licence asks for a link to TradingView on the page that shows a chart. */
const TRADINGVIEW_URL = 'https://www.tradingview.com/';

const ENTRIES: readonly { label: string; swatch: Swatch }[] = [
  { label: 'Price', swatch: (t) => t.colors.link },
  { label: 'SMW inflow', swatch: (t) => t.colors.positive },
  { label: 'SMW outflow', swatch: (t) => t.colors.attention },
];

/** What the chart's colours mean; the canvas itself says nothing to a screen reader. */
export function ChartLegend() {
  return (
    <ul
      css={(t: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: t.spacing.md,
        margin: 0,
        padding: 0,
        listStyle: 'none',
        color: t.colors.textMuted,
        fontSize: t.fontSizes.xs,
      })}
    >
      {ENTRIES.map((entry) => (
        <li
          key={entry.label}
          css={(t: Theme) => ({ display: 'flex', gap: t.spacing.xs, alignItems: 'center' })}
        >
          <span
            aria-hidden="true"
            css={(t: Theme) => ({
              width: 10,
              height: 10,
              borderRadius: t.radii.sm,
              background: entry.swatch(t),
            })}
          />
          {entry.label}
        </li>
      ))}
      <li css={{ marginLeft: 'auto' }}>
        <a
          href={TRADINGVIEW_URL}
          target="_blank"
          rel="noopener noreferrer"
          css={(t: Theme) => ({ color: t.colors.link })}
        >
          Chart by TradingView
        </a>
      </li>
    </ul>
  );
}
