import {
  EmptyState,
  ErrorBox,
  NOTIFICATION_TYPES,
  Toast,
  type ToastNotification,
} from '@flowscope/shared-ui';
import { useState } from 'react';
import { ExampleRow, StyleguideSection } from '../StyleguideSection.tsx';

const SAMPLES: ToastNotification[] = NOTIFICATION_TYPES.map((type) => ({
  id: type,
  type,
  title: {
    info: 'Logged Out',
    success: 'Login Successful',
    warning: 'Session Expired',
    error: 'Login Failed',
  }[type],
  message: {
    info: 'You have been successfully logged out.',
    success: 'Welcome back, trader!',
    warning: 'Please sign in again.',
    error: 'Token exchange failed',
  }[type],
  // Kept on screen here; in the app they leave after 5000 ms.
  timeout: 0,
}));

export function NotificationsSection() {
  const [notifications, setNotifications] = useState(SAMPLES);
  return (
    <StyleguideSection title="Notifications">
      <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8 }}>
        {notifications.map((notification) => (
          <Toast
            key={notification.id}
            notification={notification}
            onDismiss={(id) =>
              setNotifications((current) => current.filter((item) => item.id !== id))
            }
          />
        ))}
      </div>
    </StyleguideSection>
  );
}

export function EmptyAndErrorSection() {
  const [retries, setRetries] = useState(0);
  return (
    <StyleguideSection title="Empty and error states">
      <ExampleRow>
        <EmptyState />
        <EmptyState
          text="Oops, no results found!"
          hint="Check the spelling or try another name."
          icon="search"
        />
      </ExampleRow>
      <ErrorBox
        title="Failed to load data"
        message={retries === 0 ? 'HTTP Error 500' : `Retried ${retries}×`}
        retryLabel="Retry"
        onRetry={() => setRetries(retries + 1)}
      />
      <ErrorBox
        title="Nepodařilo se načíst data"
        retryLabel="Zkusit znovu"
        onRetry={() => undefined}
      />
    </StyleguideSection>
  );
}
