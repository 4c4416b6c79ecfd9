import type { ReactNode } from 'react';
import {
  EmptyState,
  ErrorBox,
  LoadingBar,
  SpinnerGlyph,
  staticStyles,
  textLang,
  useDrawnInBackground,
  useStaticClasses,
} from '@flowscope/shared-ui';
import {
  CARD_PLACEHOLDER_COUNT,
  CARD_PLACEHOLDER_HEIGHT,
  FeedCardSkeletons,
} from './FeedCardSkeletons.tsx';
import { FeedPremiumLock, type FeedSignIn } from './FeedPremiumLock.tsx';

const styles = staticStyles((theme) => ({
  lock: { minHeight: CARD_PLACEHOLDER_HEIGHT * CARD_PLACEHOLDER_COUNT },
  loading: { display: 'grid', gap: theme.spacing.md },
  status: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing.sm,
    color: theme.colors.textMuted,
  },
  cards: { position: 'relative', display: 'grid', gap: theme.spacing.md },
  loadingBar: { position: 'absolute', insetInline: 0, top: -6 },
}));

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
  /** Signed out: the lock also offers the sign-in. */
  signIn?: FeedSignIn | null;
  texts: FeedContentTexts;
  onRetry: () => void;
  /** The cards (and their Load More), shown once there are items. */
  children: ReactNode;
}

/**
 * What a feed shows below its header: the error box, a spinner until the first items
 * arrive, the premium lock, the empty state, or the cards. A refresh keeps the cards on
 * screen rather than flashing a spinner every 15 seconds. New cards (the first answer, Load
 * More) draw in the background, what was on screen kept and busy until they land.
 */
export function FeedContent(props: FeedContentProps) {
  // While held, the spinner or the cards on screen keep their status, the loading bar and
  // aria-busy of the load that brought the answer.
  return useDrawnInBackground(props.itemCount, <FeedContentNow {...props} />).shown;
}

function FeedContentNow({
  loading,
  error,
  itemCount,
  premiumRequired = false,
  signIn = null,
  texts,
  onRetry,
  children,
}: FeedContentProps) {
  const classes = useStaticClasses(styles);
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
  // A locked feed shows its lock at once, also while the answer that confirms it loads. The
  // lock takes the room the loading cards take, so what lies below (the build line) stays put.
  if (premiumRequired && itemCount === 0) {
    return (
      <div className={classes.lock}>
        <FeedPremiumLock signIn={signIn} />
      </div>
    );
  }
  if (loading && itemCount === 0) {
    return (
      <div className={classes.loading}>
        <div role="status" className={classes.status}>
          <SpinnerGlyph />
          <span lang={textLang(texts.loading)}>{texts.loading}</span>
        </div>
        <FeedCardSkeletons />
      </div>
    );
  }
  if (itemCount === 0) return <EmptyState text={texts.empty} />;
  return (
    <div aria-busy={loading || undefined} className={classes.cards}>
      {loading && (
        // Over the cards' top edge, taking no room: a refresh moves nothing on the page.
        <div className={classes.loadingBar}>
          <LoadingBar label={texts.loading} lang={textLang(texts.loading)} />
        </div>
      )}
      {children}
    </div>
  );
}
