import { SCREEN_ROUTES, TRACK_RECORD_PERIODS, useSignalTrackRecord } from '@flowscope/shared-api';
import {
  DataScreen,
  DataTable,
  Skeleton,
  staticStyles,
  Tabs,
  Typography,
  useStaticClasses,
  useUrlParams,
} from '@flowscope/shared-ui';
import { useMemo } from 'react';
import { periodPhrase, periodTabs } from '../../components/research-periods.ts';
import { TRACK_RECORD_COLUMNS } from './track-record-columns.tsx';
import { bestBandHeadline, trackRecordRows } from './track-record-rows.ts';
import { TRACK_RECORD_VIEW, VENUE_TABS } from './track-record-view.ts';

const styles = staticStyles((theme) => ({
  filters: { display: 'grid', gap: theme.spacing.md, minWidth: 0 },
  explanation: { margin: 0, maxWidth: 760 },
  tabs: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing.md },
  record: { display: 'grid', gap: theme.spacing.md, minWidth: 0 },
  summary: { display: 'grid', minHeight: 42, alignContent: 'start' },
  signals: { margin: 0 },
  headline: { margin: 0 },
}));

const PERIOD_TABS = periodTabs(TRACK_RECORD_PERIODS);
const NO_SORT = () => undefined;

/** How to read the table, for a trader who has only ever seen a score on a card. */
const EXPLANATION =
  'Every alpha signal is scored when it is raised. For each score band, the hit rate is the share of its signals whose price was higher 1, 4 and 24 hours later, and the median return is the typical move over that time, from the price at the signal. A signal counts at a horizon once that much time has passed.';

/**
 * Signal Track Record (/research/track-record?venue=&period=): hit rates and median returns
 * after the alpha signals, by score band, exchange and period, so a score means something.
 */
export default function SignalTrackRecordScreen() {
  const classes = useStaticClasses(styles);
  const { values, set } = useUrlParams(TRACK_RECORD_VIEW);
  const state = useSignalTrackRecord({ venue: values.venue, period: values.period });
  const record = state.data;
  const rows = useMemo(
    () => (record ? trackRecordRows(record, values.venue) : []),
    [record, values.venue],
  );
  const total = record?.totals.find((entry) => entry.venue === values.venue);
  const headline = bestBandHeadline(rows);

  return (
    <DataScreen
      title={SCREEN_ROUTES.signalTrackRecord.title}
      list={state}
      firstLoad="content"
      refreshable
      filters={
        <div className={classes.filters}>
          <Typography level="sm" tone="muted" className={classes.explanation}>
            {EXPLANATION}
          </Typography>
          <div className={classes.tabs}>
            <Tabs
              aria-label="Exchange"
              items={VENUE_TABS}
              value={values.venue}
              onValueChange={(venue) => set('venue', venue)}
            />
            <Tabs
              aria-label="Period"
              items={PERIOD_TABS}
              value={values.period}
              onValueChange={(period) => set('period', period)}
            />
          </div>
        </div>
      }
    >
      <div className={classes.record}>
        <div className={classes.summary}>
          {record ? (
            <>
              <Typography level="md" className={classes.signals}>
                {total?.signalsFormatted ?? '0'} {values.venue.toUpperCase()} signals in{' '}
                {periodPhrase(values.period)}.
              </Typography>
              {headline && (
                <Typography level="sm" tone="muted" className={classes.headline}>
                  {headline}
                </Typography>
              )}
            </>
          ) : (
            <Skeleton width="50%" height={16} />
          )}
        </div>
        <DataTable
          columns={TRACK_RECORD_COLUMNS}
          rows={record ? rows : []}
          sort={null}
          onSort={NO_SORT}
          label={`Track record by score band, ${values.venue.toUpperCase()}`}
          emptyText="No signals in this period"
          emptyLang="en"
          loading={state.loading || record === null}
          skeletonRowCount={values.venue === 'cex' ? 5 : 4}
        />
      </div>
    </DataScreen>
  );
}
