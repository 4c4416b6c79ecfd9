import { useId } from 'react';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';

const styles = staticStyles((theme) => ({
  toggle: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.xs,
    minHeight: theme.controlHeights.md,
  },
  checkbox: { width: 16, height: 16, margin: 0, accentColor: theme.colors.accent },
  label: { fontSize: theme.fontSizes.sm },
  hint: { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
}));

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
  const classes = useStaticClasses(styles);
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={classes.toggle}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
        className={classes.checkbox}
      />
      <label htmlFor={id} className={classes.label}>
        Hide risky
      </label>
      <span id={hintId} className={classes.hint}>
        {checked ? `${hiddenCount} hidden: honeypots, mintable` : 'honeypots, mintable'}
      </span>
    </div>
  );
}
