/** Every message of an error and its causes: where a load failed (the URL is in them). */
export function failureSignature(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages.join(' <- ');
}

/** More than the files a remote's screen loads one after another (manifest, entry, expose, chunk). */
const MAX_RETRY_ATTEMPTS = 6;

/**
 * Runs a user's Retry of a remote load. The page's preload hints for a remote that was down
 * failed, and the browser answers the next request for each such URL with that failure once:
 * the manifest on the first attempt, the entry on the next, then the expose and the screen's
 * chunk. So a retry goes on while each attempt fails somewhere new (it got further), and stops
 * at the first failure repeated exactly (the remote really is down) or after MAX attempts.
 */
export async function retryWhileProgressing<T>(
  attempt: () => Promise<T>,
  maxAttempts = MAX_RETRY_ATTEMPTS,
): Promise<T> {
  let previous: string | undefined;
  for (let count = 1; ; count += 1) {
    try {
      return await attempt();
    } catch (error) {
      const signature = failureSignature(error);
      if (signature === previous || count >= maxAttempts) throw error;
      previous = signature;
    }
  }
}
