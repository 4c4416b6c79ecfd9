import { useAlertInbox, type AlertView } from '@flowscope/shared-api';
import { Button, RelativeTime, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { Link } from 'react-router';
import { Card } from '../Card.tsx';

const styles = staticStyles((theme) => ({
  alert: { display: 'grid', gap: 2, paddingBottom: theme.spacing.sm },
  titleRead: { fontWeight: theme.fontWeights.regular },
  titleUnread: { fontWeight: theme.fontWeights.semibold },
  time: { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  empty: { margin: 0, color: theme.colors.textMuted },
  list: { display: 'grid', gap: theme.spacing.sm, margin: 0, padding: 0, listStyle: 'none' },
}));

const SHOWN = 20;

/** Only a path of this app is linked: an alert's url is never followed off the site. */
function appPath(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

function AlertLine({ alert, onOpen }: { alert: AlertView; onOpen: () => void }) {
  const classes = useStaticClasses(styles);
  return (
    <li data-alert-read={alert.read} className={classes.alert}>
      <Link
        to={appPath(alert.url)}
        onClick={onOpen}
        className={alert.read ? classes.titleRead : classes.titleUnread}
      >
        {alert.title}
      </Link>
      <span>{alert.body}</span>
      <RelativeTime timestamp={alert.time} className={classes.time} />
    </li>
  );
}

/** The inbox the bell shows, here in full: each alert opens its token's page and is read. */
export function RecentAlerts() {
  const classes = useStaticClasses(styles);
  const inbox = useAlertInbox();
  return (
    <Card
      title="Recent alerts"
      action={
        inbox.unread > 0 ? (
          <Button size="sm" variant="secondary" onClick={() => inbox.markRead()}>
            Mark all read ({inbox.unread})
          </Button>
        ) : undefined
      }
    >
      {inbox.alerts.length === 0 ? (
        <p className={classes.empty}>{inbox.loading ? 'Loading your alerts…' : 'No alerts yet.'}</p>
      ) : (
        <ul aria-label="Recent alerts" className={classes.list}>
          {inbox.alerts.slice(0, SHOWN).map((alert) => (
            <AlertLine key={alert.id} alert={alert} onOpen={() => inbox.markRead([alert.id])} />
          ))}
        </ul>
      )}
    </Card>
  );
}
