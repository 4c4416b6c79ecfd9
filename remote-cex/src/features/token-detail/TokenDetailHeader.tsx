import { useCreateAlertControl, type TokenDetailView } from '@flowscope/shared-api';
import {
  CreateAlertButton,
  staticStyles,
  TokenHeading,
  TokenIcon,
  TokenScoreList,
  Typography,
  useStaticClasses,
} from '@flowscope/shared-ui';

const styles = staticStyles((t) => ({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: t.spacing.md,
  },
  token: { display: 'flex', alignItems: 'center', gap: t.spacing.md, minWidth: 0 },
  identity: { display: 'grid', gap: t.spacing.xs, minWidth: 0 },
  titleRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.spacing.sm },
  figures: { display: 'flex', flexWrap: 'wrap', gap: t.spacing.xl, margin: 0 },
  figure: { display: 'grid', gap: t.spacing.xxs },
  figureLabel: { color: t.colors.textMuted, fontSize: t.fontSizes.xs },
  figureValue: {
    margin: 0,
    fontSize: t.fontSizes.h3,
    fontWeight: t.fontWeights.semibold,
    fontVariantNumeric: 'tabular-nums',
  },
}));

/** The token the route names, as the API describes it: icon, name, symbol, price and cap. */
export function TokenDetailHeader({ detail }: { detail: TokenDetailView }) {
  const classes = useStaticClasses(styles);
  const createAlert = useCreateAlertControl();
  return (
    <header className={classes.header}>
      <div className={classes.token}>
        <TokenIcon token={detail.coin} size={40} />
        <div className={classes.identity}>
          <div className={classes.titleRow}>
            <TokenHeading name={detail.tokenName} symbol={detail.coin} />
            <CreateAlertButton
              {...createAlert}
              target={{ type: 'token', venue: 'cex', coin: detail.coin, label: detail.tokenName }}
            />
          </div>
          <TokenScores detail={detail} />
          <Typography level="sm" tone="muted">
            Token detail
          </Typography>
        </div>
      </div>
      <dl className={classes.figures}>
        <HeaderFigure label="Price" value={detail.priceFormatted} />
        <HeaderFigure label="Market Cap" value={detail.marketCapFormatted} />
      </dl>
    </header>
  );
}

/** Both scores of the period; a token outside Top Holdings has no holdings score. */
function TokenScores({ detail }: { detail: TokenDetailView }) {
  const scores = [
    { label: 'Accumulation score', score: detail.score },
    ...(detail.holdingsScore === null
      ? []
      : [{ label: 'Holdings score', score: detail.holdingsScore }]),
  ];
  return <TokenScoreList scores={scores} market="cex" />;
}

function HeaderFigure({ label, value }: { label: string; value: string }) {
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.figure}>
      <dt className={classes.figureLabel}>{label}</dt>
      <dd className={classes.figureValue}>{value}</dd>
    </div>
  );
}
