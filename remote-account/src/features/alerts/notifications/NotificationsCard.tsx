import {
  sendTestBrowserNotification,
  turnOffBrowserNotifications,
  turnOnBrowserNotifications,
  useBrowserNotificationState,
  type BrowserNotificationState,
} from '@flowscope/shared-api';
import { Button, staticStyles, Switch, useStaticClasses } from '@flowscope/shared-ui';
import { useState } from 'react';
import { Card } from '../Card.tsx';

const styles = staticStyles((theme) => ({
  testRow: { display: 'flex', alignItems: 'center', gap: theme.spacing.sm },
  testResult: { margin: 0 },
}));

const STATE_TEXT: Record<BrowserNotificationState, string> = {
  on: 'On: new alerts show as system notifications while Flowscope is in the background.',
  off: 'Off: alerts show in the bell only while you are on the page.',
  blocked:
    'Blocked by the browser: allow notifications for this site in its settings, then turn them on here.',
  unsupported: 'This browser cannot show notifications.',
};

/**
 * Browser notifications: an opt-in switch (the browser asks for permission only when it is
 * turned on, never on load), its state, and 'Send test'. Kept in this browser only.
 */
export function NotificationsCard() {
  const classes = useStaticClasses(styles);
  const state = useBrowserNotificationState();
  const [asking, setAsking] = useState(false);
  const [testResult, setTestResult] = useState<string | null>(null);

  const change = (on: boolean) => {
    setTestResult(null);
    if (!on) {
      turnOffBrowserNotifications();
      return;
    }
    setAsking(true);
    // In the click itself: browsers show their permission question only in answer to one.
    void turnOnBrowserNotifications().finally(() => setAsking(false));
  };

  const test = async () => {
    const shown = await sendTestBrowserNotification();
    setTestResult(shown ? 'Test notification sent.' : 'The test notification could not be shown.');
  };

  return (
    <Card title="Browser notifications">
      <Switch
        checked={state === 'on'}
        disabled={asking || state === 'unsupported' || state === 'blocked'}
        onCheckedChange={change}
        label="Show alerts as browser notifications"
        description={STATE_TEXT[state]}
        data-notification-state={state}
      />
      <div className={classes.testRow}>
        <Button size="sm" variant="secondary" disabled={state !== 'on'} onClick={() => void test()}>
          Send test notification
        </Button>
        {testResult !== null && (
          <span role="status" className={classes.testResult}>
            {testResult}
          </span>
        )}
      </div>
    </Card>
  );
}
