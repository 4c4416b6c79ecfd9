/** Test helpers for screens built on shared-ui (`@flowscope/shared-ui/testing`); never in a bundle. */
export { renderScreen, type LocationRecorder, type RenderScreenOptions } from './render-screen.tsx';
