/** A chunk that could not be fetched (offline, a deploy replaced it): what ChunkBoundary contains. */
export class ChunkLoadFailure extends Error {
  constructor(cause: unknown) {
    super('A part of the page could not be loaded', { cause });
    this.name = 'ChunkLoadFailure';
  }
}

export interface LazyChunk<Module> {
  /** The module, fetched once; a fetch that failed is tried again by the next call. */
  load: () => Promise<Module>;
  /**
   * Starts the fetch ahead of need (the pointer or the focus reached what opens it), so the
   * first open does not wait for the network. A failure here is left to the real load.
   */
  preload: () => void;
}

/**
 * A code chunk loaded on first use: what `React.lazy` renders from, and what a trigger warms
 * up before it is used. One fetch however many components ask.
 */
export function lazyChunk<Module>(fetchModule: () => Promise<Module>): LazyChunk<Module> {
  let pending: Promise<Module> | undefined;
  const load = () => {
    pending ??= fetchModule().catch((error: unknown) => {
      pending = undefined;
      throw new ChunkLoadFailure(error);
    });
    return pending;
  };
  return {
    load,
    preload: () => {
      load().catch(() => undefined);
    },
  };
}
