import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readParams, writeParam, type UrlParam, type UrlParamValues } from './url-param.ts';

export interface UseUrlParamsOptions {
  /** Keys removed on every change, e.g. the table's page: a filter change starts at page 1. */
  resetKeys?: readonly string[];
}

export interface UrlParamsState<Params extends Record<string, UrlParam<unknown>>> {
  values: UrlParamValues<Params>;
  set: <Name extends keyof Params>(name: Name, value: UrlParamValues<Params>[Name]) => void;
}

/**
 * A set of typed URL parameters with their setter. A change replaces the history entry
 * (adjusting a view is not a step back) and drops `resetKeys`.
 */
export function useUrlParams<Params extends Record<string, UrlParam<unknown>>>(
  definitions: Params,
  { resetKeys = [] }: UseUrlParamsOptions = {},
): UrlParamsState<Params> {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Keyed on the text of the query, so the values keep their identity between renders.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(() => readParams(new URLSearchParams(search), definitions), [search]);
  const resetKey = resetKeys.join('\n');
  const set = useCallback(
    <Name extends keyof Params>(name: Name, value: UrlParamValues<Params>[Name]) => {
      const param = definitions[name] as UrlParam<UrlParamValues<Params>[Name]>;
      setParams(
        (current) => {
          const next = writeParam(current, param, value);
          for (const key of resetKey === '' ? [] : resetKey.split('\n')) next.delete(key);
          return next;
        },
        { replace: true },
      );
    },
    // definitions are module constants at every call site
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, resetKey],
  );
  return { values, set };
}
