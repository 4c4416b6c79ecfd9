import type { CSSObject, Theme } from '@emotion/react';
import type { ComponentProps } from 'react';

export const BADGE_INTENTS = ['neutral', 'positive', 'warning', 'attention', 'accented'] as const;
export const BADGE_VARIANTS = ['fill', 'outline'] as const;
export type BadgeIntent = (typeof BADGE_INTENTS)[number];
type BadgeVariant = (typeof BADGE_VARIANTS)[number];

interface BadgeColors {
  strong: string;
  subtle: string;
}

const intentColors: Record<BadgeIntent, (theme: Theme) => BadgeColors> = {
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

export type BadgeProps = ComponentProps<'span'> & {
  intent?: BadgeIntent;
  variant?: BadgeVariant;
};

export function Badge({ intent = 'neutral', variant = 'fill', ...rest }: BadgeProps) {
  return (
    <span
      data-intent={intent}
      data-variant={variant}
      css={(theme: Theme) => ({
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
        ...variantStyles[variant](intentColors[intent](theme)),
      })}
      {...rest}
    />
  );
}
