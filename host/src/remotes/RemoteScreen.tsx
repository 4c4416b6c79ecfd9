import { keyframes } from '@emotion/react';
import { useLocation } from 'react-router';
import { RemoteBuildTag, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { usePromiseResult } from './promise-result.ts';
import { loadScreen, loadScreensModule } from './remote-registry.ts';

interface RemoteScreenProps {
  /** The remote's name in the runtime configuration. */
  remote: string;
  /** The screen's id in the remote's route manifest. */
  screen: string;
}

/** Hidden for its first moments, so a screen whose code arrives at once opens without a flash. */
const appearLate = keyframes`from { visibility: hidden; } to { visibility: visible; }`;

const styles = staticStyles((theme) => ({
  loading: {
    padding: theme.spacing.lg,
    color: theme.colors.textMuted,
    animation: `${appearLate} 0s linear 150ms backwards`,
  },
}));

function ScreenLoading() {
  const classes = useStaticClasses(styles);
  return (
    <p role="status" className={classes.loading}>
      Loading…
    </p>
  );
}

function LoadedScreen({ remote, screen }: RemoteScreenProps) {
  const Screen = usePromiseResult(loadScreen(remote, screen));
  // Read once the screen is there: after a Retry the screens module that failed is forgotten
  // by the screen's new load, not before it.
  const screensModule = usePromiseResult(Screen ? loadScreensModule(remote) : undefined);
  if (!Screen || !screensModule) return <ScreenLoading />;
  const { build } = screensModule;
  return (
    <>
      {/* The component comes from a cached promise, so it is the same one on every render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Screen />
      <RemoteBuildTag remote={build.remote} version={build.version} label={build.label} />
    </>
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
      <LoadedScreen remote={remote} screen={screen} />
    </RemoteBoundary>
  );
}
