import { describe, expect, it, vi } from 'vitest';
import { failureSignature, retryWhileProgressing } from './retry-attempts.ts';

describe('retryWhileProgressing', () => {
  it('keeps going while each attempt fails somewhere new, as failed preloads are used up', async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('manifest http://r/mf-manifest.json'))
      .mockRejectedValueOnce(new Error('script http://r/remoteEntry.js'))
      .mockRejectedValueOnce(new Error('chunk http://r/919.js'))
      .mockResolvedValueOnce('screen');
    await expect(retryWhileProgressing(attempt)).resolves.toBe('screen');
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('stops at the first failure that repeats: the remote really is down', async () => {
    const attempt = vi.fn(() => Promise.reject(new Error('refused http://r/mf-manifest.json')));
    await expect(retryWhileProgressing(attempt)).rejects.toThrow('refused');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('gives up after the maximum number of attempts', async () => {
    let count = 0;
    const attempt = vi.fn(() => Promise.reject(new Error(`failure ${(count += 1)}`)));
    await expect(retryWhileProgressing(attempt, 3)).rejects.toThrow('failure 3');
    expect(attempt).toHaveBeenCalledTimes(3);
  });
});

describe('failureSignature', () => {
  it('names the causes, where the failing URL is', () => {
    const error = new Error('section could not be loaded', {
      cause: new Error('Loading chunk 919 failed. (error: http://r/919.js)'),
    });
    expect(failureSignature(error)).toBe(
      'section could not be loaded <- Loading chunk 919 failed. (error: http://r/919.js)',
    );
  });
});
