import type { CSSObject, Theme } from '@emotion/react';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'tertiary', 'textLink', 'menu'] as const;
export const BUTTON_INTENTS = ['default', 'positive', 'warning', 'attention', 'ghost'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg', 'icon-sm', 'icon-md', 'icon-lg', 'icon-xl'] as const;

type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
type ButtonIntent = (typeof BUTTON_INTENTS)[number];
type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  intent?: ButtonIntent;
  size?: ButtonSize;
}

export const buttonDefaults = {
  variant: 'primary',
  intent: 'default',
  size: 'md',
} as const satisfies Required<ButtonStyleOptions>;

/** The colours one intent lends to every variant. */
interface IntentColors {
  solid: string;
  onSolid: string;
  subtle: string;
  text: string;
}

const intentColors: Record<ButtonIntent, (theme: Theme) => IntentColors> = {
  default: ({ colors }) => ({
    solid: colors.accent,
    onSolid: colors.accentText,
    subtle: colors.accentSubtle,
    text: colors.link,
  }),
  positive: ({ colors }) => ({
    solid: colors.positive,
    onSolid: colors.onIntent,
    subtle: colors.positiveSubtle,
    text: colors.positive,
  }),
  warning: ({ colors }) => ({
    solid: colors.warning,
    onSolid: colors.onIntent,
    subtle: colors.warningSubtle,
    text: colors.warning,
  }),
  attention: ({ colors }) => ({
    solid: colors.attention,
    onSolid: colors.onIntent,
    subtle: colors.attentionSubtle,
    text: colors.attention,
  }),
  // Ghost is quiet in every variant: no fill until hovered.
  ghost: ({ colors }) => ({
    solid: 'transparent',
    onSolid: colors.text,
    subtle: 'transparent',
    text: colors.textMuted,
  }),
};

const variantStyles: Record<ButtonVariant, (theme: Theme, intent: IntentColors) => CSSObject> = {
  primary: (theme, intent) => ({
    background: intent.solid,
    color: intent.onSolid,
    borderColor: intent.solid === 'transparent' ? theme.colors.border : intent.solid,
    '&:hover:not([aria-disabled="true"]):not(:disabled)': { filter: 'brightness(1.1)' },
  }),
  secondary: (theme, intent) => ({
    background: intent.subtle,
    color: intent.text,
    borderColor: theme.colors.border,
    '&:hover:not([aria-disabled="true"]):not(:disabled)': {
      background: theme.colors.surfaceHover,
    },
  }),
  tertiary: (theme, intent) => ({
    background: 'transparent',
    color: intent.text,
    borderColor: intent.solid === 'transparent' ? 'transparent' : intent.text,
    '&:hover:not([aria-disabled="true"]):not(:disabled)': {
      background: theme.colors.surfaceHover,
    },
  }),
  textLink: (_theme, intent) => ({
    background: 'transparent',
    color: intent.text,
    borderColor: 'transparent',
    height: 'auto',
    minHeight: 0,
    padding: 0,
    '&:hover:not([aria-disabled="true"]):not(:disabled)': { textDecoration: 'underline' },
  }),
  menu: (theme, intent) => ({
    width: '100%',
    justifyContent: 'flex-start',
    background: 'transparent',
    color: intent.solid === 'transparent' ? theme.colors.textMuted : theme.colors.text,
    borderColor: 'transparent',
    '&:hover:not([aria-disabled="true"]):not(:disabled)': {
      background: theme.colors.surfaceHover,
    },
    '&[aria-current="page"], &[aria-selected="true"]': {
      background: intent.subtle,
      color: intent.text,
    },
  }),
};

const sizeStyles: Record<ButtonSize, (theme: Theme) => CSSObject> = {
  sm: (t) => ({
    height: t.controlHeights.sm,
    padding: `0 ${t.spacing.sm}px`,
    fontSize: t.fontSizes.xs,
  }),
  md: (t) => ({
    height: t.controlHeights.md,
    padding: `0 ${t.spacing.md}px`,
    fontSize: t.fontSizes.sm,
  }),
  lg: (t) => ({
    height: t.controlHeights.lg,
    padding: `0 ${t.spacing.lg}px`,
    fontSize: t.fontSizes.md,
  }),
  'icon-sm': (t) => ({ width: t.controlHeights.sm, height: t.controlHeights.sm, padding: 0 }),
  'icon-md': (t) => ({ width: t.controlHeights.md, height: t.controlHeights.md, padding: 0 }),
  'icon-lg': (t) => ({ width: t.controlHeights.lg, height: t.controlHeights.lg, padding: 0 }),
  'icon-xl': (t) => ({ width: t.controlHeights.xl, height: t.controlHeights.xl, padding: 0 }),
};

/** Emotion styles of a button (or a link dressed as one) for one variant × intent × size. */
export function buttonStyles({
  variant = buttonDefaults.variant,
  intent = buttonDefaults.intent,
  size = buttonDefaults.size,
}: ButtonStyleOptions = {}) {
  return (theme: Theme): CSSObject => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing.xs,
    border: '1px solid transparent',
    borderRadius: theme.radii.md,
    fontFamily: 'inherit',
    fontWeight: theme.fontWeights.semibold,
    lineHeight: 1,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background ${theme.durations.fast}ms, filter ${theme.durations.fast}ms`,
    ...sizeStyles[size](theme),
    ...variantStyles[variant](theme, intentColors[intent](theme)),
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  });
}
