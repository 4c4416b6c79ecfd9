import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** How long a screen's first load may take in process (mock-api builds its market once). */
export const FIRST_LOAD = { timeout: 10_000 };

/** A feed's cards, in order. */
export const feedCards = (): HTMLElement[] => screen.queryAllByRole('article');

export const loadMoreButton = (): HTMLElement | null =>
  screen.queryByRole('button', { name: 'Load More' });

/** The feed's Refresh: named 'Refresh' alone; the ticking count is shown, not spoken. */
export const refreshButton = (): HTMLElement => screen.getByRole('button', { name: 'Refresh' });

/** The seconds the Refresh countdown shows. */
export const secondsShown = (): number =>
  Number(/(\d+)s$/.exec(refreshButton().textContent ?? '')?.[1]);

export function cardAt(index: number): HTMLElement {
  const card = feedCards()[index];
  if (!card) throw new Error(`no card ${index}`);
  return card;
}

/** The value shown under a figure's label on a card. */
export function statValue(card: HTMLElement, label: string): string | null | undefined {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** Renders a feed with `show` and waits for its first page of `count` cards. */
export async function showFeed<View>(show: () => View, count = 20): Promise<View> {
  const view = show();
  expect(await screen.findAllByRole('article', {}, FIRST_LOAD)).toHaveLength(count);
  return view;
}

/**
 * Waits until nothing on the page is busy: the cards' background pass has landed, so tickers
 * (the countdown, relative times) no longer hold their display for it (core's background draws).
 */
export async function untilDrawn(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
}

/**
 * Pastes `text` into the field labelled `label`: pasted, so a test does not depend on how
 * fast the DOM emulation re-renders per key.
 */
export async function pasteInto(label: string, text: string): Promise<void> {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

/**
 * Enters each text into the field of its label at one moment, as if pasted into each with no
 * time between: the fields change in one batch, so a test that two changes make one debounced
 * request does not depend on how fast a busy machine runs from one paste to the next (the
 * pause restarting on each change is proven on the debounce itself).
 */
export function enterAtOnce(texts: Readonly<Record<string, string>>): void {
  act(() => {
    for (const [label, text] of Object.entries(texts))
      fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
  });
}
