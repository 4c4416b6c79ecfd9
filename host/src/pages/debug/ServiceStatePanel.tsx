import { useServiceManagerState } from '@flowscope/shared-api';

/** The session service manager's state, polled every second (spec §4). */
export function ServiceStatePanel() {
  const state = useServiceManagerState();
  return (
    <section aria-labelledby="service-state-title">
      <h2 id="service-state-title">Service manager</h2>
      <dl aria-label="Service manager state">
        <dt>Status</dt>
        <dd>{state.status}</dd>
        <dt>Online</dt>
        <dd>{state.isOnline ? 'yes' : 'no'}</dd>
        <dt>Signed in</dt>
        <dd>{state.signedIn ? 'yes' : 'no'}</dd>
        {state.error && (
          <>
            <dt>Error</dt>
            <dd>{state.error}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
