import type { ComponentProps } from 'react';
import { buttonDefaults, buttonStyles, type ButtonStyleOptions } from '@flowscope/shared-ui';

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
  ...rest
}: ExternalButtonLinkProps) {
  return (
    <a
      css={buttonStyles({ variant, intent, size })}
      {...rest}
      target="_blank"
      rel="noopener noreferrer"
    />
  );
}
