import type { ComponentProps, MouseEvent } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { SpinnerGlyph } from '../spinner/Spinner.tsx';
import { buttonDefaults, useButtonClassName, type ButtonStyleOptions } from './button-styles.ts';

export type ButtonProps = ComponentProps<'button'> &
  ButtonStyleOptions & {
    /** Shows a spinner, sets aria-busy and ignores clicks until the work is done. */
    loading?: boolean;
  };

const styles = staticStyles(() => ({
  // Sets no property of the button styles, so it adds to them in any order.
  button: { position: 'relative' },
  spinnerOverLabel: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  /** The label's box: laid out as the button lays out its content (icon and text in a row). */
  label: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'inherit',
    gap: 'inherit',
  },
}));

export function Button({
  variant = buttonDefaults.variant,
  intent = buttonDefaults.intent,
  size = buttonDefaults.size,
  loading = false,
  disabled = false,
  type = 'button',
  onClick,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = useStaticClasses(styles);
  const buttonClassName = useButtonClassName({ variant, intent, size });
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A loading button stays focusable (so focus is not lost mid-request) but does nothing.
    if (loading || disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const own = `${buttonClassName} ${classes.button}`;
  return (
    <button
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-variant={variant}
      data-intent={intent}
      data-size={size}
      className={className === undefined ? own : `${own} ${className}`}
      onClick={handleClick}
      {...rest}
    >
      {/*
       * The spinner sits over the label, which stays (transparent, still the button's name):
       * a button keeps its width while it loads, so nothing beside or below it moves.
       */}
      {loading && (
        <span className={classes.spinnerOverLabel}>
          <SpinnerGlyph size="sm" />
        </span>
      )}
      <span className={classes.label} style={loading ? { opacity: 0 } : undefined}>
        {children}
      </span>
    </button>
  );
}
