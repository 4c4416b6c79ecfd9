import type { Theme } from '@emotion/react';
import type { TokenDetailView } from '@flowscope/shared-api';
import { CENTS_ROUNDING, signTone, Typography, type TypographyTone } from '@flowscope/shared-ui';

interface Metric {
  label: string;
  value: string;
  hint: string;
  /** Flows read as good or bad by sign; stocks stay neutral. */
  tone: TypographyTone;
}

function flowTone(value: number): TypographyTone {
  return signTone(value, CENTS_ROUNDING);
}

/** The five cards of the page (data-screens §2), from the API's answer. */
export function metricsOf(detail: TokenDetailView): Metric[] {
  return [
    {
      label: 'Market Cap',
      value: detail.marketCapFormatted,
      hint: 'Current market capitalisation',
      tone: 'default',
    },
    {
      label: 'SMW Holdings',
      value: detail.smwHoldingsFormatted,
      hint: 'Net position of smart-money wallets now',
      tone: 'default',
    },
    {
      label: 'Influencers Holdings',
      value: detail.influencersHoldingsFormatted,
      hint: "Held by influencers' wallets now",
      tone: 'default',
    },
    {
      label: 'Influencers In',
      value: detail.influencersInFormatted,
      hint: 'Influencer netflow in this period',
      tone: flowTone(detail.influencersIn),
    },
    {
      label: 'Whales Holdings',
      value: detail.whalesHoldingsFormatted,
      hint: 'Held by the 10 largest wallets now',
      tone: 'default',
    },
  ];
}

export function MetricCards({ detail }: { detail: TokenDetailView }) {
  return (
    <div
      css={(t: Theme) => ({
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        gap: t.spacing.md,
      })}
    >
      {metricsOf(detail).map((metric) => (
        <div
          key={metric.label}
          role="group"
          aria-label={metric.label}
          css={(t: Theme) => ({
            display: 'grid',
            gap: t.spacing.xs,
            padding: t.spacing.lg,
            borderRadius: t.radii.md,
            border: `1px solid ${t.colors.border}`,
            background: t.colors.surface,
          })}
        >
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
