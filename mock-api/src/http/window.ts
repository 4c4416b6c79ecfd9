import { ApiError } from './errors.ts';

export interface TimeWindow {
  from: number;
  to: number;
}

/** Resolves from_datetime / to_datetime (to defaults to now) and checks their order. */
export function resolveWindow(
  fromText: string | null | undefined,
  toText: string | null | undefined,
  now: number,
  defaultHours: number,
): TimeWindow {
  const to = toText ? Date.parse(toText) : now;
  const from = fromText ? Date.parse(fromText) : to - defaultHours * 3_600_000;
  if (from >= to)
    throw new ApiError(
      400,
      'Invalid payload: from_datetime must be before to_datetime (default: now)',
    );
  return { from, to: Math.min(to, now) };
}
