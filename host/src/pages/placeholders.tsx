import { Link } from 'react-router';
import { routeTo } from '@flowscope/shared-api';
import { SimplePage } from './SimplePage.tsx';

export function DashboardPage() {
  return (
    <SimplePage title="Dashboard">
      <p css={{ margin: 0 }}>
        Start with <Link to={routeTo.screen('topAccumulationsCex')}>Top Accumulations</Link> to see
        what smart-money wallets are buying now.
      </p>
    </SimplePage>
  );
}

export function AboutPage() {
  return (
    <SimplePage title="About">
      <p css={{ margin: 0 }}>
        Flowscope shows which tokens smart-money wallets and influencers accumulate and hold, on
        centralised and decentralised exchanges.
      </p>
    </SimplePage>
  );
}

export function NarrativesPage() {
  return (
    <SimplePage title="Narratives">
      <p css={{ margin: 0 }}>
        Narratives are coming soon: themes that group tokens by the story the market trades them on.
      </p>
    </SimplePage>
  );
}
