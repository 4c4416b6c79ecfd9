export {
  PREMIUM_REASONS,
  premiumRedirectState,
  readPremiumReason,
  usePremiumRedirect,
  type PremiumReason,
  type PremiumRedirectState,
} from './premium-redirect.ts';
export { useNonPremiumRedirect, type NonPremiumAnswer } from './non-premium-redirect.ts';
