import { evaluateInStages } from './startup/evaluate-in-stages.ts';
import { warmLocaleDataSoon } from './startup/warm-locale-data.ts';
import { renderStartupFailure } from './startup-failure.ts';

const container = document.getElementById('root');
if (container) {
  // Dynamic imports only: the async boundary lets Module Federation negotiate the shared
  // singletons before any of them runs. The shared packages are evaluated first, each in a task
  // of its own, and the shell (React DOM, the router, the app) last. core goes first so the
  // federation runtime's first negotiation (about 10 ms unthrottled) is a task apart from
  // shared-api's evaluation (its contract's schemas: about 19 ms), not one 35 ms task with it;
  // the query library, which shared-api consumes, comes next on its own. A script that does not
  // load and a config that does not load end in the same failure panel.
  evaluateInStages([
    () => import('@flowscope/core'),
    () => import('@tanstack/react-query'),
    () => import('@flowscope/shared-api'),
    () => import('@flowscope/shared-ui'),
    () => import('./bootstrap.tsx').then(({ startShell }) => startShell(container)),
  ]).catch((error: unknown) => {
    renderStartupFailure(container, error instanceof Error ? error.message : String(error));
  });
}
warmLocaleDataSoon();
