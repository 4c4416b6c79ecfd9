import type { ResultMemo } from './http/result-memo.ts';
import type { Market } from './market/market.ts';
import type { Store } from './store/index.ts';

/** What every route needs: the clock, the market (advanced to now) and the user store. */
export interface AppContext {
  now(): number;
  /** The market, with trades generated up to now. */
  market(): Market;
  store: Store;
  memo: ResultMemo;
}
