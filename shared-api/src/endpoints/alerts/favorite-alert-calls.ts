import * as z from 'zod/mini';
import { apiRequest } from '../../http/request.ts';
import { LiveTokenSchema } from '../../live/live-events.ts';

const FAVORITE_ALERTS_PATH = '/alerts/favorites';
const FAVORITE_ALERTS_READ_PATH = '/alerts/favorites/read';

/**
 * An alert on a favourited token: a new signal, influencer trades (count folded into one),
 * or a smart-money cluster (count = distinct wallets that bought within the last `hours`).
 */
const FavoriteAlertSchema = z.object({
  id: z.int().check(z.positive()),
  kind: z.enum(['signal', 'trade', 'cluster']),
  token: LiveTokenSchema,
  count: z.int().check(z.gte(1)),
  /** Cluster alerts: the window the wallets bought in, hours. */
  hours: z.optional(z.int().check(z.positive())),
  time: z.iso.datetime({ offset: true }),
  read: z.boolean(),
});
export type FavoriteAlert = z.infer<typeof FavoriteAlertSchema>;

/** Alerts of a kind this client does not know yet are left out, not fatal to the list. */
const AlertListSchema = z.pipe(
  z.array(z.unknown()).check(z.maxLength(500)),
  z.transform((items) =>
    items.flatMap((item) => {
      const parsed = FavoriteAlertSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

const ListSchema = z.object({
  data: z.object({
    alerts: AlertListSchema,
    unread: z.int().check(z.gte(0)),
  }),
});
const ReadSchema = z.object({ data: z.object({ unread: z.int().check(z.gte(0)) }) });

export interface FavoriteAlertList {
  alerts: FavoriteAlert[];
  unread: number;
}

/** GET /alerts/favorites: the signed-in trader's alerts on favourites, newest first. */
export async function fetchFavoriteAlerts(signal?: AbortSignal): Promise<FavoriteAlertList> {
  const response = await apiRequest({
    method: 'GET',
    path: FAVORITE_ALERTS_PATH,
    schema: ListSchema,
    signal,
  });
  return response.data.data;
}

/** POST /alerts/favorites/read: marks these alerts (all when null) read; the unread count left. */
export async function markFavoriteAlertsRead(ids: readonly number[] | null): Promise<number> {
  const response = await apiRequest({
    method: 'POST',
    path: FAVORITE_ALERTS_READ_PATH,
    schema: ReadSchema,
    json: ids === null ? {} : { ids },
  });
  return response.data.data.unread;
}
