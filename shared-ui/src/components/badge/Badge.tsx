import type { CSSObject } from '@emotion/react';
import type { ComponentProps } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import type { StaticTheme } from '../../theme/static-theme.ts';

export const BADGE_INTENTS = ['neutral', 'positive', 'warning', 'attention', 'accented'] as const;
export const BADGE_VARIANTS = ['fill', 'outline'] as const;
export type BadgeIntent = (typeof BADGE_INTENTS)[number];
type BadgeVariant = (typeof BADGE_VARIANTS)[number];

interface BadgeColors {
  strong: string;
  subtle: string;
}

const intentColors: Record<BadgeIntent, (theme: StaticTheme) => BadgeColors> = {
  neutral: ({ colors }) => ({ strong: colors.textMuted, subtle: colors.neutralSubtle }),
  positive: ({ colors }) => ({ strong: colors.positive, subtle: colors.positiveSubtle }),
  warning: ({ colors }) => ({ strong: colors.warning, subtle: colors.warningSubtle }),
  attention: ({ colors }) => ({ strong: colors.attention, subtle: colors.attentionSubtle }),
  accented: ({ colors }) => ({ strong: colors.link, subtle: colors.accentSubtle }),
};

const variantStyles: Record<BadgeVariant, (colors: BadgeColors) => CSSObject> = {
  fill: ({ strong, subtle }) => ({ background: subtle, color: strong, borderColor: subtle }),
  outline: ({ strong }) => ({ background: 'transparent', color: strong, borderColor: strong }),
};

type BadgeStyle = `${BadgeIntent}-${BadgeVariant}`;

const styles = staticStyles((theme) => {
  const base: CSSObject = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.xs,
    padding: `${theme.spacing.xxs}px ${theme.spacing.sm}px`,
    border: '1px solid',
    borderRadius: theme.radii.pill,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.semibold,
    lineHeight: theme.lineHeights.normal,
    whiteSpace: 'nowrap',
  };
  const byStyle = {} as Record<BadgeStyle, CSSObject>;
  for (const intent of BADGE_INTENTS) {
    for (const variant of BADGE_VARIANTS) {
      byStyle[`${intent}-${variant}`] = {
        ...base,
        ...variantStyles[variant](intentColors[intent](theme)),
      };
    }
  }
  return byStyle;
});

export type BadgeProps = ComponentProps<'span'> & {
  intent?: BadgeIntent;
  variant?: BadgeVariant;
};

export function Badge({ intent = 'neutral', variant = 'fill', className, ...rest }: BadgeProps) {
  const classes = useStaticClasses(styles);
  const own = classes[`${intent}-${variant}`];
  return (
    <span
      data-intent={intent}
      data-variant={variant}
      className={className === undefined ? own : `${own} ${className}`}
      {...rest}
    />
  );
}
