export {
  PREMIUM_REASONS,
  premiumRedirectState,
  readPremiumReason,
  usePremiumRedirect,
  type PremiumReason,
  type PremiumRedirectState,
} from './premium-redirect.ts';
