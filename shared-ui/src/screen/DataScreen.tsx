import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { ErrorBox } from '../components/error-box/ErrorBox.tsx';
import { Spinner } from '../components/spinner/Spinner.tsx';

export interface DataScreenProps {
  title: string;
  /** External documentation for the screen ('Learn More'). */
  learnMoreUrl?: string;
  filters?: ReactNode;
  /** First load under way: the spinner shows (a reload keeps the rows on screen). */
  loading: boolean;
  /** The load failed: the error box with Retry replaces the content. */
  error: { title: string; message: string; onRetry: () => void } | null;
  /** A quiet line under the title, e.g. when the data was last updated. */
  status?: ReactNode;
  children: ReactNode;
}

/** The common frame of a data screen: title, filters, spinner, error box, content. */
export function DataScreen({
  title,
  learnMoreUrl,
  filters,
  loading,
  error,
  status,
  children,
}: DataScreenProps) {
  return (
    <section
      aria-labelledby="data-screen-title"
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.spacing.lg,
        padding: theme.spacing.lg,
        minWidth: 0,
      })}
    >
      <header
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: theme.spacing.md,
        })}
      >
        <div css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.xs })}>
          <h1
            id="data-screen-title"
            css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.h1 })}
          >
            {title}
          </h1>
          {status && (
            <p
              css={(theme: Theme) => ({
                margin: 0,
                fontSize: theme.fontSizes.xs,
                color: theme.colors.textMuted,
              })}
            >
              {status}
            </p>
          )}
        </div>
        {learnMoreUrl && (
          <a href={learnMoreUrl} target="_blank" rel="noopener noreferrer">
            Learn More
          </a>
        )}
      </header>
      {filters}
      {error ? (
        <ErrorBox
          title={error.title}
          message={error.message}
          retryLabel="Retry"
          onRetry={error.onRetry}
        />
      ) : loading ? (
        <div
          css={(theme: Theme) => ({
            display: 'flex',
            justifyContent: 'center',
            padding: theme.spacing.xxl,
          })}
        >
          <Spinner size="lg" label={`Loading ${title}`} />
        </div>
      ) : (
        children
      )}
    </section>
  );
}
