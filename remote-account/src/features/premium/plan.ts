/** The premium plan's figures (spec §1 and §9); the page and its answers quote them. */
export const PLAN = {
  price: '$100–150 per month',
  wallets: '2800+',
  influencers: '1270+',
  maxDelay: '1 minute',
} as const;

export const BENEFITS = [
  `Track ${PLAN.wallets} smart-money wallets on centralised and decentralised exchanges`,
  `Follow the buys and sells of ${PLAN.influencers} influencers, or only the ones you choose`,
  `Data delay of at most ${PLAN.maxDelay}, with feeds that refresh every 15 seconds`,
  'Favorites for CEX and DEX tokens, with their score now and over 1, 7 and 30 days',
  'Alpha Feeds with scalp signals the moment many active wallets buy the same token',
] as const;
