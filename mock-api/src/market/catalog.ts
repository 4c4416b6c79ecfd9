import { NETWORKS, type Network } from '@flowscope/shared-api/contract';
import { KNOWN_COINS, KNOWN_PRICES } from './cex-coins.ts';
import { Rng } from './rng.ts';
import { TOPICS, topicById, type Topic } from './topics.ts';
import type { Influencer, TokenInfo, WalletInfo } from './types.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Sizes of the simulated market (issue 3; the premium page claims 2800+ wallets, 1270+ influencers). */
export const MARKET_SIZE = {
  cexCoins: 300,
  dexTokens: 3000,
  smartWallets: 2900,
  influencers: 1300,
} as const;

export interface Catalog {
  tokens: TokenInfo[];
  wallets: WalletInfo[];
  influencers: Influencer[];
}

/** Network weights: the busy chains carry most launches, every chain has some. */
const NETWORK_WEIGHTS: readonly (readonly [Network, number])[] = NETWORKS.map((network) => [
  network,
  (
    { solana: 30, base: 22, ethereum: 16, bsc: 10, arbitrum: 5, hyperevm: 4 } as Partial<
      Record<Network, number>
    >
  )[network] ?? 1.2,
]);

const HANDLE_HEADS = [
  'crypto',
  'degen',
  'alpha',
  'whale',
  'moon',
  'chart',
  'based',
  'sol',
  'eth',
  'pepe',
  'ape',
  'gem',
  'onchain',
  'defi',
  'perp',
  'scalp',
  'macro',
  'meme',
  'cat',
  'bull',
  'bear',
  'satoshi',
  'gwei',
  'block',
];
const HANDLE_TAILS = [
  '_kitty',
  'hunter',
  'sniper',
  'trader',
  'wizard',
  'maxi',
  'lord',
  'chad',
  'capital',
  'labs',
  'guru',
  'sensei',
  'calls',
  'watch',
  'flow',
  'queen',
  'king',
  'monk',
  '_anon',
  'szn',
  'dao',
  'hq',
];
const SYLLABLES = [
  'ka',
  'zo',
  'ri',
  'ta',
  'nex',
  'vo',
  'lu',
  'mi',
  'ar',
  'qu',
  'sy',
  'ze',
  'ly',
  'ro',
  'xa',
  'ne',
  'pho',
  'dra',
  'el',
  'ion',
];
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * Builds the deterministic catalog: tokens, wallets and influencers. Times are relative
 * to `origin` (start of the UTC day the market was created), so the same seed gives the
 * same tokens and addresses on every day, with ages measured from that day.
 */
export function buildCatalog(seed: string, origin: number): Catalog {
  const rng = new Rng(`${seed}:catalog`);
  const wallets = buildWallets(rng);
  const influencers = buildInfluencers(rng, wallets);
  const tokens: TokenInfo[] = [];
  buildCexCoins(rng, origin, tokens);
  buildDexTokens(rng, origin, tokens);
  assignPools(rng, tokens, wallets, influencers);
  return { tokens, wallets, influencers };
}

function buildWallets(rng: Rng): WalletInfo[] {
  const wallets: WalletInfo[] = [];
  for (let i = 0; i < MARKET_SIZE.smartWallets; i += 1) {
    wallets.push({ index: i, address: `0x${rng.hex(40)}`, influencer: -1 });
  }
  return wallets;
}

function buildInfluencers(rng: Rng, wallets: WalletInfo[]): Influencer[] {
  const used = new Set<string>();
  const influencers: Influencer[] = [];
  while (influencers.length < MARKET_SIZE.influencers) {
    let handle = `${rng.pick(HANDLE_HEADS)}${rng.pick(HANDLE_TAILS)}`;
    if (used.has(handle) || rng.chance(0.5)) handle = `${handle}${rng.int(1, 999)}`;
    if (used.has(handle)) continue;
    used.add(handle);
    const index = influencers.length;
    const owned: number[] = [];
    for (let w = rng.int(1, 3); w > 0; w -= 1) {
      owned.push(wallets.length);
      wallets.push({ index: wallets.length, address: `0x${rng.hex(40)}`, influencer: index });
    }
    influencers.push({
      index,
      handle,
      venue: rng.chance(0.6) ? 'dex' : 'cex',
      authority: Math.round(rng.range(5, 99) * 10) / 10,
      wallets: owned,
    });
  }
  return influencers;
}

function tokenName(rng: Rng, topic: Topic): string {
  const word = rng.pick(topic.nameWords);
  const second = rng.chance(0.35) ? rng.pick(rng.pick(TOPICS).nameWords) : '';
  return `${word}${second && second !== word ? ` ${second}` : ''}${rng.pick(topic.suffixes)}`.trim();
}

function tickerFrom(rng: Rng, name: string): string {
  const letters = name.replace(/[^A-Za-z]/g, '').toUpperCase();
  const length = rng.int(3, 6);
  if (letters.length <= length) return letters || 'TKN';
  const start = rng.chance(0.7) ? 0 : rng.int(0, letters.length - length);
  return letters.slice(start, start + length);
}

function keywordsFor(topicIds: readonly string[]): string[] {
  return topicIds.flatMap((id) => [...(topicById(id)?.keywords ?? [])]);
}

function describe(name: string, topicIds: readonly string[]): string {
  const labels = topicIds.map((id) => topicById(id)?.label ?? id).join(', ');
  const partnership = topicIds.includes('nvidia') ? ' Built in partnership with Nvidia.' : '';
  return `${name}: ${labels} project.${partnership}`;
}

function buildCexCoins(rng: Rng, origin: number, tokens: TokenInfo[]): void {
  const symbols = new Set<string>();
  const add = (
    ticker: string,
    name: string,
    cap: number,
    topics: readonly string[],
    launchedAt: number,
  ): void => {
    symbols.add(ticker);
    const knownPrice = KNOWN_PRICES[ticker];
    const supply = knownPrice ? cap / knownPrice : rng.logRange(1e7, 1e11);
    const capRank = Math.log10(cap);
    tokens.push({
      index: tokens.length,
      venue: 'cex',
      name,
      ticker,
      network: null,
      address: null,
      launchedAt,
      supply,
      startPrice: cap / supply,
      topics,
      keywords: keywordsFor(topics),
      description: describe(name, topics),
      activity: rng.logRange(0.3, 4) * Math.max(0.6, (capRank - 6) / 3),
      volatility: rng.range(0.004, 0.012) * (capRank > 11 ? 0.5 : 1),
      tradeSize: rng.logRange(5_000, 60_000) * Math.max(1, capRank - 8),
      pool: new Int32Array(0),
    });
  };
  for (const [ticker, name, cap, topics] of KNOWN_COINS) {
    add(ticker, name, cap * rng.range(0.9, 1.1), topics, origin - rng.range(200, 3000) * DAY);
  }
  let generated = 0;
  const total = MARKET_SIZE.cexCoins - KNOWN_COINS.length;
  while (generated < total) {
    const topic = rng.pick(TOPICS);
    const name = tokenName(rng, topic);
    const ticker = tickerFrom(rng, `${rng.pick(SYLLABLES)}${name}`);
    if (symbols.has(ticker)) continue;
    // A few listings are recent or still to come, so fresh and young CEX coins exist.
    const launchedAt =
      generated < 12 ? origin + rng.range(-14, 20) * DAY : origin - rng.logRange(15, 1500) * DAY;
    const topics = rng.chance(0.3) ? [topic.id, rng.pick(TOPICS).id] : [topic.id];
    add(ticker, name, rng.logRange(2e7, 3e9), [...new Set(topics)], launchedAt);
    generated += 1;
  }
}

function dexAddress(rng: Rng, network: Network): string {
  if (network !== 'solana') return `0x${rng.hex(40)}`;
  let out = '';
  for (let i = 0; i < 40; i += 1) out += BASE58[Math.floor(rng.next() * BASE58.length)];
  return rng.chance(0.4) ? `${out}pump` : `${out}${BASE58.slice(0, 4)}`;
}

function dexLaunch(rng: Rng, origin: number): number {
  const roll = rng.next();
  // A steady stream of launches around the origin keeps fresh (<= 1 day) and young tokens
  // in the lists for weeks after the server starts.
  if (roll < 0.25) return origin + rng.range(-14, 16) * DAY;
  if (roll < 0.35) return origin - rng.range(14, 60) * DAY;
  return origin - rng.logRange(60, 1500) * DAY;
}

function buildDexTokens(rng: Rng, origin: number, tokens: TokenInfo[]): void {
  for (let i = 0; i < MARKET_SIZE.dexTokens; i += 1) {
    const topic = rng.weighted(
      TOPICS.map((t) => [t, t.id === 'meme' || t.id === 'cats' ? 3 : t.id === 'ai' ? 2.5 : 1]),
    );
    const topics = new Set<string>([topic.id]);
    if (topic.id === 'cats' || topic.id === 'dogs') topics.add('meme');
    if (topic.id === 'ai' && rng.chance(0.15)) topics.add('nvidia');
    if (rng.chance(0.15)) topics.add(rng.pick(TOPICS).id);
    const name = tokenName(rng, topic);
    const network = rng.weighted(NETWORK_WEIGHTS);
    const launchedAt = dexLaunch(rng, origin);
    const ageDays = (origin - launchedAt) / DAY;
    const cap =
      ageDays < 14
        ? rng.logRange(4_000, 3e7)
        : rng.chance(0.01)
          ? rng.logRange(5e9, 4e10)
          : rng.logRange(5e4, 5e9);
    const supply = rng.logRange(1e6, 1e12);
    const topicList = [...topics];
    tokens.push({
      index: tokens.length,
      venue: 'dex',
      name,
      ticker: tickerFrom(rng, name),
      network,
      address: dexAddress(rng, network),
      launchedAt,
      supply: rng.chance(0.03) ? null : supply,
      startPrice: cap / supply,
      topics: topicList,
      keywords: keywordsFor(topicList),
      description: describe(name, topicList),
      activity: rng.logRange(0.01, 1) * (ageDays < 14 ? 2 : 1),
      volatility: ageDays < 14 ? rng.range(0.03, 0.08) : rng.range(0.008, 0.03),
      tradeSize: rng.logRange(300, 4_000) * Math.max(1, Math.log10(cap) - 4),
      pool: new Int32Array(0),
    });
  }
}

function assignPools(
  rng: Rng,
  tokens: TokenInfo[],
  wallets: WalletInfo[],
  influencers: Influencer[],
): void {
  const venueWallets = {
    cex: influencers.filter((i) => i.venue === 'cex').flatMap((i) => i.wallets),
    dex: influencers.filter((i) => i.venue === 'dex').flatMap((i) => i.wallets),
  };
  const smart = wallets.filter((w) => w.influencer < 0).map((w) => w.index);
  for (const token of tokens) {
    const size =
      token.venue === 'cex'
        ? rng.int(20, 60) + Math.round(token.activity * 20)
        : rng.int(6, 25) + Math.round(token.activity * 40);
    const members = new Set<number>();
    const influencerShare = token.venue === 'cex' ? 0.2 : 0.15;
    while (members.size < size) {
      members.add(
        rng.chance(influencerShare) ? rng.pick(venueWallets[token.venue]) : rng.pick(smart),
      );
    }
    token.pool = Int32Array.from(members);
  }
}
