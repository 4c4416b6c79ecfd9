import {
  answerFor,
  preferredSignInMode,
  readLinkedToken,
  routeTo,
  ROW_WALLETS_PERIODS,
  rowTokenSubject,
  SCREEN_ROUTES,
  useRowWallets,
  useSignIn,
  type TokenRef,
} from '@flowscope/shared-api';
import {
  Button,
  DataScreen,
  NotFoundNotice,
  Skeleton,
  staticStyles,
  Tabs,
  Typography,
  useStaticClasses,
} from '@flowscope/shared-ui';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { periodPhrase, periodTabs } from '../../components/research-periods.ts';
import { RowTokenHeader } from './RowTokenHeader.tsx';
import { RowWalletsTable } from './RowWalletsTable.tsx';
import { rowWalletsSummary } from './row-wallets-summary.ts';
import { ROW_WALLET_LIST_TABS } from './row-wallets-view.ts';
import { useRowWalletsView } from './use-row-wallets-view.ts';

const styles = staticStyles((theme) => ({
  maskedNotice: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing.sm,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
  },
  filters: { display: 'grid', gap: theme.spacing.md, minWidth: 0 },
  tabs: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing.md },
  summary: { margin: 0, minHeight: 21 },
}));

const PERIOD_TABS = periodTabs(ROW_WALLETS_PERIODS);
const IDLE = { loading: false, error: null, lastUpdated: null, retry: () => undefined };
/** A token the address cannot name still needs a value for the (disabled) query. */
const NO_TOKEN: TokenRef = { venue: 'cex', coin: '-' };

/** Signed out, the API masks every wallet: say why, and offer the sign-in. */
function MaskedNotice() {
  const classes = useStaticClasses(styles);
  const session = useSignIn();
  if (session.isAuthenticated) return null;
  return (
    <div role="note" className={classes.maskedNotice}>
      Wallet addresses are hidden until you sign in.
      <Button
        variant="secondary"
        size="sm"
        loading={session.busy}
        onClick={() => void session.signIn(preferredSignInMode())}
      >
        Sign in with Discord
      </Button>
    </div>
  );
}

/**
 * Smart-Money Wallets (/research/token/:venue/:token/wallets?list=&period=): the wallets behind
 * a Top row's Wallets count, each opening its profile with the row's token to compare.
 */
export default function RowWalletsScreen() {
  const classes = useStaticClasses(styles);
  const params = useParams();
  const asked = useMemo(
    () => readLinkedToken(params.venue, params.token),
    [params.venue, params.token],
  );
  const view = useRowWalletsView();
  const token = asked ?? NO_TOKEN;
  const state = useRowWallets(
    { token, list: view.list, period: view.period, range: view.range },
    asked !== null,
  );
  const answer = answerFor(state.data, rowTokenSubject(token));
  const notFound = asked === null || answer.status === 'not-found';
  const found = answer.status === 'found' ? answer.view : null;
  const when = view.range ? `${view.range.from} to ${view.range.to}` : periodPhrase(view.period);

  return (
    <DataScreen
      title={SCREEN_ROUTES.rowWallets.title}
      list={asked === null ? IDLE : state}
      firstLoad="content"
      refreshable={!notFound}
      filters={
        asked !== null &&
        !notFound && (
          <div className={classes.filters}>
            <RowTokenHeader asked={asked} token={found?.token ?? null} />
            <div className={classes.tabs}>
              <Tabs
                aria-label="Wallets"
                items={ROW_WALLET_LIST_TABS}
                value={view.list}
                onValueChange={view.setList}
              />
              <Tabs
                aria-label="Period"
                items={PERIOD_TABS}
                value={view.range ? null : view.period}
                onValueChange={view.setPeriod}
              />
            </div>
            <Typography level="sm" className={classes.summary}>
              {found ? rowWalletsSummary(found, when) : <Skeleton width="70%" height={14} />}
            </Typography>
            <MaskedNotice />
          </div>
        )
      }
    >
      {notFound ? (
        <NotFoundNotice
          headingLevel="h2"
          framed
          title="Token not found"
          message="No listed token matches this address. Open the wallets from a row of a Top list."
          back={{
            to: routeTo.screen(
              params.venue === 'dex' ? 'topAccumulationsDex' : 'topAccumulationsCex',
            ),
            label: 'Back to Top Accumulations',
          }}
        />
      ) : (
        <RowWalletsTable
          wallets={found?.wallets ?? null}
          list={view.list}
          token={token}
          loading={state.loading || found === null}
        />
      )}
    </DataScreen>
  );
}
