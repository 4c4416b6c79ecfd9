/** Why a call failed; lets callers tell a dead network from a server refusal or a bad payload. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

export interface ApiErrorOptions {
  status: number;
  kind: ApiErrorKind;
  /** The parsed body the server sent with the failure, when there was one. */
  data?: unknown;
  cause?: unknown;
}

/** The one error every call raises (spec §7: 'HTTP Error {status}', 'Network Error' with status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly data: unknown;

  constructor(message: string, options: ApiErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.kind = options.kind;
    this.data = options.data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const NETWORK_ERROR_MESSAGE = 'Network Error';

export function httpErrorMessage(status: number): string {
  return `HTTP Error ${status}`;
}

/** The server's own explanation of a failure: its `message`, else its `error` field. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}
