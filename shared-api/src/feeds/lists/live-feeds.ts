import { type LiveEvent } from '@flowscope/shared-api';

/** What makes a feed live: which stream events concern it and how its items are told apart. */
export interface LiveFeed<Item> {
  matches: (event: LiveEvent) => boolean;
  keyOf: (item: Item) => string;
  /** The key of a slot whose item changes under it (the masked preview); see useNewItems. */
  slotKey?: string;
}

interface SignalCardLike {
  symbol: string;
  network?: string | null;
  address?: string | null;
  timestamp: string | null;
}

interface InfluencerItemLike {
  twitterHandle: string;
  tokenName: string;
  timestamp: string;
  side: string;
}

// The masked preview (signed out) is always the first card and has no timestamp: it keeps one
// key, so its slot stays put, and its content moves on to the newest signal when the reader
// shows the new ones.
const MASKED_PREVIEW_KEY = 'masked';

const signalKey = (card: SignalCardLike): string =>
  card.timestamp === null
    ? MASKED_PREVIEW_KEY
    : [card.network ?? '', card.address ?? card.symbol, card.timestamp].join('|');

const influencerKey = (item: InfluencerItemLike): string =>
  [item.twitterHandle, item.tokenName, item.timestamp, item.side].join('|');

const signalOf =
  (venue: 'cex' | 'dex') =>
  (event: LiveEvent): boolean =>
    event.type === 'signal' && event.data.venue === venue;

const tradeOf =
  (venue: 'cex' | 'dex') =>
  (event: LiveEvent): boolean =>
    event.type === 'trade' && event.data.venue === venue;

/** The live side of each feed: alpha feeds follow signals, influencer feeds trades. */
export const LIVE_FEEDS = {
  cexSignals: {
    matches: signalOf('cex'),
    keyOf: signalKey,
    slotKey: MASKED_PREVIEW_KEY,
  } satisfies LiveFeed<SignalCardLike>,
  dexSignals: {
    matches: signalOf('dex'),
    keyOf: signalKey,
    slotKey: MASKED_PREVIEW_KEY,
  } satisfies LiveFeed<SignalCardLike>,
  cexTrades: {
    matches: tradeOf('cex'),
    keyOf: influencerKey,
  } satisfies LiveFeed<InfluencerItemLike>,
  dexTrades: {
    matches: tradeOf('dex'),
    keyOf: influencerKey,
  } satisfies LiveFeed<InfluencerItemLike>,
};
