import { keyframes } from '@emotion/react';
import { useLocation } from 'react-router';
import { PageSection, RemoteBuildTag, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { usePromiseResult } from './promise-result.ts';
import { loadScreen, loadScreensModule } from './remote-registry.ts';

interface RemoteScreenProps {
  /** The remote's name in the runtime configuration. */
  remote: string;
  /** The screen's id in the remote's route manifest. */
  screen: string;
  /** The screen's `h1` when its route manifest gives it: shown while the screen's code loads. */
  heading?: string | undefined;
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

/**
 * The screen's heading where the screen draws it (the page's HTML drew it there already), so
 * it stays in place while the code arrives; the spinner text only after a moment.
 */
function ScreenLoading({ heading }: { heading: string | undefined }) {
  const classes = useStaticClasses(styles);
  const status = (
    <p role="status" className={classes.loading}>
      Loading…
    </p>
  );
  return heading === undefined ? status : <PageSection title={heading}>{status}</PageSection>;
}

function LoadedScreen({ remote, screen, heading }: RemoteScreenProps) {
  const Screen = usePromiseResult(loadScreen(remote, screen));
  // Read once the screen is there: after a Retry the screens module that failed is forgotten
  // by the screen's new load, not before it.
  const screensModule = usePromiseResult(Screen ? loadScreensModule(remote) : undefined);
  if (!Screen || !screensModule) return <ScreenLoading heading={heading} />;
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
export function RemoteScreen({
  remote,
  screen,
  label,
  heading,
}: RemoteScreenProps & { label: string }) {
  const { pathname } = useLocation();
  return (
    <RemoteBoundary key={pathname} remote={remote} label={label}>
      <LoadedScreen remote={remote} screen={screen} heading={heading} />
    </RemoteBoundary>
  );
}
