import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { alertKeys, alertQueries } from './alert-queries.ts';
import { useAlertUserId } from './use-alert-rules.ts';
import {
  removeWebhook,
  rotateWebhookSecret,
  sendTestWebhook,
  setWebhookUrl,
  type WebhookDeliveryView,
  type WebhookView,
  type WebhookWithSecret,
} from '../endpoints/alerts/webhook-calls.ts';

const NO_USER = '';
/** While a retry is due, the log is looked at this often so the retry shows when it happens. */
const DELIVERY_LOG_POLL_MS = 3_000;

function owner(userId: string | null): string {
  if (userId === null) throw new Error('Sign in to set a webhook');
  return userId;
}

/** The trader's webhook (never its secret), or null when none is set. */
export function useWebhook() {
  const userId = useAlertUserId();
  return useQuery({ ...alertQueries.webhook(userId ?? NO_USER), enabled: userId !== null });
}

/** Whether a delivery in the log still has a retry to come. */
function retryPending(log: readonly WebhookDeliveryView[] | undefined): boolean {
  return log?.some((entry) => entry.nextRetryAt !== null) ?? false;
}

/**
 * The delivery log (the last 50 attempts, newest first). While a retry is due it refreshes
 * itself, so the trader sees the retries land.
 */
export function useWebhookDeliveries(enabled = true) {
  const userId = useAlertUserId();
  return useQuery({
    ...alertQueries.deliveries(userId ?? NO_USER),
    enabled: enabled && userId !== null,
    refetchInterval: (query) => (retryPending(query.state.data) ? DELIVERY_LOG_POLL_MS : false),
  });
}

/** The settings of a webhook answer go into the cache as they are: no reload needed. */
function putWebhook(queryClient: QueryClient, userId: string, webhook: WebhookView | null): void {
  queryClient.setQueryData(alertKeys.webhook(userId), webhook);
}

/**
 * Sets the webhook URL. Resolves with the answer: `secret` is the signing secret when this
 * URL is the trader's first (shown once: the caller shows it, nothing keeps it), else null.
 */
export function useSetWebhookUrl() {
  const queryClient = useQueryClient();
  const userId = useAlertUserId();
  return useMutation({
    mutationFn: (url: string): Promise<WebhookWithSecret<string | null>> => {
      owner(userId);
      return setWebhookUrl(url);
    },
    onSuccess: ({ webhook }) => {
      if (userId !== null) putWebhook(queryClient, userId, webhook);
    },
  });
}

/** A new signing secret (shown once by the caller); the old one stops signing at once. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  const userId = useAlertUserId();
  return useMutation({
    mutationFn: (): Promise<WebhookWithSecret<string>> => {
      owner(userId);
      return rotateWebhookSecret();
    },
    onSuccess: ({ webhook }) => {
      if (userId !== null) putWebhook(queryClient, userId, webhook);
    },
  });
}

/** 'Send test': delivers a test alert now; its attempt leads the log at once. */
export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  const userId = useAlertUserId();
  return useMutation({
    mutationFn: () => {
      owner(userId);
      return sendTestWebhook();
    },
    onSuccess: (attempt) => {
      if (userId === null) return;
      queryClient.setQueryData<WebhookDeliveryView[]>(alertKeys.deliveries(userId), (log) =>
        log === undefined ? log : [attempt, ...log.filter((entry) => entry.id !== attempt.id)],
      );
    },
    // Retries, if any, are the API's to log: the log is read again.
    onSettled: () =>
      userId === null
        ? undefined
        : queryClient.invalidateQueries({ queryKey: alertKeys.deliveries(userId), exact: true }),
  });
}

/** Removes the webhook: gone at once (URL, secret and log); a refusal brings it back. */
export function useRemoveWebhook() {
  const queryClient = useQueryClient();
  const userId = useAlertUserId();
  return useMutation({
    mutationFn: () => removeWebhook(),
    onMutate: async () => {
      const key = alertKeys.webhook(owner(userId));
      await queryClient.cancelQueries({ queryKey: key });
      const before = {
        webhook: queryClient.getQueryData<WebhookView | null>(key),
        log: queryClient.getQueryData<WebhookDeliveryView[]>(alertKeys.deliveries(owner(userId))),
      };
      queryClient.setQueryData(key, null);
      queryClient.setQueryData(alertKeys.deliveries(owner(userId)), []);
      return { userId: owner(userId), before };
    },
    onError: (_error, _variables, snapshot) => {
      if (snapshot === undefined) return;
      queryClient.setQueryData(alertKeys.webhook(snapshot.userId), snapshot.before.webhook);
      queryClient.setQueryData(alertKeys.deliveries(snapshot.userId), snapshot.before.log);
    },
  });
}
