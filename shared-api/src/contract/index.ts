/**
 * The API contract: request and response schemas (zod) and types of every call, shared
 * by the client and mock-api. Node-safe: depends on zod only.
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
