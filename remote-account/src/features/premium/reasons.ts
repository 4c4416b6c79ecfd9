import type { PremiumReason } from '@flowscope/shared-api';

/** Why the trader landed here after a blocked action ('Non-premium'). */
export const PREMIUM_REASON_TEXT: Record<PremiumReason, string> = {
  favorite:
    'Adding tokens to your favorites is a Premium feature. Get Premium to keep your CEX and DEX picks, with their scores, on one page.',
  follow:
    'Following influencers is a Premium feature. Get Premium to choose whose buys and sells fill your Influencer Feed.',
  influencers:
    'Influencer Feeds and influencer lists are Premium features. Get Premium to see every alert as it happens.',
};
