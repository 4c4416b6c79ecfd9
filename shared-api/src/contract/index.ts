/**
 * The API contract: request and response schemas (zod) and types of every call, shared
 * by the client and mock-api. Node-safe: depends on zod only.
 *
 * Every module of the app writes its schemas with `zod/mini`, imported as a namespace:
 * `import * as z from 'zod/mini'`. Classic zod gives each schema all its methods (and loads
 * its English locale), so none of it can be left out of a bundle: ~26 KiB gzip on the first
 * view. Mini's functions (`z.optional(s)`, `s.check(z.minLength(1))`, `z.pipe(s,
 * z.transform(f))`) let the bundler keep only what the schemas use. Not `import { z } from
 * 'zod/mini'`: that re-exported namespace object defeats tree-shaking in esbuild (85 KiB
 * gzip against 5 for one small schema). zod-mini.test.ts refuses a classic import in the app.
 *
 * Mini loads no locale either: a rule given no words of its own is refused with 'Invalid
 * input'. The rules a trader's forms show (alert rules, the cluster threshold, the webhook
 * URL) word their refusals here; mock-api loads zod's English for its 400s
 * (mock-api/src/http/english-issues.ts).
 *
 * Conventions: payload fields are snake_case exactly as the spec's call tables;
 * `XRequest` types are what a client sends (defaults may be omitted, `z.input`),
 * `XQuery` types are the parsed payload with defaults applied (`z.infer`).
 * Response envelopes are described in envelope.ts.
 */
export * from './common.ts';
export * from './envelope.ts';
export * from './paths.ts';
export * from './influencers-data.ts';
export * from './accumulations.ts';
export * from './holdings.ts';
export * from './alerts.ts';
export * from './search.ts';
export * from './favorites.ts';
export * from './influencers.ts';
export * from './token-detail.ts';
export * from './token-ref.ts';
export * from './wallet-activity.ts';
export * from './row-wallets.ts';
export * from './wallet-profile.ts';
export * from './influencer-profile.ts';
export * from './track-record.ts';
export * from './essentials.ts';
export * from './sparklines.ts';
export * from './dex-token-detail.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './preferences-tables.ts';
export * from './health.ts';
export * from './alert-paths.ts';
export * from './alert-rules.ts';
export * from './alert-inbox.ts';
export * from './webhooks.ts';
