import { exitWithParent } from '@flowscope/tooling/exit-with-parent';
import { serve } from '@hono/node-server';
import { resolvePort } from '@flowscope/tooling/ports';
import { createMockApi } from './app.ts';
import { optionsFromEnv } from './options.ts';

/** How often the running server generates new trades, so feeds refresh with new items. */
const LIVE_TICK_MS = 3_000;

const options = optionsFromEnv(process.env, process.argv.slice(2));
const port = resolvePort('mock-api');
const started = Date.now();
const api = createMockApi(options);
// Build the market before listening, so the first request is fast.
const market = api.market();
console.log(
  `mock-api: market ready in ${Date.now() - started} ms (${market.tokens.length} tokens, ` +
    `${market.wallets.length} wallets, ${market.influencers.length} influencers); data in ${options.dataDir}` +
    `${options.reset ? ' (reset)' : ''}`,
);
const ticker = setInterval(() => api.market(), LIVE_TICK_MS);
ticker.unref();

const server = serve({ fetch: api.app.fetch, port }, () => {
  console.log(`mock-api listening on http://localhost:${port}`);
});
const stop = (): void => {
  clearInterval(ticker);
  server.close(() => {
    api.close();
    process.exit(0);
  });
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
exitWithParent(stop);
