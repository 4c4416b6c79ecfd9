import type { TokenDetailView } from '@flowscope/shared-api';
import {
  CENTS_ROUNDING,
  formatNetPosition,
  signTone,
  staticStyles,
  Typography,
  useStaticClasses,
  type TypographyTone,
} from '@flowscope/shared-ui';

const styles = staticStyles((t) => ({
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: t.spacing.md,
  },
  card: {
    display: 'grid',
    gap: t.spacing.xs,
    padding: t.spacing.lg,
    borderRadius: t.radii.md,
    border: `1px solid ${t.colors.border}`,
    background: t.colors.surface,
  },
}));

interface Metric {
  label: string;
  value: string;
  hint: string;
  /** Flows and net positions read as good or bad by sign; the market cap stays neutral. */
  tone: TypographyTone;
}

function flowTone(value: number): TypographyTone {
  return signTone(value, CENTS_ROUNDING);
}

/**
 * A holding on perpetuals is a signed net position: it reads 'Net long $3.20M' or 'Net short
 * $7.11M' (green or red), never '-$7.11M' held.
 */
function netPosition(value: number): Pick<Metric, 'value' | 'tone'> {
  const { text, tone } = formatNetPosition(value);
  return { value: text, tone };
}

/** The five cards of the page (data-screens §2), from the API's answer. */
function metricsOf(detail: TokenDetailView): Metric[] {
  return [
    {
      label: 'Market Cap',
      value: detail.marketCapFormatted,
      hint: 'Current market capitalisation',
      tone: 'default',
    },
    {
      label: 'SMW Holdings',
      ...netPosition(detail.smwHoldings),
      hint: 'Net position of smart-money wallets now',
    },
    {
      label: 'Influencers Holdings',
      ...netPosition(detail.influencersHoldings),
      hint: "Net position of influencers' wallets now",
    },
    {
      label: 'Influencers In',
      value: detail.influencersInFormatted,
      hint: 'Influencer netflow in this period',
      tone: flowTone(detail.influencersIn),
    },
    {
      label: 'Whales Holdings',
      ...netPosition(detail.whalesHoldings),
      hint: 'Net position of the 10 largest wallets now',
    },
  ];
}

export function MetricCards({ detail }: { detail: TokenDetailView }) {
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.cards}>
      {metricsOf(detail).map((metric) => (
        <div key={metric.label} role="group" aria-label={metric.label} className={classes.card}>
          <Typography level="xs" tone="muted">
            {metric.label}
          </Typography>
          <Typography level="h3" as="p" tone={metric.tone}>
            {metric.value}
          </Typography>
          <Typography level="xxs" tone="muted">
            {metric.hint}
          </Typography>
        </div>
      ))}
    </div>
  );
}
