import type { TopAccumulationsParams } from '@flowscope/shared-api';
import { enumParam } from '@flowscope/shared-ui';

type TokenFilter = NonNullable<TopAccumulationsParams['tokenFilter']>;

/** The token-filter select of Top Accumulations DEX (data-screens §2), default first. */
export const TOKEN_FILTER_OPTIONS = [
  { value: 'top_accumulations', label: 'Top accumulations' },
  { value: 'fresh_tokens', label: 'Fresh tokens' },
  { value: 'young_tokens', label: 'Young tokens' },
] as const satisfies readonly { value: TokenFilter; label: string }[];

export type DexAccumulationTokenFilter = (typeof TOKEN_FILTER_OPTIONS)[number]['value'];

/** `?tokenFilter=fresh_tokens`; anything else reads as the default, top_accumulations. */
export const tokenFilterParam = enumParam<DexAccumulationTokenFilter>(
  'tokenFilter',
  TOKEN_FILTER_OPTIONS.map((option) => option.value),
  'top_accumulations',
);
