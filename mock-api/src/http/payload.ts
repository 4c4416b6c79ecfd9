import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { ApiError } from './errors.ts';

/** Largest accepted request body; every payload of the contract is far smaller. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Turns zod issues into one readable line, e.g. `from_datetime: must be a date-time…`. */
function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

function validate<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  what = 'payload',
): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError(400, `Invalid ${what}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** Reads the JSON body (whatever the content type says) and validates it. */
export async function readPayload<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
): Promise<z.infer<S>> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES)
    throw new ApiError(413, `Request body too large (limit ${MAX_BODY_BYTES} bytes)`);
  if (text.trim() === '') throw new ApiError(400, 'Request body must be a JSON object');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON body');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'Request body must be a JSON object');
  }
  return validate(schema, body);
}
