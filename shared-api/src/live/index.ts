export {
  backoffDelay,
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  CONNECT_DELAY_MS,
  DOWN_AFTER_FAILURES,
  LiveConnection,
  MAX_BATCH,
  STALL_MS,
  type EventSourceLike,
  type LiveEnvironment,
  type LiveListener,
  type LiveState,
  type LiveStatus,
} from './live-connection.ts';
export {
  AlertEventSchema,
  LIVE_EVENT_TYPES,
  LiveTokenSchema,
  parseLiveEvent,
  SignalEventSchema,
  TradeEventSchema,
  UserAlertLiveEventSchema,
  type AlertLiveEvent,
  type AlertsReadLiveEvent,
  type UserAlertLiveEvent,
  type LiveEvent,
  type LiveEventType,
  type LiveToken,
  type SignalLiveEvent,
  type TradeLiveEvent,
} from './live-events.ts';
export {
  browserLiveEnvironment,
  getLiveStream,
  LIVE_STREAM_PATH,
  setLiveStreamForTests,
} from './live-stream.ts';
export { useLiveEvents, useLiveState, useLiveStatus } from './use-live.ts';
export * from './alerts/index.ts';
