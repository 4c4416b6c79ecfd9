import { EmptyState } from '@flowscope/shared-ui';

export type SwapKind = 'limit' | 'liquidity';

const TEXTS: Record<SwapKind, { text: string; hint: string }> = {
  limit: {
    text: 'No limit swaps recorded for this token in this period.',
    hint: 'The token data Flowscope receives has no limit swap records yet; they will be listed here once it does.',
  },
  liquidity: {
    text: 'No liquidity swaps recorded for this token in this period.',
    hint: 'The token data Flowscope receives has no liquidity swap records yet; they will be listed here once it does.',
  },
};

/**
 * The Limit Swaps and Liquidity Swaps tabs. The API's token detail carries no swap rows, so
 * these say so plainly rather than showing made-up rows.
 */
export function SwapsEmptyPanel({ kind }: { kind: SwapKind }) {
  const { text, hint } = TEXTS[kind];
  return <EmptyState icon="info" text={text} hint={hint} />;
}
