import type { Theme } from '@emotion/react';
import type { ComponentProps, ReactNode } from 'react';
import { barTone, relativeBarWidth } from './relative-bar.ts';

export type RelativeValueBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  value: number | null | undefined;
  /** The list's largest absolute value (see `largestMagnitude`). */
  largest: number;
  /** The value as text, shown above the bar; the bar itself is decoration. */
  children: ReactNode;
};

/** A value with a bar sized against the list's largest: green from 0 up, red below 0. */
export function RelativeValueBar({ value, largest, children, ...rest }: RelativeValueBarProps) {
  const tone = barTone(value);
  const width = relativeBarWidth(value, largest);
  return (
    <div
      css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.xxs, minWidth: 80 })}
      {...rest}
    >
      <span>{children}</span>
      <span
        aria-hidden="true"
        css={(theme: Theme) => ({
          height: 4,
          borderRadius: theme.radii.pill,
          background: theme.colors.neutralSubtle,
          overflow: 'hidden',
        })}
      >
        <span
          data-tone={tone}
          data-width={width.toFixed(2)}
          style={{ width: `${width}%` }}
          css={(theme: Theme) => ({
            display: 'block',
            height: '100%',
            background: tone === 'positive' ? theme.colors.positive : theme.colors.attention,
          })}
        />
      </span>
    </div>
  );
}
