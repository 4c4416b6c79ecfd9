import type { CSSObject, Theme } from '@emotion/react';
import {
  routeTo,
  setNotificationsEnabled,
  useLiveAlertInbox,
  useNotificationStore,
  useNotificationsEnabled,
  type AlertView,
} from '@flowscope/shared-api';
import { BellGlyph, Popover, RelativeTime, ZonedTime } from '@flowscope/shared-ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { appPath } from '../../offline/app-path.ts';
import { AlertSettings } from './AlertSettings.tsx';

const RECENT_LIMIT = 8;
const ALERT_LIMIT = 10;

const listStyle = (theme: Theme): CSSObject => ({
  display: 'grid',
  gap: theme.spacing.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const visuallyHidden: CSSObject = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

const FAVOURITE_KINDS: ReadonlySet<AlertView['kind']> = new Set(['signal', 'trade', 'cluster']);

/** A favourite's alert in the bell's own words; a rule's alert by its title. */
function alertText(alert: AlertView): string {
  const name = alert.token.name || alert.token.ticker;
  switch (alert.kind) {
    case 'cluster': {
      const hours = alert.hours ?? 1;
      return `${alert.count} smart-money wallets bought ${alert.token.ticker} in the last ${hours} hour${hours === 1 ? '' : 's'}`;
    }
    case 'signal':
      return `New signal on ${name} (${alert.token.ticker})`;
    case 'trade':
      return `${alert.count} influencer trade${alert.count > 1 ? 's' : ''} on ${name} (${alert.token.ticker})`;
    case 'rule':
      return alert.title;
  }
}

/** Each alert opens its token's page in the app (its `url`); opening it reads it. */
function AlertItem({ alert, onOpen }: { alert: AlertView; onOpen: () => void }) {
  return (
    <li data-alert-read={alert.read} data-alert-kind={alert.kind}>
      <Link
        to={appPath(alert.url)}
        onClick={onOpen}
        css={{ fontWeight: alert.read ? undefined : 600 }}
      >
        {alertText(alert)}
      </Link>
      {alert.kind === 'rule' && <p css={{ margin: 0 }}>{alert.body}</p>}
      <RelativeTime
        timestamp={alert.time}
        css={(theme: Theme) => ({ display: 'block', color: theme.colors.textMuted })}
      />
    </li>
  );
}

function AlertSection({
  title,
  empty,
  alerts,
  markRead,
}: {
  title: string;
  empty: string;
  alerts: AlertView[];
  markRead: (ids?: readonly number[]) => void;
}) {
  return (
    <section aria-label={title} css={(theme) => ({ display: 'grid', gap: theme.spacing.sm })}>
      <h3 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}>{title}</h3>
      {alerts.length === 0 ? (
        <p css={{ margin: 0 }}>{empty}</p>
      ) : (
        <ul css={listStyle}>
          {alerts.slice(0, ALERT_LIMIT).map((alert) => (
            <AlertItem
              key={alert.id}
              alert={alert}
              onOpen={() => {
                if (!alert.read) markRead([alert.id]);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The inbox: alerts on favourites and alerts from rules, side by side, one unread count. */
function InboxAlerts({
  alerts,
  unread,
  markRead,
}: {
  alerts: AlertView[];
  unread: number;
  markRead: (ids?: readonly number[]) => void;
}) {
  const favourites = alerts.filter((alert) => FAVOURITE_KINDS.has(alert.kind));
  const rules = alerts.filter((alert) => alert.kind === 'rule');
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.spacing.md })}>
      <div
        css={(theme) => ({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: theme.spacing.sm,
        })}
      >
        <Link to={routeTo.alerts()}>Manage alerts</Link>
        {unread > 0 && (
          <button type="button" onClick={() => markRead()}>
            Mark all read
          </button>
        )}
      </div>
      <AlertSection
        title="Alerts on favourites"
        empty="No alerts on your favourites yet."
        alerts={favourites}
        markRead={markRead}
      />
      <AlertSection
        title="Alerts from your rules"
        empty="No alerts from your rules yet."
        alerts={rules}
        markRead={markRead}
      />
    </div>
  );
}

/**
 * The bell: the signed-in trader's alert inbox (alerts on favourites and from rules, one
 * unread count, links to each token's page), kept current from the live stream, and the
 * latest notifications, including ones whose toast has gone. The spec leaves the bell's
 * action open; traders expect it to show what happened recently.
 */
export function NotificationBell({ buttonStyle }: { buttonStyle: CSSObject }) {
  const notifications = useNotificationStore((state) => state.notifications);
  const enabled = useNotificationsEnabled();
  const alerts = useLiveAlertInbox();
  const unreadId = useId();
  const recent = notifications.slice(-RECENT_LIMIT).reverse();
  const { signedIn } = alerts;
  return (
    <Popover
      label="Recent notifications"
      placement="bottom-end"
      trigger={(props) => (
        <button
          {...props}
          type="button"
          aria-label="Notifications"
          aria-describedby={alerts.unread > 0 ? unreadId : undefined}
          title="Notifications"
          css={{ ...buttonStyle, position: 'relative' }}
        >
          <BellGlyph size={18} />
          {alerts.unread > 0 && (
            <>
              <span
                aria-hidden="true"
                data-unread-count={alerts.unread}
                css={(theme: Theme) => ({
                  position: 'absolute',
                  top: -2,
                  right: -2,
                  minWidth: 16,
                  padding: '0 4px',
                  borderRadius: theme.radii.pill,
                  background: theme.colors.attention,
                  color: theme.colors.onIntent,
                  fontSize: theme.fontSizes.xxs,
                  lineHeight: '16px',
                  textAlign: 'center',
                })}
              >
                {alerts.unread > 99 ? '99+' : alerts.unread}
              </span>
              <span id={unreadId} css={visuallyHidden}>
                {alerts.unread} unread alert{alerts.unread > 1 ? 's' : ''}
              </span>
            </>
          )}
        </button>
      )}
    >
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.spacing.md,
          minWidth: 280,
          maxWidth: 360,
          // A long alert list must not push the settings below the screen's edge.
          maxHeight: '75vh',
          overflowY: 'auto',
        })}
      >
        <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.h4 })}>Notifications</h2>
        <label css={(theme) => ({ display: 'flex', gap: theme.spacing.sm, alignItems: 'center' })}>
          <input
            type="checkbox"
            checked={enabled}
            onChange={(event) => setNotificationsEnabled(event.target.checked)}
          />
          Show notifications
        </label>
        {signedIn && (
          <InboxAlerts alerts={alerts.alerts} unread={alerts.unread} markRead={alerts.markRead} />
        )}
        {signedIn && <AlertSettings />}
        {recent.length === 0 ? (
          <p css={{ margin: 0 }}>Nothing new.</p>
        ) : (
          <ul css={listStyle}>
            {recent.map((item) => (
              <li key={item.id}>
                <strong>{item.title}</strong>
                <ZonedTime
                  timestamp={item.timestamp}
                  show="clock"
                  css={(theme: Theme) => ({
                    color: theme.colors.textMuted,
                    marginLeft: theme.spacing.sm,
                  })}
                />
                {item.message && <p css={{ margin: 0 }}>{item.message}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popover>
  );
}
