import type { AlertRuleDraft, AlertRuleSubmitResult } from '@flowscope/core';
import { NETWORKS, type Network } from '../contract/index.ts';
import { isApiError, serverMessage } from '../http/api-error.ts';
import { errorMessageOf } from '../notifications/notify-helpers.ts';
import { validateAlertRule, type NewAlertRule } from '../endpoints/alerts/alert-rule-calls.ts';
import type { AlertRuleInput, AlertRuleView } from './alert-rule-views.ts';

/** DEX networks a rule may name, for the form's network select. */
export const ALERT_RULE_NETWORKS: readonly Network[] = NETWORKS;

/**
 * A number as typed: blank or not a number reads as NaN, so the check answers 'wallets must
 * be a number' rather than taking 0. Thousands separators and spaces are allowed.
 */
export function readDraftNumber(text: string): number {
  const cleaned = text.replace(/[\s,_]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** The rule a draft describes, unchecked (the contract's check says what is wrong with it). */
function ruleInputFromDraft(draft: AlertRuleDraft): AlertRuleInput {
  const token =
    draft.venue === 'cex'
      ? { venue: 'cex' as const, coin: draft.coin }
      : // Checked by the contract: a network it does not know gets its message.
        { venue: 'dex' as const, network: draft.network as Network, address: draft.address.trim() };
  switch (draft.kind) {
    case 'cluster_buys':
      return {
        kind: 'cluster_buys',
        token,
        wallets: readDraftNumber(draft.wallets),
        hours: readDraftNumber(draft.hours),
      };
    case 'netflow_above':
      return {
        kind: 'netflow_above',
        token,
        usd: readDraftNumber(draft.usd),
        hours: readDraftNumber(draft.hours),
      };
    case 'score_crossing':
      return {
        kind: 'score_crossing',
        token,
        level: readDraftNumber(draft.level),
        direction: draft.direction,
        scoreKind: draft.scoreKind,
      };
    case 'position_change':
      return {
        kind: 'position_change',
        subject:
          draft.subjectType === 'influencer'
            ? { type: 'influencer', venue: draft.subjectVenue, handle: draft.handle }
            : { type: 'wallet', address: draft.walletAddress },
        event: draft.event,
      };
  }
}

/** A draft's rule and label as the calls take them. */
export function newRuleFromDraft(draft: AlertRuleDraft): NewAlertRule {
  const name = draft.name.trim();
  return { rule: ruleInputFromDraft(draft), name: name === '' ? null : name };
}

/** The form's draft for a stored rule (Edit). */
export function draftFromRule(view: AlertRuleView, base: AlertRuleDraft): AlertRuleDraft {
  const draft: AlertRuleDraft = { ...base, kind: view.rule.kind, name: view.name ?? '' };
  const rule = view.rule;
  if (rule.kind === 'position_change') {
    return rule.subject.type === 'influencer'
      ? {
          ...draft,
          subjectType: 'influencer',
          subjectVenue: rule.subject.venue,
          handle: rule.subject.handle,
          event: rule.event,
        }
      : { ...draft, subjectType: 'wallet', walletAddress: rule.subject.address, event: rule.event };
  }
  const withToken: AlertRuleDraft =
    rule.token.venue === 'cex'
      ? { ...draft, venue: 'cex', coin: rule.token.coin }
      : { ...draft, venue: 'dex', network: rule.token.network, address: rule.token.address };
  switch (rule.kind) {
    case 'cluster_buys':
      return { ...withToken, wallets: String(rule.wallets), hours: String(rule.hours) };
    case 'netflow_above':
      return { ...withToken, usd: String(rule.usd), hours: String(rule.hours) };
    case 'score_crossing':
      return {
        ...withToken,
        level: String(rule.level),
        direction: rule.direction,
        scoreKind: rule.scoreKind,
      };
  }
}

/** Why a save failed, in the API's own words when it gave some ('No CEX coin NOPE'). */
export function refusalMessage(error: unknown): string {
  if (isApiError(error)) return serverMessage(error.data) ?? error.message;
  return errorMessageOf(error);
}

/**
 * Checks a draft as the API will and, when it passes, hands the rule to `send`: the form's
 * answer, with the contract's messages by field, or the API's refusal.
 */
export async function submitAlertRuleDraft(
  draft: AlertRuleDraft,
  send: (rule: NewAlertRule) => Promise<unknown>,
): Promise<AlertRuleSubmitResult> {
  const rule = newRuleFromDraft(draft);
  const checked = validateAlertRule(rule);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  try {
    await send(rule);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: refusalMessage(error) };
  }
}
