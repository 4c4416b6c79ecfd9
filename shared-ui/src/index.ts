/**
 * The one public entry of @flowscope/shared-ui: a curated list, so a screen imports only
 * what it uses and nothing reaches into the package's folders. Heavy parts (the date
 * picker's calendar) are loaded lazily behind their light component.
 */
export { type ColorMode } from './theme/tokens.ts';
export { FlowscopeThemeProvider } from './theme/ThemeProvider.tsx';
export { focusableIn, useFocusTrap } from './a11y/use-focus-trap.ts';
export { keepFocusAfterRemoval } from './a11y/keep-focus-after-removal.ts';
export { visuallyHidden } from './styles/visually-hidden.ts';
export { staticStyles, useStaticClasses, type StaticStyles } from './styles/static-styles.ts';
export { type StaticTheme } from './theme/static-theme.ts';
export { textLang } from './i18n/text-lang.ts';
export { FOCUSABLE_CARD_ATTRIBUTE } from './hotkeys/item-focus.ts';
export { ScreenHotkeys } from './hotkeys/ScreenHotkeys.tsx';
export { useRowCards, ROW_CARDS_QUERY } from './hooks/use-media-query.ts';
export { useDrawnInBackground } from './hooks/use-drawn-in-background.tsx';

export {
  StarGlyph,
  SearchGlyph,
  InfoGlyph,
  SunGlyph,
  MoonGlyph,
  BellGlyph,
  ClockGlyph,
  CheckGlyph,
  DollarGlyph,
  ExternalLinkGlyph,
} from './components/icons/glyphs.tsx';
export { RemoteBuildTag } from './components/RemoteBuildTag.tsx';

export {
  buttonStyles,
  useButtonClassName,
  BUTTON_VARIANTS,
  BUTTON_INTENTS,
  BUTTON_SIZES,
  type ButtonStyleOptions,
  buttonDefaults,
} from './components/button/button-styles.ts';
export { Button, type ButtonProps } from './components/button/Button.tsx';
export { ButtonLink } from './components/button/ButtonLink.tsx';
export { Badge, BADGE_INTENTS, BADGE_VARIANTS } from './components/badge/Badge.tsx';
export {
  Typography,
  TYPOGRAPHY_LEVELS,
  TYPOGRAPHY_TONES,
  type TypographyTone,
} from './components/typography/Typography.tsx';
export { SpinnerGlyph, Spinner, SPINNER_SIZES } from './components/spinner/Spinner.tsx';
export { LoadingBar } from './components/progress/LoadingBar.tsx';
export { RelativeTime } from './components/relative-time/RelativeTime.tsx';
export { ZonedTime } from './components/relative-time/ZonedTime.tsx';
export { useDisplayTimeZoneChoice } from './components/relative-time/use-display-time-zone.ts';
export { Breadcrumb, type BreadcrumbItem } from './components/breadcrumb/Breadcrumb.tsx';
export { Popover } from './components/popover/Popover.tsx';
export { NOTIFICATION_TYPES, type ToastNotification } from './components/toast/notification.ts';
export { Toast } from './components/toast/Toast.tsx';
export { ToastStack } from './components/toast/ToastStack.tsx';
export { EmptyState } from './components/empty-state/EmptyState.tsx';
export { FIELD_STATUSES } from './components/field/field-status.ts';
export { Input } from './components/field/Input.tsx';
export { Select } from './components/field/Select.tsx';
export { Pagination } from './components/pagination/Pagination.tsx';
export { DataTable } from './components/table/DataTable.tsx';
export { PagedDataTable } from './components/table/PagedDataTable.tsx';
export { type RenderRowCard } from './components/table/RowCardList.tsx';
export {
  parseTablePreferences,
  type TablePreferences,
  DEFAULT_TABLE_PREFERENCES,
} from './power-tools/columns/table-preferences.ts';
export {
  createLocalTablePreferencesStore,
  type TablePreferencesStore,
  LOCAL_TABLES_KEY,
} from './power-tools/columns/table-preferences-store.ts';
export { TablePreferencesContext } from './power-tools/columns/TablePreferencesContext.tsx';

export { type TableColumn } from './table/types.ts';
export { sortRows } from './table/sort-rows.ts';
export { pageSlice, PAGE_LEVEL_PAGE_SIZE } from './table/paging.ts';
export { useTableState } from './table/use-table-state.ts';
export { timeColumn } from './table/time-column.ts';

export { Modal, MODAL_SIZES, type ModalSize } from './components/modal/Modal.tsx';
export { Tabs, TABS_VARIANTS, type TabItem } from './components/tabs/Tabs.tsx';
export { TimeTabs } from './components/tabs/TimeTabs.tsx';
export { Avatar, AvatarBucketProvider } from './components/avatar/Avatar.tsx';
export { TOKEN_BRANDS } from './components/crypto-icons/token-symbols.ts';
export { networkName, NETWORKS } from './components/crypto-icons/networks.ts';
export { TokenIcon } from './components/crypto-icons/TokenIcon.tsx';
export { NetworkIcon } from './components/crypto-icons/NetworkIcon.tsx';
export { NetworkLabel } from './components/crypto-icons/NetworkLabel.tsx';
export { NetworkSelect } from './components/network-select/NetworkSelect.tsx';
export { PremiumLockCell } from './components/lock-cell/PremiumLockCell.tsx';
export { RestrictedLockCell } from './components/lock-cell/RestrictedLockCell.tsx';
export { largestMagnitude } from './components/value-bar/relative-bar.ts';
export { RelativeValueBar } from './components/value-bar/RelativeValueBar.tsx';
export { valueExtremes, barScale } from './components/value-bar/value-extremes.ts';
export { ErrorBox } from './components/error-box/ErrorBox.tsx';
export { FavouriteStarButton } from './components/favourite/FavouriteStarButton.tsx';
export { TokenAgeBadge } from './components/token-badges/TokenAgeBadge.tsx';
export { TokenAgeMarker } from './components/token-badges/TokenAgeMarker.tsx';
export { CopyButton } from './components/copy-button/CopyButton.tsx';
export { ContractAddress } from './components/address/ContractAddress.tsx';
export { TokenLogo } from './components/token-logo/TokenLogo.tsx';
export { PriceChange, MarketPriceLine } from './components/price/PriceChange.tsx';
export { RiskChecks } from './components/risk/RiskBadges.tsx';
export { SparklineLinesProvider } from './components/sparkline/SparklineLines.tsx';
export { ScoreBadge } from './components/token-badges/ScoreBadge.tsx';
export { ColorModeToggle } from './components/color-mode/ColorModeToggle.tsx';
export { SignInPrompt } from './components/sign-in-prompt/SignInPrompt.tsx';
export { Accordion, type AccordionItem } from './components/accordion/Accordion.tsx';
export { Switch } from './components/switch/Switch.tsx';
export { AlertRuleDialog } from './components/alert-rule/AlertRuleDialog.tsx';
export { CreateAlertButton } from './components/alert-rule/CreateAlertButton.tsx';

// Formatters, time zone, URL state, periods, risk, money and the shared link and alert types
// live in @flowscope/core (shared-api needs them too); re-exported so a screen imports them here.
export {
  NOT_AVAILABLE,
  toFiniteNumber,
  formatCurrency,
  formatMarketCap,
  formatSignedFlow,
  formatCompactNumber,
  formatCount,
  formatSignedPercent,
  type ScoreRating,
  cexScoreRating,
  dexScoreRating,
  SCORE_RATING_LABELS,
  type TokenNameParts,
  shortenAddress,
  abbreviateAddress,
  tokenDisplayName,
  TIME_ZONE_CHOICES,
  type TimeZoneChoice,
  DEFAULT_TIME_ZONE_CHOICE,
  PRAGUE_TIME_ZONE,
  TIME_ZONE_CHOICE_LABELS,
  isTimeZoneChoice,
  displayTimeZoneChoice,
  setDisplayTimeZoneChoice,
  subscribeDisplayTimeZone,
  browserTimeZone,
  ianaTimeZoneOf,
  displayTimeZone,
  timeZoneAbbreviation,
  formatZonedDateTime,
  formatZonedClockTime,
  SERVER_TIMESTAMP_SHIFT_MS,
  type Timestamp,
  toShiftedInstant,
  type RelativeTimeOptions,
  formatRelativeTime,
  parseMoneyString,
  MAX_CAP_BOUND,
  UNKNOWN_CAPS_LEFT_OUT,
  type CapReading,
  readCapText,
  capRangeProblem,
  DATE_INPUT_FORMAT,
  RANGE_SEPARATOR,
  CALENDAR_TIME_ZONE,
  type DateRangeValue,
  isValidDate,
  rangeLengthInDays,
  addDays,
  formatRange,
  parseDateInput,
  parseRangeInput,
  pragueToday,
  type DayRange,
  TIME_PERIODS,
  type TimePeriod,
  DEFAULT_TIME_PERIOD,
  TIME_PERIOD_HOURS,
  DETAIL_PERIODS,
  type DetailPeriod,
  DEFAULT_DETAIL_PERIOD,
  DETAIL_PERIOD_HOURS,
  type UrlParam,
  namespacedKey,
  enumParam,
  type IntParamOptions,
  intParam,
  textParam,
  readParam,
  writeParam,
  type UrlParamValues,
  readParams,
  type DayRangeKeys,
  dayRangeKeys,
  readDayRange,
  writeDayRange,
  type UseUrlParamsOptions,
  type UrlParamsState,
  useUrlParams,
  type TokenRiskFlagName,
  type TokenRiskLevelName,
  type TokenRiskLike,
  riskFlagLabel,
  riskSummary,
  riskChecks,
  isRiskyToken,
  type TokenLink,
  type TokenCardLink,
  ALERT_RULE_FORM_KINDS,
  type AlertRuleFormKind,
  TOKEN_RULE_KINDS,
  ALERT_RULE_KIND_LABELS,
  type AlertRuleDraft,
  type AlertRuleTarget,
  type AlertRuleFieldErrors,
  type AlertRuleSubmitResult,
  EMPTY_ALERT_RULE_DRAFT,
  draftForTarget,
  kindsForTarget,
  targetLabel,
} from '@flowscope/core';

export { formatScore } from './format/score.ts';
export { formatTokenAge, ALPHA_CARD_YOUNG_TOKEN_MAX_DAYS } from './format/token-age.ts';
export { signTone, CENTS_ROUNDING } from './format/sign-tone.ts';
export { formatNetPosition } from './format/net-position.ts';

export { TableWithPagination } from './components/table/TableWithPagination.tsx';

export { Multiselect } from './components/multiselect/Multiselect.tsx';
// The DatePicker itself is light; its calendar (react-day-picker, date-fns) loads lazily.
export { DatePicker } from './components/date-picker/DatePicker.tsx';

export { MarketCapInput } from './screen/MarketCapInput.tsx';
export { DataScreen } from './screen/DataScreen.tsx';
export { DataFreshness } from './screen/DataFreshness.tsx';
export { useTopTable, TopTableScreen, TOP_TABLE_PAGE_SIZE } from './screen/TopTableScreen.tsx';
export { rankColumn, TokenLinkCell } from './screen/token-columns.tsx';
export {
  leadingColumns,
  tokenLinkColumn,
  figureColumn,
  scoreColumn,
  signedCountColumn,
  valueBarColumn,
  walletCountColumn,
} from './screen/figure-columns.tsx';
export {
  priceColumn,
  priceChangeColumn,
  volumeColumn,
  liquidityColumn,
  holdersColumn,
  riskColumn,
  sparklineColumn,
} from './screen/essentials-columns.tsx';
export { tokenCardRenderer, TOKEN_CARD_HEIGHT } from './screen/TokenRowCard.tsx';
export { HideRiskyToggle } from './screen/HideRiskyToggle.tsx';
export { PageSection } from './screen/PageSection.tsx';
export { NotFoundNotice, type NotFoundNoticeProps } from './screen/NotFoundNotice.tsx';
export { totalNetflow } from './token-page/chart-data.ts';
export type { ChartLibrary } from './token-page/price-netflow-chart.ts';
export { PriceNetflowChart } from './token-page/PriceNetflowChart.tsx';
export { PeriodFilter } from './token-page/PeriodFilter.tsx';
export { HoldersPanel } from './token-page/HoldersPanel.tsx';
export { TokenScoreList, type NamedScore } from './token-page/TokenScoreList.tsx';
export { TokenPageFrame } from './token-page/TokenPageFrame.tsx';
export { TokenHeading } from './token-page/TokenHeading.tsx';
export { SEARCH_EXAMPLES } from './search/search-examples.ts';
export { SearchForm } from './search/SearchForm.tsx';

// Research screens' building blocks: a small chart, key-figure cards, placeholders, Follow.
export { LineAreaChart } from './charts/LineAreaChart.tsx';
export { Skeleton } from './components/skeleton/Skeleton.tsx';
export { StatGrid, type Stat } from './components/stat-grid/StatGrid.tsx';
export { FollowButton } from './components/follow-button/FollowButton.tsx';
