import type { ReactNode } from 'react';
import { useId } from 'react';
import { MarketPriceLine, TokenLogo } from '@flowscope/shared-ui';
import { FeedCard } from './FeedCard.tsx';
import { scoreTone } from './feed-tone.ts';
import { SignalCardHeader } from './SignalCardHeader.tsx';

/** What an Alpha Feed signal shows in its header, in both markets. */
interface SignalCardData {
  tokenName: string;
  symbol: string;
  /** The token's icon key; null when there is no icon to show. */
  icon: string | null;
  daysOld: number | null;
  score: number;
  date: string;
  timestamp: string | null;
  /** The token's logo (its initials show until it loads). */
  logoUrl?: string | null;
  /** A DEX token's chain, marked on its logo. */
  network?: string | null;
  /** A masked signal ('***'): no logo picture and no chain. */
  masked?: boolean;
  /** The token's price and 24-hour change now (none on a masked signal). */
  priceFormatted?: string;
  priceChange24h?: number | null;
  priceChange24hFormatted?: string;
}

export interface SignalCardProps {
  card: SignalCardData;
  market: 'cex' | 'dex';
  /** A line above the header naming the kind of signal (e.g. 'Scalp Signal'). */
  kicker?: ReactNode;
  /** The token's page in the app, opened from its name; none keeps the name plain text. */
  tokenPageHref?: string | null;
  /** Up to how many days the age badge reads 'Young Token'. */
  youngUpToDays?: number;
  /** The market's own parts of the card, below the header. */
  children: ReactNode;
}

/**
 * An Alpha Feed signal: a card toned by its score, named by its token heading, with the
 * token's logo and its price and 24-hour change now.
 */
export function SignalCard({
  card,
  market,
  kicker,
  tokenPageHref,
  youngUpToDays,
  children,
}: SignalCardProps) {
  const titleId = useId();
  return (
    <FeedCard tone={scoreTone(card.score)} aria-labelledby={titleId}>
      {kicker}
      <SignalCardHeader
        titleId={titleId}
        tokenName={card.tokenName}
        symbol={card.symbol}
        icon={
          card.icon !== null && (
            <TokenLogo
              symbol={card.symbol}
              logoUrl={card.logoUrl ?? null}
              network={card.network ?? null}
              masked={card.masked === true}
              size={28}
            />
          )
        }
        {...(tokenPageHref === undefined ? {} : { tokenPageHref })}
        {...(youngUpToDays === undefined ? {} : { youngUpToDays })}
        daysOld={card.daysOld}
        score={card.score}
        market={market}
        date={card.date}
        timestamp={card.timestamp}
      />
      <MarketPriceLine
        priceFormatted={card.priceFormatted}
        priceChange24h={card.priceChange24h}
        priceChange24hFormatted={card.priceChange24hFormatted}
      />
      {children}
    </FeedCard>
  );
}
