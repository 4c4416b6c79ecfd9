import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  gain: { color: theme.colors.positive },
  loss: { color: theme.colors.attention },
}));

/** PNL in the trader's colours: gains green, losses red. */
export function PnlCell({ pnl, text }: { pnl: number; text: string }) {
  const classes = useStaticClasses(styles);
  return (
    <span className={pnl > 0 ? classes.gain : pnl < 0 ? classes.loss : undefined}>{text}</span>
  );
}
