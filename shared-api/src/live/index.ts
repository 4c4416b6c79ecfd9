export { LiveConnection, type LiveStatus } from './live-connection.ts';
export { type LiveEvent } from './live-events.ts';
export { setLiveStreamForTests } from './live-stream.ts';
export { useLiveEvents, useLiveStatus } from './use-live.ts';
export * from './alerts/index.ts';
