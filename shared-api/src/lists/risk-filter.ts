import { enumParam, isRiskyToken, useUrlParams, type TokenRiskLike } from '@flowscope/core';
import { useMemo } from 'react';
import { PAGE_QUERY_KEY } from './top-query.ts';

/** `?risky=hide` leaves risky tokens out of a DEX list; absent (the default) shows every one. */
const hideRiskyParam = enumParam('risky', ['show', 'hide'], 'show');

const RISK_FILTER_PARAMS = { risky: hideRiskyParam };
const RESET_ON_CHANGE = [PAGE_QUERY_KEY];

export interface RiskFilter<Row> {
  hideRisky: boolean;
  setHideRisky: (hide: boolean) => void;
  /** The rows the trader sees: without the risky ones while 'Hide risky' is on. */
  rows: Row[];
  /** How many of the rows it leaves out now. */
  hiddenCount: number;
}

/**
 * 'Hide risky' of the DEX lists, kept in the URL so a shared link shows the same rows. It
 * filters the loaded rows on the client (the API is not asked again) and, like the other
 * filters, sends the table back to page 1. Risky: a honeypot, or a contract that can still
 * mint (core's isRiskyToken); masked rows and rows without flags stay.
 */
export function useRiskFilter<Row extends { risk?: TokenRiskLike | null }>(
  rows: readonly Row[],
): RiskFilter<Row> {
  const { values, set } = useUrlParams(RISK_FILTER_PARAMS, { resetKeys: RESET_ON_CHANGE });
  const hideRisky = values.risky === 'hide';
  const shown = useMemo(
    () => (hideRisky ? rows.filter((row) => !isRiskyToken(row.risk)) : [...rows]),
    [rows, hideRisky],
  );
  return {
    hideRisky,
    setHideRisky: (hide) => set('risky', hide ? 'hide' : 'show'),
    rows: shown,
    hiddenCount: rows.length - shown.length,
  };
}
