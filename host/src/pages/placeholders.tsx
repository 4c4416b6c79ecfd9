import { Link } from 'react-router';
import { routeTo } from '@flowscope/shared-api';
import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { SimplePage } from './SimplePage.tsx';

const styles = staticStyles(() => ({
  text: { margin: 0 },
}));

export function DashboardPage() {
  const classes = useStaticClasses(styles);
  return (
    <SimplePage title="Dashboard">
      <p className={classes.text}>
        Start with <Link to={routeTo.screen('topAccumulationsCex')}>Top Accumulations</Link> to see
        what smart-money wallets are buying now.
      </p>
    </SimplePage>
  );
}

export function AboutPage() {
  const classes = useStaticClasses(styles);
  return (
    <SimplePage title="About">
      <p className={classes.text}>
        Flowscope shows which tokens smart-money wallets and influencers accumulate and hold, on
        centralised and decentralised exchanges.
      </p>
    </SimplePage>
  );
}

export function NarrativesPage() {
  const classes = useStaticClasses(styles);
  return (
    <SimplePage title="Narratives">
      <p className={classes.text}>
        Narratives are coming soon: themes that group tokens by the story the market trades them on.
      </p>
    </SimplePage>
  );
}
