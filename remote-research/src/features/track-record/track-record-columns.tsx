import { SIGNAL_HORIZON_LABELS, SIGNAL_HORIZONS, type SignalHorizon } from '@flowscope/shared-api';
import {
  signTone,
  staticStyles,
  Typography,
  useStaticClasses,
  type TableColumn,
} from '@flowscope/shared-ui';
import type { TrackRecordRow } from './track-record-rows.ts';

const styles = staticStyles((theme) => ({
  band: { display: 'grid', whiteSpace: 'nowrap' },
  bandLabel: { fontWeight: 600 },
  bandScores: { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
}));

/** Returns are shown to two decimals of a percent: below this they read '0.00%', no move. */
const SHOWN_AS_ZERO_BELOW = 0.00005;

/** A return in its colour, or 'N/A' while nothing was measured. */
function ReturnText({ value, text }: { value: number | null; text: string }) {
  return (
    <Typography
      as="span"
      level="sm"
      tone={value === null ? 'muted' : signTone(value, SHOWN_AS_ZERO_BELOW)}
    >
      {text}
    </Typography>
  );
}

/** A score band: its name, and the scores it covers under it. */
function ScoreBandCell({ row }: { row: TrackRecordRow }) {
  const classes = useStaticClasses(styles);
  return (
    <span className={classes.band}>
      <span className={classes.bandLabel}>{row.label}</span>
      <span className={classes.bandScores}>Score {row.scores}</span>
    </span>
  );
}

function horizonColumns(horizon: SignalHorizon): TableColumn<TrackRecordRow>[] {
  const group = { id: horizon, label: `After ${SIGNAL_HORIZON_LABELS[horizon]}` };
  return [
    {
      key: `${horizon}.hitRate`,
      label: 'Hit rate',
      align: 'right',
      group,
      render: (row) => row.horizons[horizon].hitRateFormatted,
      exportValue: (row) => row.horizons[horizon].hitRate,
    },
    {
      key: `${horizon}.median`,
      label: 'Median return',
      align: 'right',
      group,
      render: (row) => (
        <ReturnText
          value={row.horizons[horizon].medianReturn}
          text={row.horizons[horizon].medianReturnFormatted}
        />
      ),
      exportValue: (row) => row.horizons[horizon].medianReturn,
    },
    {
      key: `${horizon}.measured`,
      label: 'Measured',
      align: 'right',
      group,
      render: (row) => row.horizons[horizon].measured,
      exportValue: (row) => row.horizons[horizon].measured,
    },
  ];
}

/** The band, its signals, then hit rate, median return and measured count after 1 h, 4 h and 24 h. */
export const TRACK_RECORD_COLUMNS: readonly TableColumn<TrackRecordRow>[] = [
  {
    key: 'label',
    label: 'Score band',
    sticky: true,
    render: (row) => <ScoreBandCell row={row} />,
  },
  { key: 'signalsFormatted', label: 'Signals', align: 'right' },
  ...SIGNAL_HORIZONS.flatMap(horizonColumns),
];
