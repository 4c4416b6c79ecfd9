/**
 * The one public entry of @flowscope/shared-ui: a curated list, so a screen imports only
 * what it uses and nothing reaches into the package's folders. Heavy parts (the date
 * picker's calendar) are loaded lazily behind their light component.
 */
export * from './theme/tokens.ts';
export * from './theme/ThemeProvider.tsx';
export * from './theme/ColorModeProvider.tsx';
export * from './theme/contrast.ts';
export * from './a11y/use-focus-trap.ts';
export * from './a11y/keep-focus-after-removal.ts';
export * from './styles/visually-hidden.ts';
export * from './i18n/text-lang.ts';
export * from './hotkeys/item-focus.ts';
export * from './hotkeys/ScreenHotkeys.tsx';
export { useRowCards, ROW_CARDS_QUERY } from './hooks/use-media-query.ts';

export * from './components/icons/glyphs.tsx';
export * from './components/ScreenPlaceholder.tsx';
export * from './components/RemoteBuildTag.tsx';

export * from './components/button/button-styles.ts';
export * from './components/button/Button.tsx';
export * from './components/button/ButtonLink.tsx';
export * from './components/badge/Badge.tsx';
export * from './components/typography/Typography.tsx';
export * from './components/spinner/Spinner.tsx';
export * from './components/progress/LoadingBar.tsx';
export * from './components/relative-time/use-now.ts';
export * from './components/relative-time/RelativeTime.tsx';
export * from './components/relative-time/ZonedTime.tsx';
export * from './components/relative-time/use-display-time-zone.ts';
export * from './components/breadcrumb/Breadcrumb.tsx';
export * from './components/popover/Popover.tsx';
export * from './components/toast/notification.ts';
export * from './components/toast/Toast.tsx';
export * from './components/toast/ToastStack.tsx';
export * from './components/empty-state/EmptyState.tsx';
export * from './components/field/field-status.ts';
export * from './components/field/Input.tsx';
export * from './components/field/Select.tsx';
export * from './components/pagination/Pagination.tsx';
export * from './components/table/DataTable.tsx';
export * from './components/table/PagedDataTable.tsx';
export * from './components/table/RowCardList.tsx';
export * from './components/table/ExportCsvButton.tsx';
export * from './components/table/TableToolbar.tsx';
export * from './power-tools/csv/csv-cell.ts';
export * from './power-tools/csv/table-csv.ts';
export * from './power-tools/csv/export-file-name.ts';
export * from './components/table/ColumnsMenu.tsx';
export * from './components/table/DensitySwitch.tsx';
export * from './components/table/TableTools.tsx';
export * from './components/table/use-saved-page-size.ts';
export * from './power-tools/columns/table-preferences.ts';
export * from './power-tools/columns/table-preferences-store.ts';
export * from './power-tools/columns/TablePreferencesContext.tsx';

export * from './table/types.ts';
export * from './table/sort-direction.ts';
export * from './table/sort-rows.ts';
export * from './table/paging.ts';
export * from './table/use-table-state.ts';
export * from './table/saved-page-size.ts';
export * from './table/time-column.ts';

export * from './components/modal/Modal.tsx';
export * from './components/tabs/Tabs.tsx';
export * from './components/tabs/TimeTabs.tsx';
export * from './components/avatar/Avatar.tsx';
export * from './components/crypto-icons/token-symbols.ts';
export * from './components/crypto-icons/networks.ts';
export * from './components/crypto-icons/TokenIcon.tsx';
export * from './components/crypto-icons/NetworkIcon.tsx';
export * from './components/crypto-icons/NetworkLabel.tsx';
export * from './components/network-select/NetworkSelect.tsx';
export * from './components/lock-cell/PremiumLockCell.tsx';
export * from './components/lock-cell/RestrictedLockCell.tsx';
export * from './components/value-bar/relative-bar.ts';
export * from './components/value-bar/RelativeValueBar.tsx';
export * from './components/value-bar/value-extremes.ts';
export * from './components/error-box/ErrorBox.tsx';
export * from './components/favourite/FavouriteStarButton.tsx';
export * from './components/token-badges/TokenAgeBadge.tsx';
export * from './components/token-badges/TokenAgeMarker.tsx';
export * from './components/copy-button/CopyButton.tsx';
export * from './components/address/ContractAddress.tsx';
export * from './components/token-logo/TokenLogo.tsx';
export * from './components/price/PriceChange.tsx';
export * from './components/tooltip/Tooltip.tsx';
export * from './components/risk/RiskBadges.tsx';
export * from './components/sparkline/sparkline-path.ts';
export * from './components/sparkline/Sparkline.tsx';
export * from './components/sparkline/SparklineLines.tsx';
export * from './components/token-badges/ScoreBadge.tsx';
export * from './components/color-mode/ColorModeToggle.tsx';
export * from './components/sign-in-prompt/SignInPrompt.tsx';
export * from './components/accordion/Accordion.tsx';
export * from './components/switch/Switch.tsx';
export * from './components/alert-rule/AlertRuleForm.tsx';
export * from './components/alert-rule/AlertRuleDialog.tsx';
export * from './components/alert-rule/CreateAlertButton.tsx';

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

export * from './format/score.ts';
export * from './format/token-age.ts';
export * from './format/signed-count.ts';
export * from './format/sign-tone.ts';
export * from './format/net-position.ts';

export * from './table/table-query.ts';
export * from './components/table/TableWithPagination.tsx';

export * from './components/multiselect/multiselect-logic.ts';
export * from './components/multiselect/Multiselect.tsx';
// The DatePicker itself is light; its calendar (react-day-picker, date-fns) loads lazily.
export * from './components/date-picker/date-rules.ts';
export * from './components/date-picker/DatePicker.tsx';

export * from './screen/TopScreenFilters.tsx';
export * from './screen/MarketCapInput.tsx';
export * from './screen/DataScreen.tsx';
export * from './screen/DataFreshness.tsx';
export * from './screen/RefreshFailedNotice.tsx';
export * from './screen/TopTableScreen.tsx';
export * from './screen/token-columns.tsx';
export * from './screen/figure-columns.tsx';
export * from './screen/essentials-columns.tsx';
export * from './screen/TokenRowCard.tsx';
export * from './screen/HideRiskyToggle.tsx';
export * from './screen/PageSection.tsx';
export * from './token-page/chart-data.ts';
export * from './token-page/chart-locale.ts';
export type { ChartLibrary } from './token-page/price-netflow-chart.ts';
export * from './token-page/PriceNetflowChart.tsx';
export * from './token-page/ChartLegend.tsx';
export * from './token-page/detail-periods.ts';
export * from './token-page/PeriodFilter.tsx';
export * from './token-page/holder-rows.ts';
export * from './token-page/holder-columns.tsx';
export * from './token-page/HoldersPanel.tsx';
export * from './search/search-examples.ts';
export * from './search/SearchTips.tsx';
export * from './search/SearchForm.tsx';
export * from './search/use-query-draft.ts';

// Research screens' building blocks: a small chart, key-figure cards, placeholders, Follow.
export * from './charts/line-area-geometry.ts';
export * from './charts/LineAreaChart.tsx';
export * from './components/skeleton/Skeleton.tsx';
export * from './components/stat-grid/StatGrid.tsx';
export * from './components/follow-button/FollowButton.tsx';
