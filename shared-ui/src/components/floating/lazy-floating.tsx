import { lazy, Suspense, type ReactNode } from 'react';
import { ChunkBoundary } from '../../lazy/ChunkBoundary.tsx';
import { lazyChunk } from '../../lazy/lazy-chunk.ts';
import type { AnchoredPanelProps, ModalLayerProps } from './floating-options.ts';

/**
 * floating-ui stays out of every screen's first view: a closed popover, tooltip, list, date
 * picker or modal renders without it, and the floating chunk is fetched when one first opens
 * (or, through `preloadFloating`, when the pointer or the focus reaches a trigger).
 */
const floatingChunk = lazyChunk(() => import('./floating-chunk.ts'));

/** Fetches the floating chunk ahead of the first open; call it on a trigger's pointer enter and focus. */
export const preloadFloating = floatingChunk.preload;

const AnchoredPanel = lazy(() =>
  floatingChunk.load().then((chunk) => ({ default: chunk.AnchoredPanel })),
);
const ModalLayer = lazy(() =>
  floatingChunk.load().then((chunk) => ({ default: chunk.ModalLayer })),
);

/** Shows its lazy child once the chunk is here; nothing before, nor if the chunk fails. */
function OnceLoaded({ children }: { children: ReactNode }) {
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </ChunkBoundary>
  );
}

/** The open panel of a popover-like component. */
export function LazyAnchoredPanel(props: AnchoredPanelProps) {
  return (
    <OnceLoaded>
      <AnchoredPanel {...props} />
    </OnceLoaded>
  );
}

/** A modal dialog's layer. */
export function LazyModalLayer(props: ModalLayerProps) {
  return (
    <OnceLoaded>
      <ModalLayer {...props} />
    </OnceLoaded>
  );
}
