import {
  ALERT_PATHS,
  AlertRuleDeleteResponseSchema,
  AlertRuleResponseSchema,
  AlertRulesResponseSchema,
  alertRulePath,
  CreateAlertRuleRequestSchema,
  type CreateAlertRuleRequest,
  type UpdateAlertRuleRequest,
} from '../../contract/index.ts';
import { apiRequest } from '../../http/request.ts';
import {
  toAlertRuleView,
  toRuleSpec,
  type AlertRuleInput,
  type AlertRuleView,
} from '../../alerts/alert-rule-views.ts';

/** GET /alerts/rules: the signed-in trader's rules, newest first. */
export async function fetchAlertRules(signal?: AbortSignal): Promise<AlertRuleView[]> {
  const response = await apiRequest({
    method: 'GET',
    path: ALERT_PATHS.rules,
    schema: AlertRulesResponseSchema,
    signal,
  });
  return response.data.data.map(toAlertRuleView);
}

export interface NewAlertRule {
  rule: AlertRuleInput;
  /** Default true. */
  enabled?: boolean;
  name?: string | null;
}

/** The POST /alerts/rules payload for a new rule. */
function createAlertRulePayload(input: NewAlertRule): CreateAlertRuleRequest {
  return {
    rule: toRuleSpec(input.rule),
    ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
    ...(input.name === undefined ? {} : { name: input.name }),
  };
}

/** POST /alerts/rules: a new rule (404 for a token, influencer or wallet the API does not know). */
export async function createAlertRule(input: NewAlertRule): Promise<AlertRuleView> {
  const response = await apiRequest({
    method: 'POST',
    path: ALERT_PATHS.rules,
    schema: AlertRuleResponseSchema,
    json: createAlertRulePayload(input),
  });
  return toAlertRuleView(response.data.data);
}

/** What an edit changes: on/off, the label, or the whole rule. */
export interface AlertRuleChange {
  enabled?: boolean;
  name?: string | null;
  rule?: AlertRuleInput;
}

function updateAlertRulePayload(change: AlertRuleChange): UpdateAlertRuleRequest {
  return {
    ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
    ...(change.name === undefined ? {} : { name: change.name }),
    ...(change.rule === undefined ? {} : { rule: toRuleSpec(change.rule) }),
  };
}

/** PATCH /alerts/rules/{id}. A changed rule, or one turned on again, starts afresh. */
export async function updateAlertRule(id: number, change: AlertRuleChange): Promise<AlertRuleView> {
  const response = await apiRequest({
    method: 'PATCH',
    path: alertRulePath(id),
    schema: AlertRuleResponseSchema,
    json: updateAlertRulePayload(change),
  });
  return toAlertRuleView(response.data.data);
}

/** DELETE /alerts/rules/{id}. Its alerts stay in the inbox. */
export async function deleteAlertRule(id: number): Promise<void> {
  await apiRequest({
    method: 'DELETE',
    path: alertRulePath(id),
    schema: AlertRuleDeleteResponseSchema,
  });
}

export type AlertRuleErrors = Record<string, string>;

/**
 * Checks a rule as the API will, before it is sent: errors by field path ('wallets',
 * 'token.coin', 'subject.address', 'name'), worded as the contract words them.
 */
export function validateAlertRule(
  input: NewAlertRule,
): { ok: true; value: CreateAlertRuleRequest } | { ok: false; errors: AlertRuleErrors } {
  const payload = createAlertRulePayload(input);
  const parsed = CreateAlertRuleRequestSchema.safeParse(payload);
  if (parsed.success) return { ok: true, value: payload };
  const errors: AlertRuleErrors = {};
  for (const issue of parsed.error.issues) {
    // The rule's own fields are named without the 'rule.' in front: the form shows the rule.
    const path = issue.path[0] === 'rule' ? issue.path.slice(1) : issue.path;
    const key = path.length > 0 ? path.map(String).join('.') : 'rule';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
