import { describe, expect, it, vi } from 'vitest';
import {
  backgroundDrawPending,
  heldWhileDrawing,
  onBackgroundDrawsSettled,
  startBackgroundDraw,
} from './background-draws.ts';

describe('background draws', () => {
  it('is pending until every started pass has landed, then tells each listener once', () => {
    const settled = vi.fn();
    const unsubscribe = onBackgroundDrawsSettled(settled);
    expect(backgroundDrawPending()).toBe(false);
    const finishTable = startBackgroundDraw();
    const finishFeed = startBackgroundDraw();
    expect(backgroundDrawPending()).toBe(true);
    finishTable();
    expect(backgroundDrawPending()).toBe(true);
    expect(settled).not.toHaveBeenCalled();
    finishFeed();
    expect(backgroundDrawPending()).toBe(false);
    expect(settled).toHaveBeenCalledTimes(1);
    unsubscribe();
    startBackgroundDraw()();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('counts a pass once however often its finish is called', () => {
    const finishFirst = startBackgroundDraw();
    const finishSecond = startBackgroundDraw();
    finishFirst();
    finishFirst();
    expect(backgroundDrawPending()).toBe(true);
    finishSecond();
    expect(backgroundDrawPending()).toBe(false);
  });

  it("holds a ticker's display while a pass is pending and shows it once when the pass lands", () => {
    const show = vi.fn();
    const display = heldWhileDrawing(show);
    display.tick();
    expect(show).toHaveBeenCalledTimes(1);
    const finish = startBackgroundDraw();
    display.tick();
    display.tick();
    expect(show).toHaveBeenCalledTimes(1);
    finish();
    expect(show).toHaveBeenCalledTimes(2);
    display.stop();
    startBackgroundDraw()();
    expect(show).toHaveBeenCalledTimes(2);
  });
});
