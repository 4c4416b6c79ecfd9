import type { Venue } from '../contract/token-ref.ts';
import { useListState, type ListState } from '../lists/use-list-state.ts';
import {
  RESEARCH_CALLS,
  RESEARCH_LOAD_FAILED_TITLE,
  RESEARCH_REFETCH_INTERVAL_MS,
} from './research-calls.ts';
import { periodWindow, type TrackRecordPeriod } from './research-periods.ts';
import {
  fetchSignalTrackRecord,
  type SignalTrackRecordView,
} from '../endpoints/research/signal-track-record.ts';

/** What the Signal Track Record asks for: its query key's view. */
export interface SignalTrackRecordQuery {
  venue: Venue;
  period: TrackRecordPeriod;
}

export function loadSignalTrackRecord(
  query: SignalTrackRecordQuery,
  signal: AbortSignal,
  now: number = Date.now(),
): Promise<SignalTrackRecordView> {
  return fetchSignalTrackRecord({ venue: query.venue, ...periodWindow(query.period, now), signal });
}

/**
 * The track record of one venue and period on the page's query cache (null before it comes),
 * refetched every minute like the other research screens (the API shares one answer a step).
 */
export function useSignalTrackRecord(
  query: SignalTrackRecordQuery,
): ListState<SignalTrackRecordView | null> {
  return useListState<SignalTrackRecordView | null, SignalTrackRecordQuery>({
    call: RESEARCH_CALLS.signalTrackRecord,
    load: loadSignalTrackRecord,
    filters: query,
    initialData: null,
    errorTitle: RESEARCH_LOAD_FAILED_TITLE,
    refetchIntervalMs: RESEARCH_REFETCH_INTERVAL_MS,
  });
}
