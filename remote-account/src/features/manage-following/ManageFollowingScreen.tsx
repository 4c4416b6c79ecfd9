import { routeTo, SCREEN_ROUTES, useNonPremiumRedirect } from '@flowscope/shared-api';
import { type InfluencerRowBase } from '@flowscope/shared-api/feeds';
import { ButtonLink, DataScreen, staticStyles, Tabs, useStaticClasses } from '@flowscope/shared-ui';
import { FeedPremiumLock } from '@flowscope/shared-ui/feed';
import { InfluencerTable } from './components/InfluencerTable.tsx';
import { ManageToolbar } from './components/ManageToolbar.tsx';
import { SignedOutPrompt } from './components/SignedOutPrompt.tsx';
import { useManageFollowing } from './hooks/use-manage-following.ts';
import type { ManageTab } from './manage-view.ts';
import type { ManageMarket } from './markets.tsx';

const styles = staticStyles((theme) => ({
  filters: { display: 'grid', gap: theme.spacing.md },
}));

/**
 * Manage Following Influencers (spec §2), one screen for both markets: the trader picks the
 * influencers whose posts their Influencer Feed shows. Follows go through the shared store,
 * so the feed (in another remote) follows the choice without a reload.
 */
export function ManageFollowingScreen<Row extends InfluencerRowBase>({
  config,
}: {
  config: ManageMarket<Row>;
}) {
  const classes = useStaticClasses(styles);
  const view = useManageFollowing(config);
  useNonPremiumRedirect(
    { nonPremium: view.premiumRequired, answeredAt: view.list.lastUpdated },
    'influencers',
  );
  const title = SCREEN_ROUTES[config.screen].title;
  // The search box appears with the list, so a trader without premium never meets it.
  const ready = view.signedIn && !view.premiumRequired && view.list.lastUpdated !== null;
  const tabs = [
    { value: 'all', label: 'All influencers' },
    { value: 'chosen', label: `Your Chosen Influencers (${view.chosenCount})` },
  ] as const satisfies readonly { value: ManageTab; label: string }[];

  return (
    <DataScreen
      title={title}
      list={view.list}
      errorTitle={config.inlineErrorTitle}
      filters={
        <div className={classes.filters}>
          <div>
            <ButtonLink to={routeTo.screen(config.feed)} variant="textLink" size="sm">
              Back to {SCREEN_ROUTES[config.feed].title}
            </ButtonLink>
          </div>
          {ready && <ManageToolbar search={view.search} onSearchChange={view.setSearch} />}
        </div>
      }
    >
      {!view.signedIn ? (
        <SignedOutPrompt />
      ) : view.premiumRequired ? (
        <FeedPremiumLock />
      ) : (
        <Tabs
          aria-label="Influencers"
          variant="naked"
          items={tabs}
          value={view.tab}
          onValueChange={view.setTab}
          renderPanel={() => (
            <InfluencerTable
              label={`${config.market.toUpperCase()} influencers`}
              rows={view.rows}
              columns={config.columns}
              emptyState={view.emptyState}
            />
          )}
        />
      )}
    </DataScreen>
  );
}
