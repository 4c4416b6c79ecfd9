import { Suspense, use } from 'react';
import { useLocation } from 'react-router';
import { RemoteBuildTag } from '@flowscope/shared-ui';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { loadScreen, loadScreensModule } from './remote-registry.ts';

interface RemoteScreenProps {
  /** The remote's name in the runtime configuration. */
  remote: string;
  /** The screen's id in the remote's route manifest. */
  screen: string;
}

function LoadedScreen({ remote, screen }: RemoteScreenProps) {
  const Screen = use(loadScreen(remote, screen));
  const { build } = use(loadScreensModule(remote));
  return (
    <>
      {/* The component comes from a cached promise, so it is the same one on every render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Screen />
      <RemoteBuildTag remote={build.remote} version={build.version} label={build.label} />
    </>
  );
}

function ScreenLoading() {
  return (
    <p
      role="status"
      css={(theme) => ({ padding: theme.spacing.lg, color: theme.colors.textMuted })}
    >
      Loading…
    </p>
  );
}

/**
 * A route served by a remote: loaded at runtime, contained by its own error boundary, which
 * names the remote's section by its route manifest's label.
 */
export function RemoteScreen({ remote, screen, label }: RemoteScreenProps & { label: string }) {
  const { pathname } = useLocation();
  return (
    <RemoteBoundary key={pathname} remote={remote} label={label}>
      <Suspense fallback={<ScreenLoading />}>
        <LoadedScreen remote={remote} screen={screen} />
      </Suspense>
    </RemoteBoundary>
  );
}
