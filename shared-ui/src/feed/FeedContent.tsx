import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { EmptyState } from '../components/empty-state/EmptyState.tsx';
import { ErrorBox } from '../components/error-box/ErrorBox.tsx';
import { SpinnerGlyph } from '../components/spinner/Spinner.tsx';
import { FeedPremiumLock } from './FeedPremiumLock.tsx';

/** The words a feed shows around its cards; each screen brings its own (some are Czech). */
export interface FeedContentTexts {
  loading: string;
  errorTitle: string;
  retry: string;
  /** Defaults to EmptyState's text. */
  empty?: string;
}

export interface FeedContentProps {
  loading: boolean;
  error: string | null;
  itemCount: number;
  /** The API answered 'Non-premium': the feed is locked. */
  premiumRequired?: boolean;
  texts: FeedContentTexts;
  onRetry: () => void;
  /** The cards (and their Load More), shown once there are items. */
  children: ReactNode;
}

/**
 * What a feed shows below its header: the error box, a spinner until the first items
 * arrive, the premium lock, the empty state, or the cards. A refresh keeps the cards on
 * screen rather than flashing a spinner every 15 seconds.
 */
export function FeedContent({
  loading,
  error,
  itemCount,
  premiumRequired = false,
  texts,
  onRetry,
  children,
}: FeedContentProps) {
  if (error !== null) {
    return (
      <ErrorBox
        title={texts.errorTitle}
        message={error}
        retryLabel={texts.retry}
        onRetry={onRetry}
        retrying={loading}
      />
    );
  }
  if (loading && itemCount === 0) {
    return (
      <div
        role="status"
        css={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: theme.spacing.sm,
          padding: theme.spacing.xl,
          color: theme.colors.textMuted,
        })}
      >
        <SpinnerGlyph />
        <span>{texts.loading}</span>
      </div>
    );
  }
  if (premiumRequired) return <FeedPremiumLock />;
  if (itemCount === 0) return <EmptyState text={texts.empty} />;
  return (
    <div
      aria-busy={loading || undefined}
      css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.md })}
    >
      {children}
    </div>
  );
}
