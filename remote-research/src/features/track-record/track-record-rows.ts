import {
  SIGNAL_HORIZONS,
  trackRecordBands,
  type ScoreBand,
  type SignalHorizon,
  type SignalTrackRecordView,
  type TrackRecordCellView,
  type Venue,
} from '@flowscope/shared-api';

/** One horizon of a band: the share that rose, the median return, how many were measured. */
interface HorizonFigures {
  hitRate: number | null;
  hitRateFormatted: string;
  medianReturn: number | null;
  medianReturnFormatted: string;
  measured: number;
}

/** One score band of a venue, its signals and their figures at each horizon. */
export interface TrackRecordRow {
  id: ScoreBand;
  label: string;
  /** The scores in the band: '90–100'. */
  scores: string;
  signals: number;
  signalsFormatted: string;
  horizons: Record<SignalHorizon, HorizonFigures>;
}

const NOTHING_MEASURED: HorizonFigures = {
  hitRate: null,
  hitRateFormatted: 'N/A',
  medianReturn: null,
  medianReturnFormatted: 'N/A',
  measured: 0,
};

function figuresOf(cell: TrackRecordCellView | undefined): HorizonFigures {
  if (!cell) return NOTHING_MEASURED;
  return {
    hitRate: cell.hitRate,
    hitRateFormatted: cell.hitRateFormatted,
    medianReturn: cell.medianReturn,
    medianReturnFormatted: cell.medianReturnFormatted,
    measured: cell.measured,
  };
}

/** The venue's bands, best first, each with its cells by horizon (a band without any: none). */
export function trackRecordRows(record: SignalTrackRecordView, venue: Venue): TrackRecordRow[] {
  const cells = record.cells.filter((cell) => cell.venue === venue);
  return trackRecordBands(venue).map(({ band, label, scores }) => {
    const ofBand = cells.filter((cell) => cell.band === band);
    const horizons = Object.fromEntries(
      SIGNAL_HORIZONS.map((horizon) => [
        horizon,
        figuresOf(ofBand.find((cell) => cell.horizon === horizon)),
      ]),
    ) as Record<SignalHorizon, HorizonFigures>;
    const first = ofBand[0];
    return {
      id: band,
      label,
      scores,
      signals: first?.signals ?? 0,
      signalsFormatted: first?.signalsFormatted ?? '0',
      horizons,
    };
  });
}

/**
 * What the best band's score meant a day later, in a sentence a trader can quote; null until
 * one of its signals is a day old.
 */
export function bestBandHeadline(rows: readonly TrackRecordRow[]): string | null {
  const best = rows[0];
  const day = best?.horizons.h24;
  if (!best || !day || day.measured === 0) return null;
  return (
    `Signals scored ${best.scores} were up 24 h later ${day.hitRateFormatted} of the time, ` +
    `median ${day.medianReturnFormatted} (${day.measured} measured).`
  );
}
