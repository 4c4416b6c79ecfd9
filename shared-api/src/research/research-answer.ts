import { isApiError } from '../http/api-error.ts';
import type { PremiumObject } from '../endpoints/shared/results.ts';

/**
 * What a research screen got for what it asked: its data, no such subject (the API's 404, or
 * a 400 for an address it could not read), or the premium lock. `subject` names what was asked
 * (a handle, a wallet, a token), so a screen never shows one subject's answer under another's
 * address while the next one loads.
 */
export type ResearchAnswer<View> =
  | { status: 'idle' }
  | { status: 'found'; subject: string; view: View }
  | { status: 'not-found'; subject: string }
  | { status: 'premium-required'; subject: string };

export const IDLE_ANSWER = { status: 'idle' } as const satisfies ResearchAnswer<never>;

/** The API's way of saying there is no such token, wallet or influencer. */
function isNotFoundError(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 400)
  );
}

/** Runs a call and files its outcome; other failures stay failures (the error box, Retry). */
export async function answerOf<View>(
  subject: string,
  call: () => Promise<View>,
): Promise<ResearchAnswer<View>> {
  try {
    return { status: 'found', subject, view: await call() };
  } catch (error) {
    if (isNotFoundError(error)) return { status: 'not-found', subject };
    throw error;
  }
}

/** As answerOf, for a premium-gated profile: 'Non-premium' is the lock. */
export async function premiumAnswerOf<View>(
  subject: string,
  call: () => Promise<PremiumObject<View>>,
): Promise<ResearchAnswer<View>> {
  const answer = await answerOf(subject, call);
  if (answer.status !== 'found') return answer;
  return answer.view.premiumRequired
    ? { status: 'premium-required', subject }
    : { status: 'found', subject, view: answer.view.data };
}

/** The answer if it is about `subject`, else idle (another subject's, still on screen). */
export function answerFor<View>(
  answer: ResearchAnswer<View>,
  subject: string,
): ResearchAnswer<View> {
  return answer.status !== 'idle' && answer.subject === subject ? answer : IDLE_ANSWER;
}
