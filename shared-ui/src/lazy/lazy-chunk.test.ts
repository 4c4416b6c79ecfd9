import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadFailure, lazyChunk } from './lazy-chunk.ts';

describe('lazyChunk', () => {
  it('fetches once, however many preload and load it', async () => {
    const fetchModule = vi.fn(() => Promise.resolve({ answer: 42 }));
    const chunk = lazyChunk(fetchModule);
    expect(fetchModule).not.toHaveBeenCalled();
    chunk.preload();
    chunk.preload();
    expect(await chunk.load()).toEqual({ answer: 42 });
    expect(await chunk.load()).toEqual({ answer: 42 });
    expect(fetchModule).toHaveBeenCalledTimes(1);
  });

  it('reports a failed fetch as a ChunkLoadFailure and fetches again next time', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const fetchModule = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValue({ answer: 42 });
    const chunk = lazyChunk(fetchModule);
    const failure = await chunk.load().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkLoadFailure);
    expect((failure as ChunkLoadFailure).cause).toBe(offline);
    expect(await chunk.load()).toEqual({ answer: 42 });
    expect(fetchModule).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed preload to the real load', async () => {
    const fetchModule = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module');
    const chunk = lazyChunk(fetchModule);
    chunk.preload();
    expect(fetchModule).toHaveBeenCalledTimes(1);
    // Let the failed preload settle; nothing is thrown at the trigger that asked for it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await chunk.load()).toBe('module');
    expect(fetchModule).toHaveBeenCalledTimes(2);
  });
});
