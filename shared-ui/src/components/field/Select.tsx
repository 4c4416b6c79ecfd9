import type { Theme } from '@emotion/react';
import { useId, type ComponentProps } from 'react';
import { FieldLabel } from './FieldLabel.tsx';
import {
  bareControlStyles,
  fieldBoxStyles,
  type FieldSize,
  type FieldStatus,
} from './field-status.ts';

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

/** A native select: the platform's own keyboard and screen-reader support, themed. */
export function Select({
  options,
  status = 'empty',
  size = 'md',
  label,
  id,
  ...rest
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.xs })}>
      {label !== undefined && <FieldLabel htmlFor={selectId}>{label}</FieldLabel>}
      <div css={fieldBoxStyles(status, size)} data-status={status}>
        <select
          id={selectId}
          aria-invalid={status === 'error' || undefined}
          css={(theme: Theme) => ({
            ...bareControlStyles,
            cursor: 'pointer',
            '& option': { background: theme.colors.surface, color: theme.colors.text },
          })}
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
