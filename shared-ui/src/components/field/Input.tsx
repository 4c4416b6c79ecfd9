import type { Theme } from '@emotion/react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldLabel } from './FieldLabel.tsx';
import {
  bareControlStyles,
  fieldBoxStyles,
  type FieldSize,
  type FieldStatus,
} from './fieldStatus.ts';

export type InputProps = Omit<ComponentProps<'input'>, 'size'> & {
  status?: FieldStatus;
  size?: FieldSize;
  /** Visible label; without it, give the input an aria-label. */
  label?: string;
  /** Decoration before the text, such as a dollar sign for amounts. */
  startAdornment?: ReactNode;
};

export function Input({
  status = 'empty',
  size = 'md',
  label,
  startAdornment,
  id,
  ...rest
}: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.xs })}>
      {label !== undefined && <FieldLabel htmlFor={inputId}>{label}</FieldLabel>}
      <div css={fieldBoxStyles(status, size)} data-status={status}>
        {startAdornment !== undefined && (
          <span aria-hidden="true" css={(theme: Theme) => ({ color: theme.colors.textMuted })}>
            {startAdornment}
          </span>
        )}
        <input
          id={inputId}
          aria-invalid={status === 'error' || undefined}
          css={bareControlStyles}
          {...rest}
        />
      </div>
    </div>
  );
}
