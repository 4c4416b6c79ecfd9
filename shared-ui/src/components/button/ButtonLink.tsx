import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { buttonDefaults, useButtonClassName, type ButtonStyleOptions } from './button-styles.ts';

export type ButtonLinkProps = ComponentProps<typeof Link> & ButtonStyleOptions;

/** An in-app link that looks like a Button (e.g. 'Buy Premium'). */
export function ButtonLink({
  variant = buttonDefaults.variant,
  intent = buttonDefaults.intent,
  size = buttonDefaults.size,
  className,
  ...rest
}: ButtonLinkProps) {
  const own = useButtonClassName({ variant, intent, size });
  return <Link className={className === undefined ? own : `${own} ${className}`} {...rest} />;
}
