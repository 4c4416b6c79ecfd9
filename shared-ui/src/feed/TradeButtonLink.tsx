import { staticStyles, useStaticClasses, visuallyHidden } from '@flowscope/shared-ui';
import { ExternalButtonLink, type ExternalButtonLinkProps } from './ExternalButtonLink.tsx';
import type { SignalStance } from './signal-stance.ts';

const styles = staticStyles(() => ({
  hidden: visuallyHidden,
}));

export type TradeButtonLinkProps = Omit<ExternalButtonLinkProps, 'children'> & {
  /** The spec's text, kept whatever the signal ('Buy on Hyperliquid'). */
  children: string;
  stance: SignalStance;
};

/**
 * A trade link on a feed card. On a bearish item it keeps its text but is styled neutral
 * (not the bullish green), and its accessible name says why: 'Buy on Hyperliquid (bearish
 * signal)'.
 */
export function TradeButtonLink({
  stance,
  children,
  variant,
  intent,
  ...rest
}: TradeButtonLinkProps) {
  const classes = useStaticClasses(styles);
  if (stance === 'bullish') {
    return (
      <ExternalButtonLink
        {...rest}
        {...(variant === undefined ? {} : { variant })}
        {...(intent === undefined ? {} : { intent })}
        data-stance="bullish"
      >
        {children}
      </ExternalButtonLink>
    );
  }
  return (
    <ExternalButtonLink {...rest} variant="secondary" intent="ghost" data-stance="bearish">
      {children}
      <span className={classes.hidden}> (bearish signal)</span>
    </ExternalButtonLink>
  );
}
