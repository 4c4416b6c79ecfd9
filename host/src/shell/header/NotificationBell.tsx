import type { CSSObject, Theme } from '@emotion/react';
import {
  clusterAlertText,
  dexChartUrl,
  routeTo,
  setNotificationsEnabled,
  useFavoriteAlerts,
  useNotificationStore,
  useNotificationsEnabled,
  type FavoriteAlert,
} from '@flowscope/shared-api';
import { BellGlyph, Popover, RelativeTime, ZonedTime } from '@flowscope/shared-ui';
import { useId } from 'react';
import { Link } from 'react-router';
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

function alertText(alert: FavoriteAlert): string {
  const name = alert.token.name || alert.token.ticker;
  if (alert.kind === 'cluster') return clusterAlertText(alert);
  if (alert.kind === 'signal') return `New signal on ${name} (${alert.token.ticker})`;
  return `${alert.count} influencer trade${alert.count > 1 ? 's' : ''} on ${name} (${alert.token.ticker})`;
}

/** Where an alert's token opens: CEX coins have a detail screen, DEX tokens their chart. */
function AlertLink({ alert, onOpen }: { alert: FavoriteAlert; onOpen: () => void }) {
  const text = alertText(alert);
  const weight = alert.read ? undefined : 600;
  if (alert.token.venue === 'cex') {
    return (
      <Link
        to={routeTo.tokenDetail(alert.token.ticker)}
        onClick={onOpen}
        css={{ fontWeight: weight }}
      >
        {text}
      </Link>
    );
  }
  const chart = dexChartUrl(alert.token.network ?? '', alert.token.address);
  if (chart === null) return <span css={{ fontWeight: weight }}>{text}</span>;
  return (
    <a
      href={chart}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onOpen}
      css={{ fontWeight: weight }}
    >
      {text}
    </a>
  );
}

function FavoriteAlertList({
  alerts,
  unread,
  markRead,
}: {
  alerts: FavoriteAlert[];
  unread: number;
  markRead: (ids?: readonly number[]) => void;
}) {
  return (
    <section
      aria-label="Alerts on favourites"
      css={(theme) => ({ display: 'grid', gap: theme.spacing.sm })}
    >
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <h3 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}>Alerts on favourites</h3>
        {unread > 0 && (
          <button type="button" onClick={() => markRead()}>
            Mark all read
          </button>
        )}
      </div>
      {alerts.length === 0 ? (
        <p css={{ margin: 0 }}>No alerts on your favourites yet.</p>
      ) : (
        <ul css={listStyle}>
          {alerts.slice(0, ALERT_LIMIT).map((alert) => (
            <li key={alert.id} data-alert-read={alert.read}>
              <AlertLink alert={alert} onOpen={() => markRead([alert.id])} />
              <RelativeTime
                timestamp={alert.time}
                css={(theme: Theme) => ({ display: 'block', color: theme.colors.textMuted })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The bell: alerts on the signed-in trader's favourites (unread count, links to each token),
 * and the latest notifications, including ones whose toast has gone. The spec leaves the
 * bell's action open; traders expect it to show what happened recently.
 */
export function NotificationBell({ buttonStyle }: { buttonStyle: CSSObject }) {
  const notifications = useNotificationStore((state) => state.notifications);
  const enabled = useNotificationsEnabled();
  const alerts = useFavoriteAlerts();
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
          <FavoriteAlertList
            alerts={alerts.alerts}
            unread={alerts.unread}
            markRead={alerts.markRead}
          />
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
