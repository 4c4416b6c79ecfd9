import * as z from 'zod/mini';
import { DateTimeSchema, MAX_AMOUNT, TwitterHandleSchema } from './common.ts';
import { ActionResponseSchema, listEnvelope, objectEnvelope } from './envelope.ts';
import { TokenRefSchema, WalletAddressSchema, type TokenRef } from './token-ref.ts';

/**
 * Alert rules: a signed-in trader's own conditions on any token, influencer or wallet.
 * The API evaluates every enabled rule on the market as it moves and raises an alert
 * (kind 'rule' in the inbox, see alert-inbox.ts) when it holds:
 *
 * - cluster_buys: `wallets` distinct smart-money wallets bought the token within the last
 *   `hours` hours. Fires at most once per `hours` hours.
 * - netflow_above: smart-money netflow into the token over the last `hours` hours reached
 *   `usd`. Fires at most once per `hours` hours.
 * - score_crossing: the token's score crossed `level` in `direction` (up: from below to at
 *   or above it; down: from above to at or below it). Fires on the crossing only, and again
 *   only after the score went back across the level. `score_kind` accumulation is the
 *   favourites' current score (the last SCORE_RULE_ACCUMULATION_HOURS hours, as Top
 *   Accumulations scores); holdings is Top Holdings' score (positions open now, with the
 *   flow of the last SCORE_RULE_HOLDINGS_FLOW_HOURS hours).
 * - position_change: an influencer (one of their wallets, on their venue) or a wallet opened
 *   or closed a position on any token. Fires once per such trade.
 *
 * A rule being edited (its rule or turned on again) starts afresh: its window and crossing
 * state are forgotten.
 */
export const ALERT_RULE_KINDS = [
  'cluster_buys',
  'netflow_above',
  'score_crossing',
  'position_change',
] as const;
export const AlertRuleKindSchema = z.enum(ALERT_RULE_KINDS, {
  error: `kind must be one of: ${ALERT_RULE_KINDS.join(', ')}`,
});
export type AlertRuleKind = z.infer<typeof AlertRuleKindSchema>;

export const RULE_WALLETS_MIN = 1;
export const RULE_WALLETS_MAX = 200;
/** Hours of a cluster window: up to three days, as the favourites' threshold. */
export const RULE_CLUSTER_HOURS_MAX = 72;
/** Hours of a netflow window: up to a week. */
export const RULE_NETFLOW_HOURS_MAX = 168;
export const RULE_SCORE_MIN = -100;
export const RULE_SCORE_MAX = 100;
export const SCORE_RULE_ACCUMULATION_HOURS = 4;
export const SCORE_RULE_HOLDINGS_FLOW_HOURS = 24;
/** Rules one trader may keep. */
export const ALERT_RULES_PER_USER = 50;
export const RULE_NAME_MAX = 80;

/** A rule's token: a CEX coin, or a DEX token by network and contract (as the research calls name it). */
export const TokenTargetSchema = TokenRefSchema;
export type TokenTarget = TokenRef;

const hours = (max: number) =>
  z
    .number({ error: 'hours must be a number' })
    .check(
      z.int('hours must be a whole number'),
      z.gte(1, 'hours must be at least 1'),
      z.lte(max, `hours must be at most ${max}`),
    );

export const ClusterBuysRuleSchema = z.object({
  kind: z.literal('cluster_buys'),
  token: TokenTargetSchema,
  wallets: z
    .number({ error: 'wallets must be a number' })
    .check(
      z.int('wallets must be a whole number'),
      z.gte(RULE_WALLETS_MIN, `wallets must be at least ${RULE_WALLETS_MIN}`),
      z.lte(RULE_WALLETS_MAX, `wallets must be at most ${RULE_WALLETS_MAX}`),
    ),
  hours: hours(RULE_CLUSTER_HOURS_MAX),
});

export const NetflowAboveRuleSchema = z.object({
  kind: z.literal('netflow_above'),
  token: TokenTargetSchema,
  /** USD; the rule fires when the netflow is at least this much. */
  usd: z
    .number({ error: 'usd must be a number' })
    .check(
      z.positive('usd must be above 0'),
      z.lte(MAX_AMOUNT, `usd must not exceed ${MAX_AMOUNT}`),
    ),
  hours: hours(RULE_NETFLOW_HOURS_MAX),
});

export const ScoreKindSchema = z.enum(['accumulation', 'holdings'], {
  error: 'score_kind must be accumulation or holdings',
});
export type ScoreKind = z.infer<typeof ScoreKindSchema>;
export const CrossingDirectionSchema = z.enum(['up', 'down'], {
  error: 'direction must be up or down',
});
export type CrossingDirection = z.infer<typeof CrossingDirectionSchema>;

export const ScoreCrossingRuleSchema = z.object({
  kind: z.literal('score_crossing'),
  token: TokenTargetSchema,
  level: z
    .number({ error: 'level must be a number' })
    .check(
      z.gte(RULE_SCORE_MIN, `level must be at least ${RULE_SCORE_MIN}`),
      z.lte(RULE_SCORE_MAX, `level must be at most ${RULE_SCORE_MAX}`),
    ),
  direction: CrossingDirectionSchema,
  score_kind: ScoreKindSchema,
});

export const InfluencerSubjectSchema = z.object({
  type: z.literal('influencer'),
  venue: z.enum(['cex', 'dex'], { error: 'venue must be cex or dex' }),
  /** The handle without '@' (a leading '@' is dropped). */
  handle: z.pipe(
    z.pipe(
      TwitterHandleSchema,
      z.transform((handle) => handle.replace(/^@/, '')),
    ),
    z.string().check(z.minLength(1, 'handle must not be empty')),
  ),
});
export const WalletSubjectSchema = z.object({
  type: z.literal('wallet'),
  address: WalletAddressSchema,
});
export const PositionSubjectSchema = z.discriminatedUnion(
  'type',
  [InfluencerSubjectSchema, WalletSubjectSchema],
  {
    error: (issue) =>
      issue.code === 'invalid_union' ? 'subject type must be influencer or wallet' : undefined,
  },
);
export type PositionSubject = z.infer<typeof PositionSubjectSchema>;

export const PositionEventSchema = z.enum(['open', 'close', 'any'], {
  error: 'event must be open, close or any',
});
export type PositionEvent = z.infer<typeof PositionEventSchema>;

export const PositionChangeRuleSchema = z.object({
  kind: z.literal('position_change'),
  subject: PositionSubjectSchema,
  event: PositionEventSchema,
});

/** What a rule watches, by kind. */
export const AlertRuleSpecSchema = z.discriminatedUnion(
  'kind',
  [
    ClusterBuysRuleSchema,
    NetflowAboveRuleSchema,
    ScoreCrossingRuleSchema,
    PositionChangeRuleSchema,
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `kind must be one of: ${ALERT_RULE_KINDS.join(', ')}`
        : undefined,
  },
);
/** What a client sends (a handle may carry its '@'). */
export type AlertRuleSpecInput = z.input<typeof AlertRuleSpecSchema>;
export type AlertRuleSpec = z.infer<typeof AlertRuleSpecSchema>;
export type ClusterBuysRule = z.infer<typeof ClusterBuysRuleSchema>;
export type NetflowAboveRule = z.infer<typeof NetflowAboveRuleSchema>;
export type ScoreCrossingRule = z.infer<typeof ScoreCrossingRuleSchema>;
export type PositionChangeRule = z.infer<typeof PositionChangeRuleSchema>;

/** A label the trader gives a rule; blank means none. */
export const RuleNameSchema = z.pipe(
  z.nullable(
    z
      .string({ error: 'name must be a string' })
      .check(
        z.trim(),
        z.maxLength(RULE_NAME_MAX, `name must be at most ${RULE_NAME_MAX} characters`),
      ),
  ),
  z.transform((name) => (name ? name : null)),
);

/** POST /alerts/rules. */
export const CreateAlertRuleRequestSchema = z.object({
  rule: AlertRuleSpecSchema,
  enabled: z._default(z.boolean({ error: 'enabled must be true or false' }), true),
  name: z.optional(RuleNameSchema),
});
export type CreateAlertRuleRequest = z.input<typeof CreateAlertRuleRequestSchema>;

/** PATCH /alerts/rules/{id}: on/off, the label, or the whole rule (its kind may change). */
export const UpdateAlertRuleRequestSchema = z
  .object({
    rule: z.optional(AlertRuleSpecSchema),
    enabled: z.optional(z.boolean({ error: 'enabled must be true or false' })),
    name: z.optional(RuleNameSchema),
  })
  .check(
    z.refine(
      (patch) =>
        patch.rule !== undefined || patch.enabled !== undefined || patch.name !== undefined,
      'Send at least one of rule, enabled, name',
    ),
  );
export type UpdateAlertRuleRequest = z.input<typeof UpdateAlertRuleRequestSchema>;

/** The token a rule watches, as the market names it (its ticker and name, for display). */
const WatchedTokenSchema = z.object({
  venue: z.enum(['cex', 'dex']),
  ticker: z.string(),
  name: z.string(),
  network: z.nullable(z.string()),
  address: z.nullable(z.string()),
});

/**
 * A stored rule. token: the watched token's names (null for position_change, and for a
 * token the market no longer lists). Times are ISO 8601 UTC; last_fired_at is null until
 * the rule first fires.
 */
export const AlertRuleSchema = z.object({
  id: z.int().check(z.positive()),
  enabled: z.boolean(),
  name: z.nullable(z.string()),
  rule: AlertRuleSpecSchema,
  token: z.nullable(WatchedTokenSchema),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
  last_fired_at: z.nullable(DateTimeSchema),
});
export type AlertRule = z.infer<typeof AlertRuleSchema>;

/** GET /alerts/rules: `{ result: 'ok', data: AlertRule[] }`, newest first. */
export const AlertRulesResponseSchema = listEnvelope(AlertRuleSchema);
/** POST (201) and PATCH: `{ result: 'ok', data: AlertRule }`. */
export const AlertRuleResponseSchema = objectEnvelope(AlertRuleSchema);
/** DELETE: `{ result: 'ok' }`. */
export const AlertRuleDeleteResponseSchema = ActionResponseSchema;
