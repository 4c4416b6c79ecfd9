/**
 * The public entry of @flowscope/core: the rules, formats, URL state and types that both
 * shared-ui (which shows them) and shared-api (which maps and sends them) need. It imports
 * neither of them nor any app package (lint enforces it), so the two can share it without
 * depending on each other. Curated: each name is listed once, here.
 */

// Number, money and score formatting (shell-and-session §9): one text for a value everywhere.
export { NOT_AVAILABLE, toFiniteNumber } from './format/not-available.ts';
export { builtOnFirstUse } from './format/built-on-first-use.ts';
export { formatCurrency } from './format/currency.ts';
export {
  formatMarketCap,
  formatSignedFlow,
  formatCompactNumber,
  formatCount,
} from './format/market-cap.ts';
export { formatSignedPercent } from './format/percent.ts';
export {
  type ScoreRating,
  cexScoreRating,
  dexScoreRating,
  SCORE_RATING_LABELS,
} from './format/score-rating.ts';
export {
  type TokenNameParts,
  shortenAddress,
  abbreviateAddress,
  tokenDisplayName,
} from './format/token-name.ts';

// The clock times are shown on, and date-times formatted on it.
export {
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
} from './format/time-zone.ts';
export {
  timeZoneAbbreviation,
  formatZonedDateTime,
  formatZonedClockTime,
} from './format/zoned-date-time.ts';
export {
  SERVER_TIMESTAMP_SHIFT_MS,
  type Timestamp,
  toShiftedInstant,
  type RelativeTimeOptions,
  formatRelativeTime,
} from './format/relative-time.ts';

// Money as traders type it, and market-cap bounds read from it.
export { parseMoneyString } from './money/money-string.ts';
export {
  MAX_CAP_BOUND,
  UNKNOWN_CAPS_LEFT_OUT,
  type CapReading,
  readCapText,
  capRangeProblem,
} from './money/cap-hints.ts';

// Calendar days and day ranges (yyyy-MM-dd).
export {
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
} from './dates/date-value.ts';
export { type DayRange } from './dates/day-range.ts';

// Periods: the Top screens' time tabs and the token page's detail periods.
export {
  TIME_PERIODS,
  type TimePeriod,
  DEFAULT_TIME_PERIOD,
  TIME_PERIOD_HOURS,
} from './periods/time-periods.ts';
export {
  DETAIL_PERIODS,
  type DetailPeriod,
  DEFAULT_DETAIL_PERIOD,
  DETAIL_PERIOD_HOURS,
} from './periods/detail-periods.ts';

// Screen state in the URL: typed query parameters, day ranges, and the hook that reads and writes them.
export {
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
} from './url-state/url-param.ts';
export {
  type DayRangeKeys,
  dayRangeKeys,
  readDayRange,
  writeDayRange,
} from './url-state/day-range-param.ts';
export {
  type UseUrlParamsOptions,
  type UrlParamsState,
  useUrlParams,
} from './url-state/use-url-params.ts';

// Token risk flags and the 'hide risky' rule.
export {
  type TokenRiskFlagName,
  type TokenRiskLevelName,
  type TokenRiskLike,
  riskFlagLabel,
  riskSummary,
  riskChecks,
  isRiskyToken,
} from './risk/token-risk.ts';

// The alpha feeds' 'Min active wallets' choices.
export {
  MIN_ACTIVE_WALLETS_OPTIONS,
  DEFAULT_MIN_ACTIVE_WALLETS,
  parseMinActiveWallets,
} from './feed/min-active-wallets.ts';

// Links a token row or card opens.
export { type OutboundLink, type TokenCardLink, type TokenLink } from './links/token-links.ts';

// An alert rule as its form edits it, and what a submit came to.
export {
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
} from './alerts/alert-rule-draft.ts';

// Background passes drawing a new answer, which tickers wait for instead of restarting them.
export {
  startBackgroundDraw,
  type HeldDisplay,
  heldWhileDrawing,
} from './scheduling/background-draws.ts';
// Long answers read in slices, each a task of its own.
export {
  type NextTask,
  nextMessageTask,
  type ItemRange,
  type SliceOptions,
  mapInSlices,
} from './scheduling/slices.ts';
