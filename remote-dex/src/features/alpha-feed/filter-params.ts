import { dexNetworkParam } from '@flowscope/shared-api';
import { minActiveWalletsParam, type DexAlertsParams } from '@flowscope/shared-api/feeds';
import { enumParam, intParam } from '@flowscope/shared-ui';
import { alertOrderParam } from '@flowscope/shared-ui/feed';

type TokenFilter = NonNullable<DexAlertsParams['tokenFilter']>;

/** The feed's tab control: which signals it lists (data-screens §2). */
export const SIGNAL_TABS = [
  { value: 'all_tokens', label: 'All signals' },
  { value: 'fresh_tokens', label: 'Fresh projects' },
] as const satisfies readonly { value: TokenFilter; label: string }[];

export type SignalTab = (typeof SIGNAL_TABS)[number]['value'];

/** Up to the largest whole number the field takes (15 digits). */
const MAX_CAP = 999_999_999_999_999;

/**
 * Alpha Feed DEX's filters in the URL, so a view can be shared: min active wallets, max
 * market cap, network and token filter, each with the spec's default (data-screens §5), and
 * the order (highest score first unless 'Newest' is chosen).
 */
export const FILTER_PARAMS = {
  minActiveWallets: minActiveWalletsParam,
  maxMarketCap: intParam<number | null>('maxMarketCap', {
    defaultValue: null,
    min: 0,
    max: MAX_CAP,
  }),
  network: dexNetworkParam,
  tokenFilter: enumParam<SignalTab>(
    'tokenFilter',
    SIGNAL_TABS.map((tab) => tab.value),
    'all_tokens',
  ),
  order: alertOrderParam,
};
