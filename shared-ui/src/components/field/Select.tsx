import { useId, type ComponentProps } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { FieldLabel } from './FieldLabel.tsx';
import { bareControlStyles, fieldBoxes, type FieldSize, type FieldStatus } from './field-status.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = Omit<ComponentProps<'select'>, 'size'> & {
  options: readonly SelectOption[];
  status?: FieldStatus;
  size?: FieldSize;
  /** Visible label; without it, give the select an aria-label. */
  label?: string;
};

const styles = staticStyles((theme) => ({
  field: { display: 'grid', gap: theme.spacing.xs },
  ...fieldBoxes(theme),
  control: {
    ...bareControlStyles,
    cursor: 'pointer',
    '& option': { background: theme.colors.surface, color: theme.colors.text },
  },
}));

/** A native select: the platform's own keyboard and screen-reader support, themed. */
export function Select({
  options,
  status = 'empty',
  size = 'md',
  label,
  id,
  className,
  ...rest
}: SelectProps) {
  const classes = useStaticClasses(styles);
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={classes.field}>
      {label !== undefined && <FieldLabel htmlFor={selectId}>{label}</FieldLabel>}
      <div className={classes[`box-${status}-${size}`]} data-status={status}>
        <select
          id={selectId}
          aria-invalid={status === 'error' || undefined}
          className={className === undefined ? classes.control : `${classes.control} ${className}`}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
