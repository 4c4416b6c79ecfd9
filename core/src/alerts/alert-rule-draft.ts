/**
 * An alert rule as its form edits it: every field the four kinds use, as typed (numbers are
 * text until the rule is checked, so '' and '1e3' reach the check and get its message).
 * shared-api turns a draft into the contract's rule and checks it; shared-ui's form shows it.
 */
export const ALERT_RULE_FORM_KINDS = [
  'cluster_buys',
  'netflow_above',
  'score_crossing',
  'position_change',
] as const;
export type AlertRuleFormKind = (typeof ALERT_RULE_FORM_KINDS)[number];

/** The kinds that watch a token (the rest follow an influencer or a wallet). */
export const TOKEN_RULE_KINDS = ['cluster_buys', 'netflow_above', 'score_crossing'] as const;

export const ALERT_RULE_KIND_LABELS: Record<AlertRuleFormKind, string> = {
  cluster_buys: 'Smart-money wallets buy',
  netflow_above: 'Netflow reaches an amount',
  score_crossing: 'Score crosses a level',
  position_change: 'Opens or closes a position',
};

export interface AlertRuleDraft {
  kind: AlertRuleFormKind;
  /** The trader's label; blank for none. */
  name: string;
  /** The token of the three token kinds. */
  venue: 'cex' | 'dex';
  coin: string;
  network: string;
  address: string;
  wallets: string;
  hours: string;
  usd: string;
  level: string;
  direction: 'up' | 'down';
  scoreKind: 'accumulation' | 'holdings';
  /** Who a position rule follows. */
  subjectType: 'influencer' | 'wallet';
  subjectVenue: 'cex' | 'dex';
  handle: string;
  walletAddress: string;
  event: 'open' | 'close' | 'any';
}

/**
 * What a 'Create alert' control is about: a token (CEX coin, or DEX token by network and
 * contract), an influencer of a venue, or a wallet. `label` names it in the form ('PEPE',
 * '@alpha'); the form then asks only for the rule's figures.
 */
export type AlertRuleTarget =
  | { type: 'token'; venue: 'cex'; coin: string; label?: string }
  | { type: 'token'; venue: 'dex'; network: string; address: string; label?: string }
  | { type: 'influencer'; venue: 'cex' | 'dex'; handle: string; label?: string }
  | { type: 'wallet'; address: string; label?: string };

/** Field errors by the contract's field path ('wallets', 'token.coin', 'subject.address'). */
export type AlertRuleFieldErrors = Readonly<Record<string, string>>;

/** What a submit came to: the form closes on ok, else shows the errors and stays. */
export type AlertRuleSubmitResult =
  | { ok: true }
  | { ok: false; errors?: AlertRuleFieldErrors; message?: string };

/** The form's starting figures: the favourites' cluster default (5 wallets in 4 hours). */
export const EMPTY_ALERT_RULE_DRAFT: AlertRuleDraft = {
  kind: 'cluster_buys',
  name: '',
  venue: 'cex',
  coin: '',
  network: 'ethereum',
  address: '',
  wallets: '5',
  hours: '4',
  usd: '1000000',
  level: '50',
  direction: 'up',
  scoreKind: 'accumulation',
  subjectType: 'influencer',
  subjectVenue: 'cex',
  handle: '',
  walletAddress: '',
  event: 'any',
};

/** A new rule's draft for a target: its token or subject filled in, a kind that fits it. */
export function draftForTarget(target: AlertRuleTarget | null): AlertRuleDraft {
  if (target === null) return EMPTY_ALERT_RULE_DRAFT;
  switch (target.type) {
    case 'token':
      return target.venue === 'cex'
        ? { ...EMPTY_ALERT_RULE_DRAFT, venue: 'cex', coin: target.coin }
        : {
            ...EMPTY_ALERT_RULE_DRAFT,
            venue: 'dex',
            network: target.network,
            address: target.address,
          };
    case 'influencer':
      return {
        ...EMPTY_ALERT_RULE_DRAFT,
        kind: 'position_change',
        subjectType: 'influencer',
        subjectVenue: target.venue,
        handle: target.handle,
      };
    case 'wallet':
      return {
        ...EMPTY_ALERT_RULE_DRAFT,
        kind: 'position_change',
        subjectType: 'wallet',
        walletAddress: target.address,
      };
  }
}

/** The kinds a target can have: a token's three, or position changes for a person or wallet. */
export function kindsForTarget(target: AlertRuleTarget | null): readonly AlertRuleFormKind[] {
  if (target === null) return ALERT_RULE_FORM_KINDS;
  return target.type === 'token' ? TOKEN_RULE_KINDS : ['position_change'];
}

/** How the form names a target: its label, else what identifies it. */
export function targetLabel(target: AlertRuleTarget): string {
  if (target.label) return target.label;
  switch (target.type) {
    case 'token':
      return target.venue === 'cex' ? target.coin : target.address;
    case 'influencer':
      return `@${target.handle.replace(/^@/, '')}`;
    case 'wallet':
      return target.address;
  }
}
