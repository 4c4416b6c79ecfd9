import { useEffect, useRef, useState } from 'react';
import { findOpener, processOAuthCallback, readCallbackParams } from './callback.ts';
import { decideCallbackAction, runCallbackAction, type CallbackPhase } from './callback-plan.ts';
import { readReturnPath } from './oauth-storage.ts';

/**
 * The callback page's logic: handles the return once, then closes the popup or moves on to
 * the return path after the spec's delays. Resolves to the phase the page renders.
 * `navigate` should replace the history entry, so Back does not return to the callback.
 */
export function useOAuthCallback(search: string, navigate: (to: string) => void): CallbackPhase {
  const [phase, setPhase] = useState<CallbackPhase>({ status: 'processing' });
  // The latest navigate, so a new function each render neither restarts the delay nor loops.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  useEffect(() => {
    let active = true;
    let cancelAction = () => {};
    const opener = findOpener();
    void processOAuthCallback(readCallbackParams(search), opener).then((next) => {
      if (!active) return;
      setPhase(next);
      const action = decideCallbackAction(next, {
        inPopup: opener !== null,
        returnPath: readReturnPath(),
      });
      cancelAction = runCallbackAction(action, { navigate: (to) => navigateRef.current(to) });
    });
    return () => {
      active = false;
      cancelAction();
    };
  }, [search]);
  return phase;
}
