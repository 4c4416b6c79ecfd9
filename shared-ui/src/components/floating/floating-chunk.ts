/**
 * The floating chunk: floating-ui (and tabbable) with the one setup built on it. Loaded by
 * lazy-floating.tsx when a panel or a modal first opens, never with a screen's first view.
 */
export { AnchoredPanel } from './AnchoredPanel.tsx';
export { ModalLayer } from './ModalLayer.tsx';
