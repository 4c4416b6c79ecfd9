/**
 * Test helpers for packages that use shared-api (subpath @flowscope/shared-api/testing).
 * Not part of the root entry: nothing here ships in a screen's bundle.
 */
export { routeApiTo, resetSharedApiState, type InProcessApiHandler } from './in-process-api.ts';
export { setApiFetch, type ApiFetch } from '../http/transport.ts';
export { jsonResponse, signInForTest } from '../http/test-support.ts';
export { signInThroughMockApi } from './mock-sign-in.ts';
export {
  expectWindowHours,
  screenApi,
  type RecordingApi,
  type SignedInUser,
} from './screen-api.ts';
export { expectFeedFailureThenRetry, type FeedFailureCase } from './feed-failure.ts';
export {
  renderAfterPrefetch,
  renderScreen,
  type RenderAfterPrefetchOptions,
  type RenderScreenWithCacheOptions,
} from './render-screen.tsx';
export { queryWrapper } from './query-wrapper.tsx';
export { openTopScreenAfterPrefetch, type TopScreenUnderTest } from './top-screen-prefetch.ts';
export {
  fakeLiveEnvironment,
  FakeEventSource,
  liveSignalJson,
} from '../live/fake-live-environment.ts';
