import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { markAlertInboxRead, type AlertView } from '../endpoints/alerts/alert-inbox-calls.ts';
import { markReadInInbox, markUnreadInInbox } from './alert-inbox-cache.ts';
import { alertKeys, alertQueries } from './alert-queries.ts';
import type { AlertInboxView } from '../endpoints/alerts/alert-inbox-calls.ts';
import { useAlertUserId } from './use-alert-rules.ts';

export interface AlertInboxState {
  /** Every kind (favourites' and rules'), newest first. */
  alerts: AlertView[];
  unread: number;
  /** Signed out, there is no inbox: the bell shows no alerts. */
  signedIn: boolean;
  /** Whether the first answer is still to come. */
  loading: boolean;
  /** Marks these alerts read (all when none are given), here and everywhere else. */
  markRead: (ids?: readonly number[]) => void;
}

const NONE: AlertView[] = [];
const NO_USER = '';

/**
 * Reading alerts: read at once on screen; the API then says how many are left unread (and
 * tells the trader's other tabs). A refusal puts back the ones this mark had changed.
 */
export function useMarkAlertsRead() {
  const queryClient = useQueryClient();
  const userId = useAlertUserId();
  return useMutation({
    mutationFn: ({ ids }: { ids: readonly number[] | null }) => markAlertInboxRead(ids),
    onMutate: ({ ids }) => {
      if (userId === null) return undefined;
      const inbox = queryClient.getQueryData<AlertInboxView>(alertKeys.inbox(userId));
      const changed = (inbox?.alerts ?? [])
        .filter((alert) => !alert.read && (ids === null || ids.includes(alert.id)))
        .map((alert) => alert.id);
      markReadInInbox(queryClient, userId, ids);
      return { userId, changed };
    },
    onSuccess: (unread, _variables, context) => {
      if (context === undefined) return;
      queryClient.setQueryData<AlertInboxView>(
        alertKeys.inbox(context.userId),
        (inbox) => inbox && { ...inbox, unread },
      );
    },
    onError: (_error, _variables, context) => {
      if (context !== undefined) markUnreadInInbox(queryClient, context.userId, context.changed);
    },
  });
}

/** The trader's alert inbox, as the bell and the Alerts page show it. */
export function useAlertInbox(): AlertInboxState {
  const userId = useAlertUserId();
  const { data, isPending } = useQuery({
    ...alertQueries.inbox(userId ?? NO_USER),
    enabled: userId !== null,
  });
  const { mutate } = useMarkAlertsRead();
  const markRead = useCallback((ids?: readonly number[]) => mutate({ ids: ids ?? null }), [mutate]);
  if (userId === null) {
    return { alerts: NONE, unread: 0, signedIn: false, loading: false, markRead };
  }
  return {
    alerts: data?.alerts ?? NONE,
    unread: data?.unread ?? 0,
    signedIn: true,
    loading: isPending,
    markRead,
  };
}
