import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { answerFor, answerOf, premiumAnswerOf } from './research-answer.ts';

const httpError = (status: number) =>
  new ApiError(`HTTP Error ${status}`, { status, kind: 'http', data: null });

describe('research answers', () => {
  it('files a profile, the premium lock and an unknown subject apart', async () => {
    expect(
      await premiumAnswerOf('cex/a', async () => ({ data: 1, premiumRequired: false as const })),
    ).toEqual({ status: 'found', subject: 'cex/a', view: 1 });
    expect(
      await premiumAnswerOf('cex/a', async () => ({ data: null, premiumRequired: true as const })),
    ).toEqual({ status: 'premium-required', subject: 'cex/a' });
    for (const status of [404, 400]) {
      expect(await answerOf('cex/a', () => Promise.reject(httpError(status)))).toEqual({
        status: 'not-found',
        subject: 'cex/a',
      });
    }
  });

  it('leaves other failures failures, for the error box and Retry', async () => {
    await expect(answerOf('x', () => Promise.reject(httpError(500)))).rejects.toThrow(
      'HTTP Error 500',
    );
    const offline = new ApiError('Network Error', { status: 0, kind: 'network' });
    await expect(answerOf('x', () => Promise.reject(offline))).rejects.toBe(offline);
  });

  it("never hands one subject's answer to another", () => {
    const answer = { status: 'found', subject: 'cex/a', view: 1 } as const;
    expect(answerFor(answer, 'cex/a')).toBe(answer);
    expect(answerFor(answer, 'cex/b')).toEqual({ status: 'idle' });
  });
});
