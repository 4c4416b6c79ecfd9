import type {
  AlertRule,
  AlertRuleKind,
  AlertRuleSpec,
  AlertRuleSpecInput,
  CrossingDirection,
  Network,
  PositionEvent,
  ScoreKind,
} from '../contract/index.ts';
import { formatDisplayDateTime } from '../endpoints/format/dates.ts';
import { formatMarketCap } from '../endpoints/format/numbers.ts';

/** A CEX coin, or a DEX token by network and address. */
type TokenTargetView =
  | { venue: 'cex'; coin: string }
  | { venue: 'dex'; network: Network; address: string };

/** Who a position rule follows: an influencer of a venue, or a wallet. */
export type PositionSubjectView =
  | { type: 'influencer'; venue: 'cex' | 'dex'; handle: string }
  | { type: 'wallet'; address: string };

/** A rule as a screen edits it (the contract's rule with camelCase names). */
export type AlertRuleInput =
  | { kind: 'cluster_buys'; token: TokenTargetView; wallets: number; hours: number }
  | { kind: 'netflow_above'; token: TokenTargetView; usd: number; hours: number }
  | {
      kind: 'score_crossing';
      token: TokenTargetView;
      level: number;
      direction: CrossingDirection;
      scoreKind: ScoreKind;
    }
  | { kind: 'position_change'; subject: PositionSubjectView; event: PositionEvent };

/** The names of the token a rule watches. */
export interface WatchedTokenView {
  venue: 'cex' | 'dex';
  ticker: string;
  name: string;
  network: string | null;
  address: string | null;
}

/** A rule as the Alerts page lists it. */
export interface AlertRuleView {
  id: number;
  enabled: boolean;
  /** The trader's label, or null. */
  name: string | null;
  kind: AlertRuleKind;
  rule: AlertRuleInput;
  /** The watched token's names; null for position rules. */
  token: WatchedTokenView | null;
  /** The rule in words: '5 smart-money wallets buy PEPE within 4 hours'. */
  summary: string;
  createdAt: string;
  updatedAt: string;
  lastFiredAt: string | null;
  /** '15/06/2025 14:00 CEST' on the display clock; '' when it never fired. */
  lastFiredFormatted: string;
}

/** The payload's rule (snake_case) for a rule as a screen has it. */
export function toRuleSpec(input: AlertRuleInput): AlertRuleSpecInput {
  if (input.kind !== 'score_crossing') return input;
  const { scoreKind, ...rest } = input;
  return { ...rest, score_kind: scoreKind };
}

function fromRuleSpec(spec: AlertRuleSpec): AlertRuleInput {
  if (spec.kind !== 'score_crossing') return spec;
  const { score_kind: scoreKind, ...rest } = spec;
  return { ...rest, scoreKind };
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** `0x12ab…cd34` for a long address, the address itself otherwise. */
function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

function tokenLabel(target: TokenTargetView, token: WatchedTokenView | null): string {
  if (token) return token.ticker;
  return target.venue === 'cex' ? target.coin : shortAddress(target.address);
}

function subjectLabel(subject: PositionSubjectView): string {
  return subject.type === 'influencer'
    ? `@${subject.handle}`
    : `Wallet ${shortAddress(subject.address)}`;
}

const EVENT_WORDS: Record<PositionEvent, string> = {
  open: 'opens a position',
  close: 'closes a position',
  any: 'opens or closes a position',
};

/** The rule in words, for the Alerts page and a confirmation. */
export function describeAlertRule(
  rule: AlertRuleInput,
  token: WatchedTokenView | null = null,
): string {
  switch (rule.kind) {
    case 'cluster_buys':
      return `${plural(rule.wallets, 'smart-money wallet')} ${rule.wallets === 1 ? 'buys' : 'buy'} ${tokenLabel(rule.token, token)} within ${plural(rule.hours, 'hour')}`;
    case 'netflow_above':
      return `Netflow into ${tokenLabel(rule.token, token)} reaches ${formatMarketCap(rule.usd)} within ${plural(rule.hours, 'hour')}`;
    case 'score_crossing':
      return `${tokenLabel(rule.token, token)} ${rule.scoreKind} score ${
        rule.direction === 'up' ? 'rises to' : 'falls to'
      } ${rule.level} or ${rule.direction === 'up' ? 'above' : 'below'}`;
    case 'position_change':
      return `${subjectLabel(rule.subject)} ${EVENT_WORDS[rule.event]}`;
  }
}

export function toAlertRuleView(rule: AlertRule): AlertRuleView {
  const input = fromRuleSpec(rule.rule);
  return {
    id: rule.id,
    enabled: rule.enabled,
    name: rule.name,
    kind: rule.rule.kind,
    rule: input,
    token: rule.token,
    summary: describeAlertRule(input, rule.token),
    createdAt: rule.created_at,
    updatedAt: rule.updated_at,
    lastFiredAt: rule.last_fired_at,
    lastFiredFormatted: formatDisplayDateTime(rule.last_fired_at),
  };
}
