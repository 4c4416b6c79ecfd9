import type { CSSObject } from '@emotion/react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';

export type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'role' | 'children'> & {
  checked: boolean;
  /** Asked for by a click, Space or Enter; the owner decides whether it turns. */
  onCheckedChange: (next: boolean) => void;
  /** Visible text beside the switch, which also names it; without it give an aria-label. */
  label?: ReactNode;
  /** A line under the label (what on means, why it cannot be turned on). */
  description?: ReactNode;
};

const TRACK_WIDTH = 36;
const TRACK_HEIGHT = 20;
const KNOB = 14;

/** A track's class: by whether it is on and whether it can be turned. */
type TrackStyle = `track-${'on' | 'off'}` | `track-${'on' | 'off'}-disabled`;

const styles = staticStyles((theme) => {
  const tracks = {} as Record<TrackStyle, CSSObject>;
  for (const checked of [true, false]) {
    for (const disabled of [false, true]) {
      tracks[`track-${checked ? 'on' : 'off'}${disabled ? '-disabled' : ''}`] = {
        position: 'relative',
        flexShrink: 0,
        width: TRACK_WIDTH,
        height: TRACK_HEIGHT,
        padding: 0,
        border: `1px solid ${checked ? theme.colors.accent : theme.colors.border}`,
        borderRadius: theme.radii.pill,
        background: checked ? theme.colors.accent : theme.colors.surfaceRaised,
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.5 : 1,
        transition: `background ${theme.durations.fast}ms`,
        '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
        '&::after': {
          content: '""',
          position: 'absolute',
          top: (TRACK_HEIGHT - 2 - KNOB) / 2,
          left: checked ? TRACK_WIDTH - 2 - KNOB - 2 : 2,
          width: KNOB,
          height: KNOB,
          borderRadius: '50%',
          background: checked ? theme.colors.accentText : theme.colors.textMuted,
          transition: `left ${theme.durations.fast}ms`,
        },
      };
    }
  }
  return {
    root: { display: 'inline-flex', alignItems: 'flex-start', gap: theme.spacing.sm },
    ...tracks,
    text: { display: 'grid', gap: 2 },
    label: { cursor: 'pointer' },
    labelDisabled: { cursor: 'not-allowed' },
    description: { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  };
});

/**
 * An on/off switch (WAI-ARIA `role="switch"` on a native button, so the keyboard and screen
 * readers get it for free). Controlled: it shows `checked` and reports clicks.
 */
export function Switch({
  checked,
  onCheckedChange,
  label,
  description,
  disabled,
  id,
  className,
  ...rest
}: SwitchProps) {
  const classes = useStaticClasses(styles);
  const track = classes[`track-${checked ? 'on' : 'off'}${disabled === true ? '-disabled' : ''}`];
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const labelId = `${switchId}-label`;
  const descriptionId = `${switchId}-description`;
  const hasLabel = label !== undefined && label !== null;
  const hasDescription = description !== undefined && description !== null;
  return (
    <span className={classes.root}>
      <button
        type="button"
        role="switch"
        id={switchId}
        aria-checked={checked}
        aria-labelledby={hasLabel ? labelId : undefined}
        aria-describedby={hasDescription ? descriptionId : undefined}
        disabled={disabled}
        data-state={checked ? 'on' : 'off'}
        onClick={() => onCheckedChange(!checked)}
        className={className === undefined ? track : `${track} ${className}`}
        {...rest}
      />
      {(hasLabel || hasDescription) && (
        <span className={classes.text}>
          {hasLabel && (
            <label
              id={labelId}
              htmlFor={switchId}
              className={disabled === true ? classes.labelDisabled : classes.label}
            >
              {label}
            </label>
          )}
          {hasDescription && (
            <span id={descriptionId} className={classes.description}>
              {description}
            </span>
          )}
        </span>
      )}
    </span>
  );
}
