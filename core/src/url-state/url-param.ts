/**
 * The one way a screen keeps state in the URL query: a typed parameter with a codec and a
 * default. Reading never fails: an odd value (a hand-edited link, an old bookmark) reads as
 * the default, so nothing the browser cannot vouch for reaches a screen or the API.
 * Defaults are left out of the URL, so the plain address is the default view.
 */
export interface UrlParam<T> {
  /** The query key, already namespaced when two views share a page. */
  readonly key: string;
  readonly defaultValue: T;
  /** Reads a raw value; null (absent) or anything odd gives the default. */
  parse(raw: string | null): T;
  /** The text written to the URL; '' (or the default) removes the key. */
  serialize(value: T): string;
}

/** Prefixes keys so two tables (or feeds) on one page keep their own state: `cex.page`. */
export function namespacedKey(namespace: string | undefined, key: string): string {
  return namespace ? `${namespace}.${key}` : key;
}

/** One of a fixed list of values, e.g. a network or a token filter. */
export function enumParam<const T extends string>(
  key: string,
  values: readonly T[],
  defaultValue: T,
): UrlParam<T> {
  return {
    key,
    defaultValue,
    parse: (raw) =>
      raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : defaultValue,
    serialize: (value) => value,
  };
}

export interface IntParamOptions<T extends number | null> {
  defaultValue: T;
  min?: number;
  max?: number;
  /** When given, only these values are accepted (a select's options). */
  allowed?: readonly number[];
}

const WHOLE = /^-?\d{1,16}$/;

/** A whole number in a range (or from a list); '1e3', '-5' below min or '12abc' read as the default. */
export function intParam<T extends number | null>(
  key: string,
  {
    defaultValue,
    min = Number.MIN_SAFE_INTEGER,
    max = Number.MAX_SAFE_INTEGER,
    allowed,
  }: IntParamOptions<T>,
): UrlParam<T> {
  return {
    key,
    defaultValue,
    parse(raw) {
      if (raw === null || !WHOLE.test(raw.trim())) return defaultValue;
      const value = Number(raw.trim());
      if (!Number.isSafeInteger(value) || value < min || value > max) return defaultValue;
      if (allowed && !allowed.includes(value)) return defaultValue;
      return value as T;
    },
    serialize: (value) => (value === null ? '' : String(value)),
  };
}

/** Free text, cut to a length any real value fits. */
export function textParam(key: string, maxLength = 200): UrlParam<string> {
  return {
    key,
    defaultValue: '',
    parse: (raw) => (raw ?? '').slice(0, maxLength),
    serialize: (value) => value.slice(0, maxLength),
  };
}

export function readParam<T>(params: URLSearchParams, param: UrlParam<T>): T {
  return param.parse(params.get(param.key));
}

/** Writes a value into a copy of the parameters; the default (or '') removes the key. */
export function writeParam<T>(
  params: URLSearchParams,
  param: UrlParam<T>,
  value: T,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const text = param.serialize(value);
  if (text === '' || text === param.serialize(param.defaultValue)) next.delete(param.key);
  else next.set(param.key, text);
  return next;
}

export type UrlParamValues<Params extends Record<string, UrlParam<unknown>>> = {
  [Name in keyof Params]: Params[Name] extends UrlParam<infer T> ? T : never;
};

/** Reads a set of parameters at once. */
export function readParams<Params extends Record<string, UrlParam<unknown>>>(
  params: URLSearchParams,
  definitions: Params,
): UrlParamValues<Params> {
  const values: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(definitions)) values[name] = readParam(params, param);
  return values as UrlParamValues<Params>;
}
