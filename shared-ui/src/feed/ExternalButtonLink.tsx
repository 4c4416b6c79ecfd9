import type { ComponentProps } from 'react';
import { buttonDefaults, useButtonClassName, type ButtonStyleOptions } from '@flowscope/shared-ui';

export type ExternalButtonLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> &
  ButtonStyleOptions & { href: string };

/**
 * A link to another site dressed as a button ('Buy on Binance', a chart). It always opens
 * a new tab without handing the other site this page (`noopener noreferrer`).
 */
export function ExternalButtonLink({
  variant = buttonDefaults.variant,
  intent = buttonDefaults.intent,
  size = buttonDefaults.size,
  className,
  ...rest
}: ExternalButtonLinkProps) {
  const own = useButtonClassName({ variant, intent, size });
  return (
    <a
      className={className === undefined ? own : `${own} ${className}`}
      {...rest}
      target="_blank"
      rel="noopener noreferrer"
    />
  );
}
