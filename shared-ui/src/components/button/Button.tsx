import type { ComponentProps, MouseEvent } from 'react';
import { SpinnerGlyph } from '../spinner/Spinner.tsx';
import { buttonDefaults, buttonStyles, type ButtonStyleOptions } from './button-styles.ts';

export type ButtonProps = ComponentProps<'button'> &
  ButtonStyleOptions & {
    /** Shows a spinner, sets aria-busy and ignores clicks until the work is done. */
    loading?: boolean;
  };

const spinnerOverLabel = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** The label's box: laid out as the button lays out its content (icon and text in a row). */
const labelBox = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'inherit',
  gap: 'inherit',
} as const;

export function Button({
  variant = buttonDefaults.variant,
  intent = buttonDefaults.intent,
  size = buttonDefaults.size,
  loading = false,
  disabled = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A loading button stays focusable (so focus is not lost mid-request) but does nothing.
    if (loading || disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-variant={variant}
      data-intent={intent}
      data-size={size}
      css={[buttonStyles({ variant, intent, size }), { position: 'relative' }]}
      onClick={handleClick}
      {...rest}
    >
      {/*
       * The spinner sits over the label, which stays (transparent, still the button's name):
       * a button keeps its width while it loads, so nothing beside or below it moves.
       */}
      {loading && (
        <span css={spinnerOverLabel}>
          <SpinnerGlyph size="sm" />
        </span>
      )}
      <span css={labelBox} style={loading ? { opacity: 0 } : undefined}>
        {children}
      </span>
    </button>
  );
}
