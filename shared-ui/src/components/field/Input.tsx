import type { Theme } from '@emotion/react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldLabel } from './FieldLabel.tsx';
import {
  bareControlStyles,
  fieldBoxStyles,
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

const hintColour: Record<FieldStatus, (theme: Theme) => string> = {
  success: (t) => t.colors.positive,
  warning: (t) => t.colors.warning,
  error: (t) => t.colors.attention,
  empty: (t) => t.colors.textMuted,
};

export function Input({
  status = 'empty',
  size = 'md',
  label,
  startAdornment,
  hint,
  id,
  ...rest
}: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
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
          aria-describedby={hasHint ? hintId : undefined}
          css={bareControlStyles}
          {...rest}
        />
      </div>
      {hasHint && (
        <span
          id={hintId}
          css={(theme: Theme) => ({
            maxWidth: '28ch',
            fontSize: theme.fontSizes.xs,
            color: hintColour[status](theme),
          })}
        >
          {hint}
        </span>
      )}
    </div>
  );
}
