import { DEX_NETWORKS, type NetworkChoice } from '@flowscope/shared-api';
import {
  DollarGlyph,
  MarketCapInput,
  NetworkSelect,
  staticStyles,
  useStaticClasses,
} from '@flowscope/shared-ui';
import {
  AlertOrderSelect,
  MinActiveWalletsSelect,
  type AlertOrder,
} from '@flowscope/shared-ui/feed';

const styles = staticStyles(() => ({ maxMarketCap: { width: 130 } }));

export interface AlphaFeedFiltersProps {
  minActiveWallets: number;
  onMinActiveWalletsChange: (value: number) => void;
  /** The max market cap in whole-dollar digits ('' for none); it reaches the call after the pause. */
  maxMarketCapText: string;
  onMaxMarketCapTextChange: (text: string) => void;
  network: NetworkChoice;
  onNetworkChange: (network: NetworkChoice) => void;
  order: AlertOrder;
  onOrderChange: (order: AlertOrder) => void;
}

/** The header filters of Alpha Feed DEX: min active wallets, max market cap, network, order. */
export function AlphaFeedFilters(props: AlphaFeedFiltersProps) {
  const classes = useStaticClasses(styles);
  return (
    <>
      <MinActiveWalletsSelect
        value={props.minActiveWallets}
        onChange={props.onMinActiveWalletsChange}
      />
      <MarketCapInput
        label="Max market cap"
        placeholder="No limit"
        startAdornment={<DollarGlyph size={14} />}
        value={props.maxMarketCapText}
        onValueChange={props.onMaxMarketCapTextChange}
        className={classes.maxMarketCap}
      />
      <NetworkSelect
        networks={DEX_NETWORKS}
        emptyLabel="All Networks"
        value={props.network}
        onChange={props.onNetworkChange}
      />
      <AlertOrderSelect value={props.order} onChange={props.onOrderChange} />
    </>
  );
}
