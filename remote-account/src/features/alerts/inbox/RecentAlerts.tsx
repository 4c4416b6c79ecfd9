import type { Theme } from '@emotion/react';
import { useAlertInbox, type AlertView } from '@flowscope/shared-api';
import { Button, RelativeTime } from '@flowscope/shared-ui';
import { Link } from 'react-router';
import { Card } from '../Card.tsx';

const SHOWN = 20;

/** Only a path of this app is linked: an alert's url is never followed off the site. */
function appPath(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

function AlertLine({ alert, onOpen }: { alert: AlertView; onOpen: () => void }) {
  return (
    <li
      data-alert-read={alert.read}
      css={(theme: Theme) => ({ display: 'grid', gap: 2, paddingBottom: theme.spacing.sm })}
    >
      <Link
        to={appPath(alert.url)}
        onClick={onOpen}
        css={(theme: Theme) => ({
          fontWeight: alert.read ? theme.fontWeights.regular : theme.fontWeights.semibold,
        })}
      >
        {alert.title}
      </Link>
      <span>{alert.body}</span>
      <RelativeTime
        timestamp={alert.time}
        css={(theme: Theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted })}
      />
    </li>
  );
}

/** The inbox the bell shows, here in full: each alert opens its token's page and is read. */
export function RecentAlerts() {
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
        <p css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted })}>
          {inbox.loading ? 'Loading your alerts…' : 'No alerts yet.'}
        </p>
      ) : (
        <ul
          aria-label="Recent alerts"
          css={(theme: Theme) => ({
            display: 'grid',
            gap: theme.spacing.sm,
            margin: 0,
            padding: 0,
            listStyle: 'none',
          })}
        >
          {inbox.alerts.slice(0, SHOWN).map((alert) => (
            <AlertLine key={alert.id} alert={alert} onOpen={() => inbox.markRead([alert.id])} />
          ))}
        </ul>
      )}
    </Card>
  );
}
