import type { CSSObject } from '@emotion/react';
import type { ComponentProps, ReactNode } from 'react';
import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';

export interface FeedStat {
  label: string;
  value: ReactNode;
  /** Colours the value, e.g. a negative netflow. */
  tone?: 'default' | 'positive' | 'attention';
}

export type FeedStatGridProps = Omit<ComponentProps<'dl'>, 'children'> & {
  stats: readonly FeedStat[];
};

const styles = staticStyles((theme) => {
  const value = (color: string): CSSObject => ({
    margin: 0,
    fontWeight: theme.fontWeights.semibold,
    color,
    overflowWrap: 'anywhere',
  });
  return {
    grid: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
      gap: `${theme.spacing.sm}px ${theme.spacing.md}px`,
      margin: 0,
    },
    stat: { display: 'grid', gap: 2, minWidth: 0 },
    label: { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
    value: value(theme.colors.text),
    positiveValue: value(theme.colors.positive),
    attentionValue: value(theme.colors.attention),
  };
});

/** The style of a value in each tone. */
const valueStyle = {
  default: 'value',
  positive: 'positiveValue',
  attention: 'attentionValue',
} as const satisfies Record<NonNullable<FeedStat['tone']>, keyof typeof styles>;

/** A card's figures as label/value pairs, in as many columns as fit. */
export function FeedStatGrid({ stats, className, ...rest }: FeedStatGridProps) {
  const classes = useStaticClasses(styles);
  return (
    <dl
      className={className === undefined ? classes.grid : `${classes.grid} ${className}`}
      {...rest}
    >
      {stats.map((stat) => (
        <div key={stat.label} className={classes.stat}>
          <dt className={classes.label}>{stat.label}</dt>
          <dd
            data-tone={stat.tone ?? 'default'}
            className={classes[valueStyle[stat.tone ?? 'default']]}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
