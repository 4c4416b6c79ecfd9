import type { CSSObject } from '@emotion/react';
import {
  setNotificationsEnabled,
  useNotificationStore,
  useNotificationsEnabled,
} from '@flowscope/shared-api';
import { Popover } from '@flowscope/shared-ui';
import { BellGlyph } from '@flowscope/shared-ui';

const RECENT_LIMIT = 8;
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * The spec leaves the bell's action open; traders expect it to show what happened recently,
 * so it lists the latest notifications, including ones whose toast has gone.
 */
export function NotificationBell({ buttonStyle }: { buttonStyle: CSSObject }) {
  const notifications = useNotificationStore((state) => state.notifications);
  const enabled = useNotificationsEnabled();
  const recent = notifications.slice(-RECENT_LIMIT).reverse();
  return (
    <Popover
      label="Recent notifications"
      placement="bottom-end"
      trigger={(props) => (
        <button
          {...props}
          type="button"
          aria-label="Notifications"
          title="Notifications"
          css={buttonStyle}
        >
          <BellGlyph size={18} />
        </button>
      )}
    >
      <div css={(theme) => ({ display: 'grid', gap: theme.spacing.sm, minWidth: 260 })}>
        <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.h4 })}>Notifications</h2>
        <label css={(theme) => ({ display: 'flex', gap: theme.spacing.sm, alignItems: 'center' })}>
          <input
            type="checkbox"
            checked={enabled}
            onChange={(event) => setNotificationsEnabled(event.target.checked)}
          />
          Show notifications
        </label>
        {recent.length === 0 ? (
          <p css={{ margin: 0 }}>Nothing new.</p>
        ) : (
          <ul
            css={(theme) => ({
              display: 'grid',
              gap: theme.spacing.sm,
              listStyle: 'none',
              margin: 0,
              padding: 0,
            })}
          >
            {recent.map((item) => (
              <li key={item.id}>
                <strong>{item.title}</strong>
                <span
                  css={(theme) => ({ color: theme.colors.textMuted, marginLeft: theme.spacing.sm })}
                >
                  {timeFormat.format(item.timestamp)}
                </span>
                {item.message && <p css={{ margin: 0 }}>{item.message}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popover>
  );
}
