import { heldWhileDrawing, type HeldDisplay } from '@flowscope/core';
import { useSyncExternalStore } from 'react';

/**
 * One shared one-second clock for the page: every relative time re-reads it, so a feed of a
 * hundred cards runs one timer, not a hundred, and all of them agree on "now". Its updates are
 * urgent (an external store's always are), so while a new answer draws in the background the
 * clock holds what it shows and catches up once the answer has landed (core's
 * background-draws: a tick every second would start that pass over every second).
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;
let display: HeldDisplay | null = null;

function tick(): void {
  now = Date.now();
  for (const notify of listeners) notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    const held = heldWhileDrawing(tick);
    display = held;
    timer = setInterval(held.tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
      display?.stop();
      display = null;
    }
  };
}

function snapshot(): number {
  // Before anything subscribes the clock is idle; a first render must not read an old "now".
  if (timer === null && Date.now() - now >= 1000) now = Date.now();
  return now;
}

/** The current time in epoch ms, updated once a second while anything shows it. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
