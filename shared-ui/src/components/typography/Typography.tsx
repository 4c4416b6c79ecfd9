import type { CSSObject } from '@emotion/react';
import type { ComponentProps } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import type { StaticTheme } from '../../theme/static-theme.ts';

export const TYPOGRAPHY_LEVELS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'display',
  'lg',
  'md',
  'sm',
  'xs',
  'xxs',
] as const;
type TypographyLevel = (typeof TYPOGRAPHY_LEVELS)[number];

export const TYPOGRAPHY_TONES = [
  'default',
  'muted',
  'accent',
  'positive',
  'warning',
  'attention',
] as const;
export type TypographyTone = (typeof TYPOGRAPHY_TONES)[number];

type TypographyElement = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p' | 'span' | 'div' | 'strong';

/** Headings render as headings; every other level is a paragraph unless told otherwise. */
const defaultElements: Record<TypographyLevel, TypographyElement> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  display: 'p',
  lg: 'p',
  md: 'p',
  sm: 'p',
  xs: 'p',
  xxs: 'p',
};

const levelStyles: Record<TypographyLevel, (theme: StaticTheme) => CSSObject> = {
  display: (t) => ({ fontSize: t.fontSizes.display, fontWeight: t.fontWeights.bold }),
  h1: (t) => ({ fontSize: t.fontSizes.h1, fontWeight: t.fontWeights.bold }),
  h2: (t) => ({ fontSize: t.fontSizes.h2, fontWeight: t.fontWeights.semibold }),
  h3: (t) => ({ fontSize: t.fontSizes.h3, fontWeight: t.fontWeights.semibold }),
  h4: (t) => ({ fontSize: t.fontSizes.h4, fontWeight: t.fontWeights.semibold }),
  lg: (t) => ({ fontSize: t.fontSizes.lg, lineHeight: t.lineHeights.normal }),
  md: (t) => ({ fontSize: t.fontSizes.md, lineHeight: t.lineHeights.normal }),
  sm: (t) => ({ fontSize: t.fontSizes.sm, lineHeight: t.lineHeights.normal }),
  xs: (t) => ({ fontSize: t.fontSizes.xs, lineHeight: t.lineHeights.normal }),
  xxs: (t) => ({ fontSize: t.fontSizes.xxs, lineHeight: t.lineHeights.normal }),
};

const toneColors: Record<TypographyTone, (theme: StaticTheme) => string> = {
  default: (t) => t.colors.text,
  muted: (t) => t.colors.textMuted,
  accent: (t) => t.colors.link,
  positive: (t) => t.colors.positive,
  warning: (t) => t.colors.warning,
  attention: (t) => t.colors.attention,
};

type LevelStyle = `level-${TypographyLevel}`;
type ToneStyle = `tone-${TypographyTone}`;

/**
 * One class for the level (margin, size, weight, line height) and one for the tone (colour):
 * they set different properties, so an element takes both whatever order they were inserted in.
 */
const styles = staticStyles((theme) => {
  const byName = {} as Record<LevelStyle | ToneStyle, CSSObject>;
  for (const level of TYPOGRAPHY_LEVELS) {
    byName[`level-${level}`] = {
      margin: 0,
      lineHeight: theme.lineHeights.tight,
      ...levelStyles[level](theme),
    };
  }
  for (const tone of TYPOGRAPHY_TONES) byName[`tone-${tone}`] = { color: toneColors[tone](theme) };
  return byName;
});

export type TypographyProps = Omit<ComponentProps<'p'>, 'ref'> & {
  level?: TypographyLevel;
  tone?: TypographyTone;
  /** The element to render, when the document outline needs another than the default. */
  as?: TypographyElement;
};

export function Typography({
  level = 'md',
  tone = 'default',
  as,
  className,
  ...rest
}: TypographyProps) {
  const classes = useStaticClasses(styles);
  const Element = as ?? defaultElements[level];
  const own = `${classes[`level-${level}`]} ${classes[`tone-${tone}`]}`;
  return (
    <Element
      data-level={level}
      className={className === undefined ? own : `${own} ${className}`}
      {...rest}
    />
  );
}
