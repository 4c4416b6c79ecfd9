/** The window event a failed code-chunk load fires (spec §8: "a preload-error event"). */
export const PRELOAD_ERROR_EVENT = 'preload-error';

export interface PreloadErrorDetail {
  /** The remote whose code failed to load. */
  remote: string;
  error: unknown;
}

/**
 * Tells the page a chunk failed to load. The event is cancelable, as the spec's is; the failure
 * still reaches the section's boundary either way, so "This section is unavailable" with Retry
 * stays: a screen whose code did not arrive has nothing else to show.
 */
export function firePreloadError(detail: PreloadErrorDetail, target: EventTarget = window): void {
  target.dispatchEvent(
    new CustomEvent<PreloadErrorDetail>(PRELOAD_ERROR_EVENT, { detail, cancelable: true }),
  );
}
