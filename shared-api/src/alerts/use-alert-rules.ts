import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../notifications/notify-helpers.ts';
import { useSessionStore } from '../session/session-store.ts';
import {
  createAlertRule,
  deleteAlertRule,
  updateAlertRule,
  type AlertRuleChange,
  type NewAlertRule,
} from '../endpoints/alerts/alert-rule-calls.ts';
import type { AlertRuleView } from './alert-rule-views.ts';
import { refusalMessage } from './alert-rule-draft.ts';
import { alertKeys, alertQueries } from './alert-queries.ts';

const NO_USER = '';

/** The signed-in trader's id, or null. */
export function useAlertUserId(): string | null {
  return useSessionStore((state) => state.user?.id ?? null);
}

/** The signed-in trader's rules, newest first (nothing is asked signed out). */
export function useAlertRules() {
  const userId = useAlertUserId();
  return useQuery({ ...alertQueries.rules(userId ?? NO_USER), enabled: userId !== null });
}

function requireUser(userId: string | null): string {
  if (userId === null) throw new Error('Sign in to keep alert rules');
  return userId;
}

/** Writes one rule into the cached list: replaced where it is, else first (newest first). */
function putRule(queryClient: QueryClient, userId: string, rule: AlertRuleView): void {
  queryClient.setQueryData<AlertRuleView[]>(alertKeys.rules(userId), (rules) => {
    if (rules === undefined) return rules;
    return rules.some((r) => r.id === rule.id)
      ? rules.map((r) => (r.id === rule.id ? rule : r))
      : [rule, ...rules];
  });
}

/** Only the rules list changes with a rule: its answer is refetched, the inbox is not. */
function refreshRules(queryClient: QueryClient, userId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: alertKeys.rules(userId), exact: true });
}

/**
 * A new rule: listed as soon as the API has it (not before: its words and the token's name
 * come from the answer), with a 'Alert created' note. Rejects with the API's refusal.
 */
export function useCreateAlertRule() {
  const queryClient = useQueryClient();
  const userId = useAlertUserId();
  return useMutation({
    mutationFn: (rule: NewAlertRule) => {
      requireUser(userId);
      return createAlertRule(rule);
    },
    onSuccess: (rule) => {
      if (userId === null) return;
      putRule(queryClient, userId, rule);
      notifySuccess('Alert created', rule.summary);
    },
    onSettled: () => (userId === null ? undefined : refreshRules(queryClient, userId)),
  });
}

/** An edited rule (its figures, target or label): replaced in the list once the API agrees. */
export function useEditAlertRule() {
  const queryClient = useQueryClient();
  const userId = useAlertUserId();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AlertRuleChange }) => {
      requireUser(userId);
      return updateAlertRule(id, change);
    },
    onSuccess: (rule) => {
      if (userId !== null) putRule(queryClient, userId, rule);
    },
    onSettled: () => (userId === null ? undefined : refreshRules(queryClient, userId)),
  });
}

interface Snapshot {
  userId: string;
  before: AlertRuleView[] | undefined;
}

/** Takes the list as it is, stops loads in flight (they would undo the change), applies `change`. */
async function changeListAtOnce(
  queryClient: QueryClient,
  userId: string | null,
  change: (rules: AlertRuleView[]) => AlertRuleView[],
): Promise<Snapshot> {
  const owner = requireUser(userId);
  const key = alertKeys.rules(owner);
  await queryClient.cancelQueries({ queryKey: key, exact: true });
  const before = queryClient.getQueryData<AlertRuleView[]>(key);
  if (before !== undefined) queryClient.setQueryData(key, change(before));
  return { userId: owner, before };
}

/**
 * On/off: the switch turns at once; a refusal turns it back and says why. A rule turned on
 * again starts afresh (the API forgets its window).
 */
export function useToggleAlertRule() {
  const queryClient = useQueryClient();
  const userId = useAlertUserId();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      updateAlertRule(id, { enabled }),
    onMutate: ({ id, enabled }) =>
      changeListAtOnce(queryClient, userId, (rules) =>
        rules.map((rule) => (rule.id === id ? { ...rule, enabled } : rule)),
      ),
    onError: (error, { id, enabled }, snapshot) => {
      if (snapshot !== undefined) {
        // Only this rule's switch goes back: anything else that changed meanwhile stays.
        queryClient.setQueryData<AlertRuleView[]>(alertKeys.rules(snapshot.userId), (rules) =>
          rules?.map((rule) => (rule.id === id ? { ...rule, enabled: !enabled } : rule)),
        );
      }
      notifyError(
        enabled ? 'Could not turn the alert on' : 'Could not turn the alert off',
        refusalMessage(error),
      );
    },
    onSuccess: (rule, _variables, snapshot) => putRule(queryClient, snapshot.userId, rule),
    onSettled: (_rule, _error, _variables, snapshot) =>
      snapshot === undefined ? undefined : refreshRules(queryClient, snapshot.userId),
  });
}

/** Delete: the rule leaves the list at once; a refusal puts it back where it was. */
export function useDeleteAlertRule() {
  const queryClient = useQueryClient();
  const userId = useAlertUserId();
  return useMutation({
    mutationFn: (rule: AlertRuleView) => deleteAlertRule(rule.id),
    onMutate: (rule) =>
      changeListAtOnce(queryClient, userId, (rules) => rules.filter((r) => r.id !== rule.id)),
    onError: (error, rule, snapshot) => {
      if (snapshot?.before !== undefined) {
        const at = snapshot.before.findIndex((r) => r.id === rule.id);
        queryClient.setQueryData<AlertRuleView[]>(alertKeys.rules(snapshot.userId), (rules) => {
          if (rules === undefined || rules.some((r) => r.id === rule.id)) return rules;
          const next = [...rules];
          next.splice(Math.max(0, at), 0, rule);
          return next;
        });
      }
      notifyError('Could not delete the alert', refusalMessage(error));
    },
    onSuccess: (_result, rule) => notifySuccess('Alert deleted', rule.summary),
    onSettled: (_result, _error, _rule, snapshot) =>
      snapshot === undefined ? undefined : refreshRules(queryClient, snapshot.userId),
  });
}
