export {
  premiumRedirectState,
  readPremiumReason,
  usePremiumRedirect,
  type PremiumReason,
} from './premium-redirect.ts';
export { useNonPremiumRedirect } from './non-premium-redirect.ts';
