import type { ComponentProps, ReactNode } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { barTone, relativeBarWidth } from './relative-bar.ts';

export type RelativeValueBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  value: number | null | undefined;
  /** The list's largest absolute value (see `largestMagnitude`). */
  largest: number;
  /** The value as text, shown above the bar; the bar itself is decoration. */
  children: ReactNode;
};

const styles = staticStyles((theme) => ({
  valueBar: { display: 'grid', gap: theme.spacing.xxs, minWidth: 80 },
  track: {
    height: 4,
    borderRadius: theme.radii.pill,
    background: theme.colors.neutralSubtle,
    overflow: 'hidden',
  },
  'fill-positive': { display: 'block', height: '100%', background: theme.colors.positive },
  'fill-attention': { display: 'block', height: '100%', background: theme.colors.attention },
}));

/** A value with a bar sized against the list's largest: green from 0 up, red below 0. */
export function RelativeValueBar({
  value,
  largest,
  children,
  className,
  ...rest
}: RelativeValueBarProps) {
  const classes = useStaticClasses(styles);
  const tone = barTone(value);
  const width = relativeBarWidth(value, largest);
  return (
    <div
      className={className === undefined ? classes.valueBar : `${classes.valueBar} ${className}`}
      {...rest}
    >
      <span>{children}</span>
      <span aria-hidden="true" className={classes.track}>
        <span
          data-tone={tone}
          data-width={width.toFixed(2)}
          style={{ width: `${width}%` }}
          className={classes[`fill-${tone}`]}
        />
      </span>
    </div>
  );
}
