import type { TimePeriod } from '@flowscope/core';
import { useRef, type ReactNode } from 'react';
import { useDrawnInBackground } from '../hooks/use-drawn-in-background.tsx';
import { ErrorBox } from '../components/error-box/ErrorBox.tsx';
import { Spinner } from '../components/spinner/Spinner.tsx';
import { Button } from '../components/button/Button.tsx';
import { ScreenHotkeys } from '../hotkeys/ScreenHotkeys.tsx';
import { DataFreshness } from './DataFreshness.tsx';
import { LearnMoreLink } from './LearnMoreLink.tsx';
import { RefreshFailedNotice } from './RefreshFailedNotice.tsx';
import { StarsReadyContext } from '../components/favourite/stars-ready.ts';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';

const styles = staticStyles((theme) => ({
  spinner: {
    display: 'flex',
    justifyContent: 'center',
    padding: theme.spacing.xxl,
  },
  screen: {
    display: 'grid',
    gap: theme.spacing.lg,
    padding: theme.spacing.lg,
    minWidth: 0,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: theme.spacing.md,
  },
  heading: { display: 'grid', gap: theme.spacing.xs },
  title: { margin: 0, fontSize: theme.fontSizes.h1 },
  actions: { display: 'flex', alignItems: 'center', gap: theme.spacing.md },
}));

/** The list state a data screen shows (shared-api's useListState has this shape). */
export interface DataScreenList {
  loading: boolean;
  error: string | null;
  /** Epoch ms of the last successful load, or null before the first. */
  lastUpdated: number | null;
  /** A refresh failed while the data from `lastUpdated` stays on screen. */
  refreshError?: string | null;
  /** The rows are the previous view's while this one loads: their stars hold still. */
  placeholder?: boolean;
  /** Loads again: the error box's Retry, the Refresh control, the refresh notice's Retry. */
  retry: () => void;
}

export interface DataScreenProps {
  title: string;
  /** The screen's documentation ('Learn More'): an app path or a docs site address. */
  learnMoreUrl?: string;
  filters?: ReactNode;
  list: DataScreenList;
  /** Title of the inline error box (spec: 'Failed to load data' or 'Failed to load DEX data'). */
  errorTitle?: string;
  /** The live stream's status; 'down' marks the data stale (its age alone does otherwise). */
  liveStatus?: string;
  /**
   * What the first load shows: a spinner in place of the content, or the content itself
   * (a table drawing skeleton rows), so nothing jumps when the rows arrive.
   */
  firstLoad?: 'spinner' | 'content';
  /** Shows a Refresh control in the header (table screens; feeds have their countdown). */
  refreshable?: boolean;
  /** The time tabs' setter, for the 1-4 hotkeys; screens without tabs leave it out. */
  onTimePeriod?: (period: TimePeriod) => void;
  children: ReactNode;
}

/** The common frame of a data screen: title, filters, spinner, error box, content. */
export function DataScreen({
  title,
  learnMoreUrl,
  filters,
  list,
  errorTitle = 'Failed to load data',
  firstLoad = 'spinner',
  onTimePeriod,
  liveStatus,
  refreshable = false,
  children,
}: DataScreenProps) {
  const classes = useStaticClasses(styles);
  const screenRef = useRef<HTMLElement>(null);
  // A reload keeps the content (and the 'Updated' line) on screen; only a first load may
  // show the spinner.
  const spinner = firstLoad === 'spinner' && list.loading && list.lastUpdated === null;
  const content =
    list.error !== null ? (
      <ErrorBox title={errorTitle} message={list.error} retryLabel="Retry" onRetry={list.retry} />
    ) : spinner ? (
      <div className={classes.spinner}>
        <Spinner size="lg" label={`Loading ${title}`} />
      </div>
    ) : (
      <StarsReadyContext value={list.placeholder !== true}>{children}</StarsReadyContext>
    );
  // A new answer draws in the background; the screen is busy until it lands.
  const { shown, drawing } = useDrawnInBackground(list.lastUpdated, content);
  return (
    <section
      ref={screenRef}
      aria-labelledby="data-screen-title"
      aria-busy={list.loading || drawing || undefined}
      className={classes.screen}
    >
      <header className={classes.header}>
        <div className={classes.heading}>
          <h1 id="data-screen-title" className={classes.title}>
            {title}
          </h1>
          <DataFreshness lastUpdated={list.lastUpdated} liveStatus={liveStatus} />
        </div>
        <div className={classes.actions}>
          {refreshable && (
            <Button variant="secondary" size="sm" loading={list.loading} onClick={list.retry}>
              Refresh
            </Button>
          )}
          {learnMoreUrl && <LearnMoreLink href={learnMoreUrl} topic={title} />}
        </div>
      </header>
      <ScreenHotkeys
        scope={screenRef}
        items="row"
        onRefresh={list.retry}
        onTimePeriod={onTimePeriod}
      />
      {filters}
      {list.refreshError && list.lastUpdated !== null && (
        <RefreshFailedNotice shownSince={list.lastUpdated} onRetry={list.retry} />
      )}
      {shown}
    </section>
  );
}
