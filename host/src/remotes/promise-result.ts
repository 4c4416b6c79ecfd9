import { startTransition, useEffect, useReducer } from 'react';

type Settlement<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };

const settlements = new WeakMap<Promise<unknown>, Settlement<unknown>>();

/** Records how `promise` settles, so a render after that reads the result at once. */
export function trackSettlement<T>(promise: Promise<T>): Promise<void> {
  return promise.then(
    (value) => {
      settlements.set(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      settlements.set(promise, { status: 'rejected', reason });
    },
  );
}

function settlementOf<T>(promise: Promise<T>): Settlement<T> | undefined {
  return settlements.get(promise) as Settlement<T> | undefined;
}

/**
 * The value of `promise` once it has settled, undefined until then (and while there is no
 * promise yet); a rejection is thrown to the nearest error boundary. Unlike `use`, a pending
 * promise does not suspend: React reveals a suspended boundary's content no sooner than 300 ms
 * after its fallback appeared, so a screen whose code arrives in 50 ms would still keep a
 * trader waiting most of a third of a second. The render its settlement causes is a
 * transition, which React splits into short tasks: a screen's first draw (its toolbar, its
 * table's header and skeleton rows) was one synchronous task of 40 ms on a desktop and several
 * times that on a phone, and the page answered no tap meanwhile.
 */
export function usePromiseResult<T>(promise: Promise<T> | undefined): T | undefined {
  const [, drawSettlement] = useReducer((draws: number) => draws + 1, 0);
  const settlement = promise ? settlementOf(promise) : undefined;
  const settled = settlement !== undefined;
  useEffect(() => {
    if (!promise || settled) return undefined;
    let listening = true;
    void trackSettlement(promise).then(() => {
      if (listening) startTransition(drawSettlement);
    });
    return () => {
      listening = false;
    };
  }, [promise, settled]);
  if (settlement?.status === 'rejected') throw settlement.reason;
  return settlement?.value;
}
