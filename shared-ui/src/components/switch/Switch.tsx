import type { Theme } from '@emotion/react';
import { useId, type ComponentProps, type ReactNode } from 'react';

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
  ...rest
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const labelId = `${switchId}-label`;
  const descriptionId = `${switchId}-description`;
  const hasLabel = label !== undefined && label !== null;
  const hasDescription = description !== undefined && description !== null;
  return (
    <span
      css={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'flex-start',
        gap: theme.spacing.sm,
      })}
    >
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
        css={(theme: Theme) => ({
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
        })}
        {...rest}
      />
      {(hasLabel || hasDescription) && (
        <span css={{ display: 'grid', gap: 2 }}>
          {hasLabel && (
            <label
              id={labelId}
              htmlFor={switchId}
              css={{ cursor: disabled ? 'not-allowed' : 'pointer' }}
            >
              {label}
            </label>
          )}
          {hasDescription && (
            <span
              id={descriptionId}
              css={(theme: Theme) => ({
                fontSize: theme.fontSizes.xs,
                color: theme.colors.textMuted,
              })}
            >
              {description}
            </span>
          )}
        </span>
      )}
    </span>
  );
}
