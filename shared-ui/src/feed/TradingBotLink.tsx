import type { SignalStance } from './signal-stance.ts';
import { TradeButtonLink } from './TradeButtonLink.tsx';

export interface TradingBotLinkProps {
  /** The bot opened on this token; null when the token cannot be bought there. */
  href: string | null;
  botName: string;
  /** A bearish item's link is styled neutral and says so; bullish unless told. */
  stance?: SignalStance;
}

/** 'Buy using' a Telegram trading bot, on a DEX card's foot. */
export function TradingBotLink({ href, botName, stance = 'bullish' }: TradingBotLinkProps) {
  if (href === null) return null;
  return (
    <TradeButtonLink href={href} intent="positive" size="sm" stance={stance}>
      {`Buy using ${botName}`}
    </TradeButtonLink>
  );
}
