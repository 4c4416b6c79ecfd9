import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import {
  buttonClassName,
  buttonDefaults,
  buttonStaticStyles,
  type ButtonStyleOptions,
} from './button-styles.ts';

export type ButtonLinkProps = ComponentProps<typeof Link> & ButtonStyleOptions;

const styles = staticStyles(buttonStaticStyles);

/** An in-app link that looks like a Button (e.g. 'Buy Premium'). */
export function ButtonLink({
  variant = buttonDefaults.variant,
  intent = buttonDefaults.intent,
  size = buttonDefaults.size,
  className,
  ...rest
}: ButtonLinkProps) {
  const classes = useStaticClasses(styles);
  const own = buttonClassName(classes, { variant, intent, size });
  return <Link className={className === undefined ? own : `${own} ${className}`} {...rest} />;
}
