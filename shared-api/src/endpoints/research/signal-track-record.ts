import { PATHS } from '../../contract/paths.ts';
import type { Venue } from '../../contract/token-ref.ts';
import {
  SignalTrackRecordResponseSchema,
  type ScoreBand,
  type SignalHorizon,
  type SignalTrackRecord,
  type SignalTrackRecordRequest,
} from '../../contract/track-record.ts';
import { formatCount, formatPercent, formatShare } from '../format/numbers.ts';
import { apiUserId } from '../shared/user-id.ts';
import { apiPost } from '../../http/request.ts';
import { SIGNAL_HORIZON_LABELS } from './signal-returns.ts';

export interface SignalTrackRecordParams {
  /** One venue, or both when absent. */
  venue?: Venue | null;
  /** The period of the signals; defaults (server side) to the last 30 days. */
  fromDatetime?: string | null;
  toDatetime?: string | null;
  signal?: AbortSignal;
}

/** One cell: a venue's score band at one horizon. */
export interface TrackRecordCellView {
  venue: Venue;
  band: ScoreBand;
  horizon: SignalHorizon;
  horizonLabel: string;
  signals: number;
  signalsFormatted: string;
  measured: number;
  hits: number;
  hitRate: number | null;
  /** '62.5%', or 'N/A' when nothing was measured yet. */
  hitRateFormatted: string;
  medianReturn: number | null;
  medianReturnFormatted: string;
  meanReturn: number | null;
  meanReturnFormatted: string;
}

export interface SignalTrackRecordView {
  fromDatetime: string;
  toDatetime: string;
  totals: { venue: Venue; signals: number; signalsFormatted: string }[];
  cells: TrackRecordCellView[];
}

/** POST /signal_track_record: user_id, optional venue, from_datetime, to_datetime. */
function signalTrackRecordPayload(params: SignalTrackRecordParams): SignalTrackRecordRequest {
  const payload: SignalTrackRecordRequest = { user_id: apiUserId() };
  if (params.venue) payload.venue = params.venue;
  if (params.fromDatetime) payload.from_datetime = params.fromDatetime;
  if (params.toDatetime) payload.to_datetime = params.toDatetime;
  return payload;
}

function mapSignalTrackRecord(record: SignalTrackRecord): SignalTrackRecordView {
  return {
    fromDatetime: record.from_datetime,
    toDatetime: record.to_datetime,
    totals: record.totals.map((total) => ({
      venue: total.venue,
      signals: total.signals,
      signalsFormatted: formatCount(total.signals),
    })),
    cells: record.cells.map((cell) => ({
      venue: cell.venue,
      band: cell.band,
      horizon: cell.horizon,
      horizonLabel: SIGNAL_HORIZON_LABELS[cell.horizon],
      signals: cell.signals,
      signalsFormatted: formatCount(cell.signals),
      measured: cell.measured,
      hits: cell.hits,
      hitRate: cell.hit_rate,
      hitRateFormatted: formatShare(cell.hit_rate),
      medianReturn: cell.median_return,
      medianReturnFormatted: formatPercent(cell.median_return),
      meanReturn: cell.mean_return,
      meanReturnFormatted: formatPercent(cell.mean_return),
    })),
  };
}

/** POST /signal_track_record: hit rates and returns after the alpha signals, by score band. */
export async function fetchSignalTrackRecord(
  params: SignalTrackRecordParams = {},
): Promise<SignalTrackRecordView> {
  const { data } = await apiPost(
    PATHS.signalTrackRecord,
    signalTrackRecordPayload(params),
    SignalTrackRecordResponseSchema,
    { signal: params.signal },
  );
  return mapSignalTrackRecord(data.data);
}
