/**
 * Paths of the trader's alerts: the inbox the bell reads, alert rules and the webhook.
 * Every one needs a sign-in (`Authorization: Bearer <access_token>`, 401 otherwise). They
 * are the API's own additions, so they live apart from the spec's PATHS.
 */
export const ALERT_PATHS = {
  /** GET: every alert of the trader (favourites' and rules'), newest first, and the unread count. */
  alerts: '/alerts',
  /** POST `{ ids? }`: marks alerts read (all when ids is absent), wherever they are shown. */
  read: '/alerts/read',
  /** GET: the alerts on favourites only (signal, trade, cluster), as the bell first had them. */
  favorites: '/alerts/favorites',
  /** POST `{ ids? }`: marks alerts on favourites read (all of them when ids is absent). */
  favoritesRead: '/alerts/favorites/read',
  /** GET: the trader's rules. POST: a new rule. */
  rules: '/alerts/rules',
  /** GET: the webhook (never its secret). PUT `{ url }`: sets it. DELETE: removes it. */
  webhook: '/alerts/webhook',
  /** POST: a new signing secret, answered once. */
  webhookSecret: '/alerts/webhook/secret',
  /** POST: delivers a test alert now. */
  webhookTest: '/alerts/webhook/test',
  /** GET: the last deliveries, one entry per attempt, newest first. */
  webhookDeliveries: '/alerts/webhook/deliveries',
} as const;

/** PATCH (enabled, name, rule) and DELETE of one rule. */
export const alertRulePath = (id: number | string): string =>
  `${ALERT_PATHS.rules}/${encodeURIComponent(String(id))}`;
