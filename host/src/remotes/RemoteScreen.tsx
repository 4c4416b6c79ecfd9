import { Suspense, use } from 'react';
import { useLocation } from 'react-router';
import type { RemoteId, ScreensOf } from '@flowscope/shared-api';
import { RemoteBuildTag } from '@flowscope/shared-ui';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { loadScreen, loadScreensModule } from './remote-registry.ts';

interface RemoteScreenProps<R extends RemoteId> {
  remote: R;
  screen: ScreensOf<R>;
}

function LoadedScreen<R extends RemoteId>({ remote, screen }: RemoteScreenProps<R>) {
  const Screen = use(loadScreen(remote, screen));
  const { build } = use(loadScreensModule(remote));
  return (
    <>
      {/* The component comes from a cached promise, so it is the same one on every render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Screen />
      <RemoteBuildTag
        remote={`remote-${build.remote}`}
        version={build.version}
        label={build.label}
      />
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

/** A route served by a remote: loaded at runtime, contained by its own error boundary. */
export function RemoteScreen<R extends RemoteId>({ remote, screen }: RemoteScreenProps<R>) {
  const { pathname } = useLocation();
  return (
    <RemoteBoundary key={pathname} remote={remote}>
      <Suspense fallback={<ScreenLoading />}>
        <LoadedScreen remote={remote} screen={screen} />
      </Suspense>
    </RemoteBoundary>
  );
}
