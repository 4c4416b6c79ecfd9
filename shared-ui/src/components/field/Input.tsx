import type { CSSObject } from '@emotion/react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import type { StaticTheme } from '../../theme/static-theme.ts';
import { FieldLabel } from './FieldLabel.tsx';
import {
  bareControlStyles,
  FIELD_STATUSES,
  fieldBoxes,
  type FieldSize,
  type FieldStatus,
} from './field-status.ts';

export type InputProps = Omit<ComponentProps<'input'>, 'size'> & {
  status?: FieldStatus;
  size?: FieldSize;
  /** Visible label; without it, give the input an aria-label. */
  label?: string;
  /** Decoration before the text, such as a dollar sign for amounts. */
  startAdornment?: ReactNode;
  /** A line under the field (how the text was read, why it cannot match), read with it. */
  hint?: ReactNode;
};

const hintColour: Record<FieldStatus, (theme: StaticTheme) => string> = {
  success: (t) => t.colors.positive,
  warning: (t) => t.colors.warning,
  error: (t) => t.colors.attention,
  empty: (t) => t.colors.textMuted,
};

const styles = staticStyles((theme) => {
  const hints = {} as Record<`hint-${FieldStatus}`, CSSObject>;
  for (const status of FIELD_STATUSES) {
    hints[`hint-${status}`] = {
      maxWidth: '28ch',
      fontSize: theme.fontSizes.xs,
      color: hintColour[status](theme),
    };
  }
  return {
    field: { display: 'grid', gap: theme.spacing.xs },
    ...fieldBoxes(theme),
    adornment: { color: theme.colors.textMuted },
    control: bareControlStyles,
    ...hints,
  };
});

export function Input({
  status = 'empty',
  size = 'md',
  label,
  startAdornment,
  hint,
  id,
  className,
  ...rest
}: InputProps) {
  const classes = useStaticClasses(styles);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  return (
    <div className={classes.field}>
      {label !== undefined && <FieldLabel htmlFor={inputId}>{label}</FieldLabel>}
      <div className={classes[`box-${status}-${size}`]} data-status={status}>
        {startAdornment !== undefined && (
          <span aria-hidden="true" className={classes.adornment}>
            {startAdornment}
          </span>
        )}
        <input
          id={inputId}
          aria-invalid={status === 'error' || undefined}
          aria-describedby={hasHint ? hintId : undefined}
          className={className === undefined ? classes.control : `${classes.control} ${className}`}
          {...rest}
        />
      </div>
      {hasHint && (
        <span id={hintId} className={classes[`hint-${status}`]}>
          {hint}
        </span>
      )}
    </div>
  );
}
