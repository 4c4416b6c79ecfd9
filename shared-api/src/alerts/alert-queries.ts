import { queryOptions } from '@tanstack/react-query';
import { fetchAlertInbox } from '../endpoints/alerts/alert-inbox-calls.ts';
import { fetchAlertRules } from '../endpoints/alerts/alert-rule-calls.ts';
import { fetchWebhook, fetchWebhookDeliveries } from '../endpoints/alerts/webhook-calls.ts';

/**
 * Query keys of the trader's alerts, one factory: each answer is the signed-in trader's
 * own, so the user id is part of every key (signing out never shows another's rules).
 * A rule or webhook mutation invalidates its own key; a new alert or read mark, the inbox.
 */
export const alertKeys = {
  all: ['alerts'] as const,
  forUser: (userId: string) => [...alertKeys.all, userId] as const,
  inbox: (userId: string) => [...alertKeys.forUser(userId), 'inbox'] as const,
  rules: (userId: string) => [...alertKeys.forUser(userId), 'rules'] as const,
  webhook: (userId: string) => [...alertKeys.forUser(userId), 'webhook'] as const,
  deliveries: (userId: string) => [...alertKeys.webhook(userId), 'deliveries'] as const,
};

/** The queries of the Alerts page and the bell, the same for a hook and for a prefetch. */
export const alertQueries = {
  inbox: (userId: string) =>
    queryOptions({
      queryKey: alertKeys.inbox(userId),
      queryFn: ({ signal }) => fetchAlertInbox(signal),
    }),
  rules: (userId: string) =>
    queryOptions({
      queryKey: alertKeys.rules(userId),
      queryFn: ({ signal }) => fetchAlertRules(signal),
    }),
  webhook: (userId: string) =>
    queryOptions({
      queryKey: alertKeys.webhook(userId),
      queryFn: ({ signal }) => fetchWebhook(signal),
    }),
  deliveries: (userId: string) =>
    queryOptions({
      queryKey: alertKeys.deliveries(userId),
      queryFn: ({ signal }) => fetchWebhookDeliveries(signal),
    }),
};
