import {
  routeTo,
  setNotificationsEnabled,
  useLiveAlertInbox,
  useNotificationStore,
  useNotificationsEnabled,
  type AlertView,
} from '@flowscope/shared-api';
import {
  BellGlyph,
  Popover,
  RelativeTime,
  staticStyles,
  useStaticClasses,
  ZonedTime,
} from '@flowscope/shared-ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { appPath } from '../../offline/app-path.ts';
import { AlertSettings } from './AlertSettings.tsx';
import { useIconButtonClassName } from './icon-button.ts';

const RECENT_LIMIT = 8;
const ALERT_LIMIT = 10;

const styles = staticStyles((theme) => ({
  list: { display: 'grid', gap: theme.spacing.sm, listStyle: 'none', margin: 0, padding: 0 },
  text: { margin: 0 },
  unreadLink: { fontWeight: 600 },
  alertTime: { display: 'block', color: theme.colors.textMuted },
  section: { display: 'grid', gap: theme.spacing.sm },
  sectionTitle: { margin: 0, fontSize: theme.fontSizes.md },
  inbox: { display: 'grid', gap: theme.spacing.md },
  inboxActions: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: theme.spacing.sm,
  },
  /** Holds the unread count, which sits on its corner. */
  bellButton: { position: 'relative' },
  unreadCount: {
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
  },
  hidden: {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  panel: {
    display: 'grid',
    gap: theme.spacing.md,
    minWidth: 280,
    maxWidth: 360,
    // A long alert list must not push the settings below the screen's edge.
    maxHeight: '75vh',
    overflowY: 'auto',
  },
  title: { margin: 0, fontSize: theme.fontSizes.h4 },
  toggle: { display: 'flex', gap: theme.spacing.sm, alignItems: 'center' },
  notificationTime: { color: theme.colors.textMuted, marginLeft: theme.spacing.sm },
}));

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
  const classes = useStaticClasses(styles);
  return (
    <li data-alert-read={alert.read} data-alert-kind={alert.kind}>
      <Link
        to={appPath(alert.url)}
        onClick={onOpen}
        className={alert.read ? undefined : classes.unreadLink}
      >
        {alertText(alert)}
      </Link>
      {alert.kind === 'rule' && <p className={classes.text}>{alert.body}</p>}
      <RelativeTime timestamp={alert.time} className={classes.alertTime} />
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
  const classes = useStaticClasses(styles);
  return (
    <section aria-label={title} className={classes.section}>
      <h3 className={classes.sectionTitle}>{title}</h3>
      {alerts.length === 0 ? (
        <p className={classes.text}>{empty}</p>
      ) : (
        <ul className={classes.list}>
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
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.inbox}>
      <div className={classes.inboxActions}>
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
export function NotificationBell() {
  const notifications = useNotificationStore((state) => state.notifications);
  const enabled = useNotificationsEnabled();
  const alerts = useLiveAlertInbox();
  const unreadId = useId();
  const recent = notifications.slice(-RECENT_LIMIT).reverse();
  const { signedIn } = alerts;
  const classes = useStaticClasses(styles);
  const iconButton = useIconButtonClassName();
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
          className={`${iconButton} ${classes.bellButton}`}
        >
          <BellGlyph size={18} />
          {alerts.unread > 0 && (
            <>
              <span
                aria-hidden="true"
                data-unread-count={alerts.unread}
                className={classes.unreadCount}
              >
                {alerts.unread > 99 ? '99+' : alerts.unread}
              </span>
              <span id={unreadId} className={classes.hidden}>
                {alerts.unread} unread alert{alerts.unread > 1 ? 's' : ''}
              </span>
            </>
          )}
        </button>
      )}
    >
      <div className={classes.panel}>
        <h2 className={classes.title}>Notifications</h2>
        <label className={classes.toggle}>
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
          <p className={classes.text}>Nothing new.</p>
        ) : (
          <ul className={classes.list}>
            {recent.map((item) => (
              <li key={item.id}>
                <strong>{item.title}</strong>
                <ZonedTime
                  timestamp={item.timestamp}
                  show="clock"
                  className={classes.notificationTime}
                />
                {item.message && <p className={classes.text}>{item.message}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popover>
  );
}
