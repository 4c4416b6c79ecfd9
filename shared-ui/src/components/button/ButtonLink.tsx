import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { buttonDefaults, buttonStyles, type ButtonStyleOptions } from './button-styles.ts';

export type ButtonLinkProps = ComponentProps<typeof Link> & ButtonStyleOptions;

/** An in-app link that looks like a Button (e.g. 'Buy Premium'). */
export function ButtonLink({
  variant = buttonDefaults.variant,
  intent = buttonDefaults.intent,
  size = buttonDefaults.size,
  ...rest
}: ButtonLinkProps) {
  return <Link css={buttonStyles({ variant, intent, size })} {...rest} />;
}
