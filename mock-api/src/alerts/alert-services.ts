import type { AlertRecord } from '@flowscope/shared-api/contract';
import type { AppContext } from '../context.ts';
import { ClusterAlerts } from '../stream/cluster-alerts.ts';
import { FavoriteAlerts } from '../stream/favorite-alerts.ts';
import type { LiveHub } from '../stream/live-hub.ts';
import { WebhookDispatcher } from '../webhooks/webhook-dispatcher.ts';
import type { WebhookOptions } from '../webhooks/webhook-options.ts';
import { WebhookStore } from '../webhooks/webhook-store.ts';
import { AlertInbox } from './alert-inbox.ts';
import { AlertRulesRepository } from './alert-rules-store.ts';
import { RuleEngine } from './rule-engine.ts';

/**
 * Everything behind a trader's alerts, made once per app: alerts on favourites and their
 * cluster threshold, rules and their evaluation, the inbox, and webhook delivery. Each new
 * alert, whatever raised it, goes to its owner's live streams and to their webhook.
 */
export interface AlertServices {
  favorites: FavoriteAlerts;
  clusters: ClusterAlerts;
  inbox: AlertInbox;
  rules: AlertRulesRepository;
  engine: RuleEngine;
  webhooks: WebhookStore;
  dispatcher: WebhookDispatcher;
  webhookOptions: WebhookOptions;
  /** Connects to the live hub: rules are evaluated on each look at the market. */
  attach(hub: LiveHub): void;
  /** Looks at the market now (so a list asked for is current without a stream client). */
  catchUp(): void;
  /** Alerts were marked read: the owner's other tabs and notifications hear of it. */
  announceRead(userId: string, marked: readonly number[]): void;
  close(): void;
}

export function createAlertServices(
  ctx: AppContext,
  webhookOptions: WebhookOptions,
): AlertServices {
  const db = ctx.store.db;
  const favorites = new FavoriteAlerts(db);
  const clusters = new ClusterAlerts(db, favorites, ctx.store.preferences);
  const inbox = new AlertInbox(db);
  const rules = new AlertRulesRepository(db);
  const webhooks = new WebhookStore(db);
  const dispatcher = new WebhookDispatcher(webhooks, webhookOptions, ctx.now);
  let hub: LiveHub | null = null;

  const deliver = (userId: string, alert: AlertRecord): void => {
    hub?.publishUserAlert(userId, alert);
    dispatcher.deliverAlert(userId, alert);
  };
  favorites.onCreated((userId, id) => {
    const found = inbox.find(id);
    if (found) deliver(userId, found.alert);
  });
  const engine = new RuleEngine(
    rules,
    inbox,
    (market, token, since, now) => clusters.buyers(market, token, since, now).size,
    deliver,
  );

  return {
    favorites,
    clusters,
    inbox,
    rules,
    engine,
    webhooks,
    dispatcher,
    webhookOptions,
    attach(liveHub) {
      hub = liveHub;
      liveHub.onPoll((market) => engine.observe(market, ctx.now()));
    },
    catchUp() {
      hub?.poll();
    },
    announceRead(userId, marked) {
      if (marked.length === 0) return;
      hub?.publishAlertsRead(userId, {
        ids: [...marked],
        unread: inbox.unread(userId),
        time: new Date(ctx.now()).toISOString(),
      });
    },
    close() {
      dispatcher.close();
    },
  };
}
