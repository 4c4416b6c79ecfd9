import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLBACK_TIMINGS, decideCallbackAction, runCallbackAction } from './callback-plan.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('what the callback page does next', () => {
  it('waits while processing', () => {
    expect(decideCallbackAction({ status: 'processing' }, { inPopup: true })).toEqual({
      kind: 'wait',
    });
    expect(decideCallbackAction({ status: 'processing' }, { inPopup: false })).toEqual({
      kind: 'wait',
    });
  });

  it('closes a popup after 500 ms on success and 2 s on error', () => {
    expect(decideCallbackAction({ status: 'success' }, { inPopup: true })).toEqual({
      kind: 'close',
      afterMs: 500,
    });
    expect(decideCallbackAction({ status: 'error', message: 'x' }, { inPopup: true })).toEqual({
      kind: 'close',
      afterMs: 2_000,
    });
  });

  it("without an opener goes to the return path (default '/') after 2 s or 3 s", () => {
    expect(decideCallbackAction({ status: 'success' }, { inPopup: false })).toEqual({
      kind: 'navigate',
      to: '/',
      afterMs: 2_000,
    });
    expect(
      decideCallbackAction(
        { status: 'error', message: 'x' },
        { inPopup: false, returnPath: '/favorites' },
      ),
    ).toEqual({ kind: 'navigate', to: '/favorites', afterMs: 3_000 });
    expect(CALLBACK_TIMINGS).toEqual({
      popupCloseAfterSuccessMs: 500,
      popupCloseAfterErrorMs: 2_000,
      redirectAfterSuccessMs: 2_000,
      redirectAfterErrorMs: 3_000,
    });
  });

  it('carries the action out after its delay, and can be cancelled', () => {
    const close = vi.fn();
    const navigate = vi.fn();
    runCallbackAction({ kind: 'close', afterMs: 500 }, { close, navigate });
    vi.advanceTimersByTime(499);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledOnce();

    runCallbackAction({ kind: 'navigate', to: '/', afterMs: 3_000 }, { navigate });
    vi.advanceTimersByTime(2_999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/');

    const cancel = runCallbackAction({ kind: 'navigate', to: '/x', afterMs: 2_000 }, { navigate });
    cancel();
    vi.advanceTimersByTime(5_000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('closes the window itself when no close handler is given', () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    runCallbackAction({ kind: 'close', afterMs: 500 }, { navigate: vi.fn() });
    vi.advanceTimersByTime(500);
    expect(close).toHaveBeenCalledOnce();
  });
});
