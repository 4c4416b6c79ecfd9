import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { useNotificationStore } from '../notifications/notification-store.ts';

/** What a feed shows when its call fails, and how the trader gets the cards back. */
export interface FeedFailureCase {
  /** Makes the calls to `path` fail with `status` until restored (the in-process API's). */
  failNext: (path: string, status: number) => { restore: () => void };
  path: string;
  status: number;
  /** Renders the feed. */
  show: () => unknown;
  /** The error box's heading and its retry button's name, in the feed's language. */
  errorText: string;
  retryName: string;
  /** What the error notification must carry (title, message...). */
  notification: Record<string, unknown>;
}

/**
 * Asserts the failure path of a feed: the error box with the server's message and the error
 * notification, then that the retry button brings the first 20 cards and the box goes.
 */
export async function expectFeedFailureThenRetry(feed: FeedFailureCase): Promise<void> {
  const failure = feed.failNext(feed.path, feed.status);
  feed.show();
  const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
  expect(within(alert).getByText(feed.errorText)).toBeTruthy();
  expect(within(alert).getByText('Server error occurred')).toBeTruthy();
  expect(useNotificationStore.getState().notifications[0]).toMatchObject(feed.notification);

  failure.restore();
  fireEvent.click(within(alert).getByRole('button', { name: feed.retryName }));
  expect(await screen.findAllByRole('article', {}, { timeout: 10_000 })).toHaveLength(20);
  expect(screen.queryByRole('alert')).toBeNull();
}
