import type { ComponentProps, MouseEvent } from 'react';
import { SpinnerGlyph } from '../spinner/Spinner.tsx';
import { buttonDefaults, buttonStyles, type ButtonStyleOptions } from './button-styles.ts';

export type ButtonProps = ComponentProps<'button'> &
  ButtonStyleOptions & {
    /** Shows a spinner, sets aria-busy and ignores clicks until the work is done. */
    loading?: boolean;
  };

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
      css={buttonStyles({ variant, intent, size })}
      onClick={handleClick}
      {...rest}
    >
      {loading && <SpinnerGlyph size="sm" />}
      {children}
    </button>
  );
}
