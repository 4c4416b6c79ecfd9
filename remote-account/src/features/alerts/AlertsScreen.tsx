import { useIsAuthenticated, SCREEN_ROUTES } from '@flowscope/shared-api';
import { PageSection } from '@flowscope/shared-ui';
import { AlertsSignIn } from './AlertsSignIn.tsx';
import { RecentAlerts } from './inbox/RecentAlerts.tsx';
import { NotificationsCard } from './notifications/NotificationsCard.tsx';
import { RulesSection } from './rules/RulesSection.tsx';
import { WebhookCard } from './webhook/WebhookCard.tsx';

/**
 * Alerts: the trader's rules on any token, influencer or wallet (on/off, edit, delete), and
 * the ways alerts reach them outside the tab: a signed webhook and browser notifications.
 * The same alerts as the bell's, read in one place and read everywhere.
 */
export default function AlertsScreen() {
  const signedIn = useIsAuthenticated();
  return (
    <PageSection title={SCREEN_ROUTES.alerts.heading} maxWidth={1040}>
      {signedIn ? (
        <>
          <RulesSection />
          <WebhookCard />
          <NotificationsCard />
          <RecentAlerts />
        </>
      ) : (
        <AlertsSignIn />
      )}
    </PageSection>
  );
}
