import {
  routeTo,
  telegramBotFor,
  telegramBuyUrl,
  tokenPageLink,
  xProfileUrl,
} from '@flowscope/shared-api';
import { type DexAlertCard } from '@flowscope/shared-api/feeds';
import {
  ALPHA_CARD_YOUNG_TOKEN_MAX_DAYS,
  staticStyles,
  useStaticClasses,
} from '@flowscope/shared-ui';
import {
  FeedStatGrid,
  SignalOutcome,
  InfluencerScoreList,
  SignalCard,
  signalStance,
  TradingBotLink,
} from '@flowscope/shared-ui/feed';
import { memo } from 'react';
import { dexSignalStats, scalpersSentence } from '../dex-signal-stats.tsx';

const styles = staticStyles((theme) => ({
  kicker: {
    margin: 0,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.semibold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: theme.colors.textMuted,
  },
  sentence: { margin: 0 },
}));

/** The kind of signal, above the token. */
function SignalKicker() {
  const classes = useStaticClasses(styles);
  return <p className={classes.kicker}>Scalp Signal</p>;
}

/**
 * A 'Scalp Signal': token (its name opens the token's page; the chart site is the grid's
 * Chart link), age, score and time, who bought it in the
 * last 24 hours, the influencers' impact, its figures and the Telegram bot to buy with.
 */
export const DexSignalCard = memo(function DexSignalCard({ card }: { card: DexAlertCard }) {
  const classes = useStaticClasses(styles);
  return (
    <SignalCard
      card={card}
      market="dex"
      kicker={<SignalKicker />}
      tokenPageHref={
        card.masked
          ? null
          : (tokenPageLink({
              venue: 'dex',
              name: card.tokenName,
              network: card.network,
              address: card.address,
            })?.href ?? null)
      }
      youngUpToDays={ALPHA_CARD_YOUNG_TOKEN_MAX_DAYS}
    >
      <p className={classes.sentence}>
        <strong>{card.tokenName}</strong> <span>{scalpersSentence(card)}</span>
      </p>
      <InfluencerScoreList
        influencers={card.influencers}
        showAvatars={!card.influencersMasked}
        profileUrl={xProfileUrl}
        profileHref={(handle) => routeTo.influencerProfile('dex', handle)}
      />
      <FeedStatGrid stats={dexSignalStats(card)} />
      <SignalOutcome
        // The anonymous preview links nowhere: the outcome comes with the full feed.
        summary={card.masked || card.influencersMasked ? '' : (card.returns?.summary ?? '')}
        trackRecordHref={routeTo.signalTrackRecord({ venue: 'dex' })}
      />
      <div>
        <TradingBotLink
          href={telegramBuyUrl(card.network, card.address)}
          botName={telegramBotFor(card.network).name}
          stance={signalStance(card)}
        />
      </div>
    </SignalCard>
  );
});
