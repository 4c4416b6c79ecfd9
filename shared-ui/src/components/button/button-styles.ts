import type { CSSObject } from '@emotion/react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import type { StaticTheme } from '../../theme/static-theme.ts';

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

const intentColors: Record<ButtonIntent, (theme: StaticTheme) => IntentColors> = {
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

/** The colours of a variant in one intent, its own hover and selection included. */
const variantColors: Record<
  ButtonVariant,
  (theme: StaticTheme, intent: IntentColors) => CSSObject
> = {
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
    '&:hover:not([aria-disabled="true"]):not(:disabled)': { textDecoration: 'underline' },
  }),
  menu: (theme, intent) => ({
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

/** What a variant changes in its size's box: a text link drops it, a menu item is full width. */
const variantLayouts: Record<ButtonVariant, CSSObject> = {
  primary: {},
  secondary: {},
  tertiary: {},
  textLink: { height: 'auto', minHeight: 0, padding: 0 },
  menu: { width: '100%', justifyContent: 'flex-start' },
};

const sizeStyles: Record<ButtonSize, (theme: StaticTheme) => CSSObject> = {
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

/**
 * Everything of a button but its colours: box, type, size and the variant's layout. It sets no
 * colour (the border's comes with the colours), so it and `buttonColors` can be two classes.
 */
function buttonShape(theme: StaticTheme, variant: ButtonVariant, size: ButtonSize): CSSObject {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing.xs,
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: theme.radii.md,
    fontFamily: 'inherit',
    fontWeight: theme.fontWeights.semibold,
    lineHeight: 1,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background ${theme.durations.fast}ms, filter ${theme.durations.fast}ms`,
    ...sizeStyles[size](theme),
    ...variantLayouts[variant],
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  };
}

function buttonColors(theme: StaticTheme, variant: ButtonVariant, intent: ButtonIntent) {
  return variantColors[variant](theme, intentColors[intent](theme));
}

/**
 * Emotion styles of a button (or a link dressed as one) for one variant × intent × size. Pass it
 * the static theme inside `staticStyles`, or emotion's theme through a `css` prop.
 */
export function buttonStyles({
  variant = buttonDefaults.variant,
  intent = buttonDefaults.intent,
  size = buttonDefaults.size,
}: ButtonStyleOptions = {}) {
  return (theme: StaticTheme): CSSObject => ({
    ...buttonShape(theme, variant, size),
    ...buttonColors(theme, variant, intent),
  });
}

type ButtonShapeStyle = `shape-${ButtonVariant}-${ButtonSize}`;
type ButtonColorStyle = `color-${ButtonVariant}-${ButtonIntent}`;
type ButtonStyleName = ButtonShapeStyle | ButtonColorStyle;

/**
 * Every button's styles, serialised once: a shape per variant × size and colours per variant ×
 * intent (60 styles rather than 175 combinations). No property is set by both at the same
 * specificity, so a button takes both in whichever order they were inserted.
 */
const buttonClassStyles = staticStyles((theme) => {
  const byName = {} as Record<ButtonStyleName, CSSObject>;
  for (const variant of BUTTON_VARIANTS) {
    for (const size of BUTTON_SIZES) {
      byName[`shape-${variant}-${size}`] = buttonShape(theme, variant, size);
    }
    for (const intent of BUTTON_INTENTS) {
      byName[`color-${variant}-${intent}`] = buttonColors(theme, variant, intent);
    }
  }
  return byName;
});

/** The class names of a button (or of a link dressed as one) of a variant, intent and size. */
export function useButtonClassName({
  variant = buttonDefaults.variant,
  intent = buttonDefaults.intent,
  size = buttonDefaults.size,
}: ButtonStyleOptions): string {
  const classes = useStaticClasses(buttonClassStyles);
  return `${classes[`shape-${variant}-${size}`]} ${classes[`color-${variant}-${intent}`]}`;
}
