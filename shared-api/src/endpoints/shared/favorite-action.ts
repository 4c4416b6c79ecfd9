import { ActionResponseSchema } from '../../contract/envelope.ts';
import { apiPost } from '../../http/request.ts';
import { errorMessageOf } from '../../notifications/notify-helpers.ts';
import { isNonPremium, NON_PREMIUM_MESSAGE, type FavoriteChange } from './results.ts';

/**
 * Runs one add/remove call. It succeeds only on a successful response; failures come
 * back as values, never as exceptions (data-screens §8).
 */
export async function runFavoriteAction(path: string, payload: object): Promise<FavoriteChange> {
  try {
    const { data, message } = await apiPost(path, payload, ActionResponseSchema);
    if (isNonPremium(data.result)) {
      return { ok: false, reason: 'non-premium', message: message ?? NON_PREMIUM_MESSAGE };
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: 'failed', message: errorMessageOf(error) };
  }
}
