import { routeTo, type TokenDetailView } from '@flowscope/shared-api';
import { HoldersPanel, staticStyles, Tabs, useStaticClasses } from '@flowscope/shared-ui';
import { DETAIL_TAB_ITEMS, type DetailTab } from './detail-tabs.ts';
import { OverviewPanel } from './OverviewPanel.tsx';
import { SwapsEmptyPanel } from './SwapsEmptyPanel.tsx';

const styles = staticStyles((t) => ({
  // Four tabs do not fit a 375 px screen in one row.
  tabs: { flexWrap: 'wrap', maxWidth: '100%' },
  panel: { paddingTop: t.spacing.lg },
}));

export interface DetailTabsProps {
  detail: TokenDetailView;
  tab: DetailTab;
  onTabChange: (tab: DetailTab) => void;
}

function panelOf(tab: DetailTab, detail: TokenDetailView) {
  switch (tab) {
    case 'overview':
      return <OverviewPanel detail={detail} />;
    case 'limit-swaps':
      return <SwapsEmptyPanel kind="limit" />;
    case 'liquidity-swaps':
      return <SwapsEmptyPanel kind="liquidity" />;
    case 'smw-holders':
      return (
        <HoldersPanel
          holders={detail.holders}
          // A holder's profile shows what it holds of this coin among the rest.
          walletHref={(wallet) =>
            routeTo.walletProfile(wallet, { with: [{ venue: 'cex', coin: detail.coin }] })
          }
        />
      );
  }
}

/** Overview, Limit Swaps, Liquidity Swaps and SMW Holders, one panel at a time. */
export function DetailTabs({ detail, tab, onTabChange }: DetailTabsProps) {
  const classes = useStaticClasses(styles);
  return (
    <Tabs
      items={DETAIL_TAB_ITEMS}
      value={tab}
      onValueChange={onTabChange}
      aria-label="Token detail sections"
      variant="naked"
      className={classes.tabs}
      renderPanel={(selected) => <div className={classes.panel}>{panelOf(selected, detail)}</div>}
    />
  );
}
