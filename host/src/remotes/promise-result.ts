import { useCallback, useSyncExternalStore } from 'react';

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
 * trader waiting most of a third of a second.
 */
export function usePromiseResult<T>(promise: Promise<T> | undefined): T | undefined {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!promise) return () => undefined;
      let listening = true;
      void trackSettlement(promise).then(() => {
        if (listening) notify();
      });
      return () => {
        listening = false;
      };
    },
    [promise],
  );
  const settlement = useSyncExternalStore(subscribe, () =>
    promise ? settlementOf(promise) : undefined,
  );
  if (settlement?.status === 'rejected') throw settlement.reason;
  return settlement?.value;
}
