import { ExternalButtonLink } from './ExternalButtonLink.tsx';

export interface TradingBotLinkProps {
  /** The bot opened on this token; null when the token cannot be bought there. */
  href: string | null;
  botName: string;
}

/** 'Buy using' a Telegram trading bot, on a DEX card's foot. */
export function TradingBotLink({ href, botName }: TradingBotLinkProps) {
  if (href === null) return null;
  return (
    <ExternalButtonLink href={href} intent="positive" size="sm">
      Buy using {botName}
    </ExternalButtonLink>
  );
}
