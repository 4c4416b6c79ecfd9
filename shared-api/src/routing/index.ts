export { THEME_STORAGE_KEY } from './page-frame.ts';
export {
  type ScreenRoute,
  SCREEN_ROUTES,
  type ScreenId,
  type StaticScreenId,
  type ProfileVenue,
  routeTo,
} from './routes.ts';
export {
  pathShape,
  pathMatches,
  defineRouteManifest,
  parseRouteManifest,
  publishRouteManifest,
  routeManifestUrl,
  ROUTE_MANIFEST_FILE,
  ROUTE_MANIFEST_SCHEMA_VERSION,
  BRAND_SECTION,
  SIDEBAR_SECTION_ORDER,
  type KnownSidebarSection,
  routeManifestSchema,
  type SidebarEntry,
  type ManifestScreen,
  type RouteManifest,
  type RouteManifestSource,
  RouteManifestError,
} from './route-manifest.ts';
export {
  standaloneRoutes,
  SCREENS_EXPOSE,
  type RemoteBuildInfo,
  type ScreenLoader,
  type ScreenIdOf,
  type RemoteScreensModule,
  type ScreenPrefetch,
  type ScreenPrefetchContext,
} from './remotes.ts';
export { pageTitle, useScreenTitle, PRODUCT_NAME, PRODUCT_DESCRIPTION } from './page-title.ts';
export {
  claimScreens,
  screenAt,
  SHELL_PATHS,
  type ConfiguredRoutes,
  type ClaimedScreen,
  type RefusedScreen,
} from './screen-claims.ts';
export {
  linkedTokenSegment,
  linkedTokenParam,
  queryOf,
  type LinkedToken,
  type LinkPeriod,
  type PeriodLinkOptions,
  type WalletProfileLinkOptions,
  type RowWalletsLinkOptions,
  type TrackRecordLinkOptions,
} from './research-links.ts';
