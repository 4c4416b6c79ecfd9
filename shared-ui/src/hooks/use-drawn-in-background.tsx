import { startBackgroundDraw } from '@flowscope/core';
import { memo, useDeferredValue, useEffect, type ReactNode } from 'react';

/**
 * Its content, drawn again only when not held: while held React keeps exactly what is on
 * screen (the last content drawn, even one a click changed a moment ago) without rendering.
 */
const HeldWhileDrawing = memo(
  function HeldWhileDrawing({ content }: { content: ReactNode; hold: boolean }) {
    return content;
  },
  (_shown, next) => next.hold,
);

/**
 * Content whose new answer draws in a background pass React splits into short tasks, so a
 * phone's main thread is never blocked for a whole table or feed at once: the render the
 * answer itself causes keeps on screen what was there (rows, skeletons, a spinner, an error
 * box) until that pass lands. `answer` names the answer shown (its time, its item count);
 * anything else that changes the content (a click: a star, a sort) is drawn at once. While
 * the pass is pending the page's tickers hold their display (core's `startBackgroundDraw`), so
 * their updates do not start the pass over.
 */
export function useDrawnInBackground(
  answer: unknown,
  content: ReactNode,
): { shown: ReactNode; drawing: boolean } {
  const drawnAnswer = useDeferredValue(answer);
  const drawing = !Object.is(drawnAnswer, answer);
  useEffect(() => (drawing ? startBackgroundDraw() : undefined), [drawing]);
  return { shown: <HeldWhileDrawing hold={drawing} content={content} />, drawing };
}
