import {
  SIGNAL_HORIZONS,
  type SignalHorizon,
  type SignalReturns,
} from '../../contract/track-record.ts';
import { formatPercent } from '../format/numbers.ts';

/** How a horizon reads: '1h', '4h', '24h'. */
export const SIGNAL_HORIZON_LABELS: Record<SignalHorizon, string> = {
  h1: '1h',
  h4: '4h',
  h24: '24h',
};

/** One horizon's return after a signal: null while its time has not come. */
interface SignalReturnView {
  horizon: SignalHorizon;
  label: string;
  /** Ratio: 0.124 is +12.4 %. */
  value: number | null;
  /** '+12.40%', or '' while the time has not come. */
  formatted: string;
}

/** What the price did after an alpha signal, for its card. */
export interface SignalReturnsView {
  returns: SignalReturnView[];
  /** 'after 1h +12.40% · 4h +3.02% · 24h -3.10%' over the horizons that have come; '' before 1 h. */
  summary: string;
}

const NO_SIGNAL_RETURNS: SignalReturnsView = { returns: [], summary: '' };

/**
 * Maps an alert's `returns` (absent from a server that does not send them: no returns to
 * show). Horizons still to come are kept, unformatted, so a card can show their place.
 */
export function mapSignalReturns(returns: SignalReturns | null | undefined): SignalReturnsView {
  if (!returns) return NO_SIGNAL_RETURNS;
  const views = SIGNAL_HORIZONS.map((horizon) => {
    const value = returns[horizon];
    return {
      horizon,
      label: SIGNAL_HORIZON_LABELS[horizon],
      value,
      formatted: value === null ? '' : formatPercent(value),
    };
  });
  const known = views.filter((view) => view.value !== null);
  return {
    returns: views,
    summary:
      known.length === 0
        ? ''
        : `after ${known.map((view) => `${view.label} ${view.formatted}`).join(' · ')}`,
  };
}
