import type { Theme } from '@emotion/react';
import type { ComponentProps, ReactNode } from 'react';

export interface FeedStat {
  label: string;
  value: ReactNode;
  /** Colours the value, e.g. a negative netflow. */
  tone?: 'default' | 'positive' | 'attention';
}

export type FeedStatGridProps = Omit<ComponentProps<'dl'>, 'children'> & {
  stats: readonly FeedStat[];
};

const toneColor = (theme: Theme, tone: FeedStat['tone']) => {
  if (tone === 'positive') return theme.colors.positive;
  if (tone === 'attention') return theme.colors.attention;
  return theme.colors.text;
};

/** A card's figures as label/value pairs, in as many columns as fit. */
export function FeedStatGrid({ stats, ...rest }: FeedStatGridProps) {
  return (
    <dl
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
        gap: `${theme.spacing.sm}px ${theme.spacing.md}px`,
        margin: 0,
      })}
      {...rest}
    >
      {stats.map((stat) => (
        <div key={stat.label} css={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <dt
            css={(theme: Theme) => ({
              fontSize: theme.fontSizes.xs,
              color: theme.colors.textMuted,
            })}
          >
            {stat.label}
          </dt>
          <dd
            data-tone={stat.tone ?? 'default'}
            css={(theme: Theme) => ({
              margin: 0,
              fontWeight: theme.fontWeights.semibold,
              color: toneColor(theme, stat.tone),
              overflowWrap: 'anywhere',
            })}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
