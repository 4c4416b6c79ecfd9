import type { Theme } from '@emotion/react';
import { useId } from 'react';

export interface HideRiskyToggleProps {
  checked: boolean;
  onChange: (hide: boolean) => void;
  /** How many loaded rows it leaves out now (said beside it while on). */
  hiddenCount: number;
}

/**
 * 'Hide risky' of the DEX lists: a checkbox among the screen's filters, its rule said to
 * everyone (which tokens it leaves out) and, while on, how many it leaves out.
 */
export function HideRiskyToggle({ checked, onChange, hiddenCount }: HideRiskyToggleProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div
      css={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.spacing.xs,
        minHeight: theme.controlHeights.md,
      })}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
        css={(theme: Theme) => ({
          width: 16,
          height: 16,
          margin: 0,
          accentColor: theme.colors.accent,
        })}
      />
      <label htmlFor={id} css={(theme: Theme) => ({ fontSize: theme.fontSizes.sm })}>
        Hide risky
      </label>
      <span
        id={hintId}
        css={(theme: Theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted })}
      >
        {checked ? `${hiddenCount} hidden: honeypots, mintable` : 'honeypots, mintable'}
      </span>
    </div>
  );
}
