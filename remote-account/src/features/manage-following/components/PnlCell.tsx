/** PNL in the trader's colours: gains green, losses red. */
export function PnlCell({ pnl, text }: { pnl: number; text: string }) {
  return (
    <span
      css={(theme) => ({
        color: pnl > 0 ? theme.colors.positive : pnl < 0 ? theme.colors.attention : undefined,
      })}
    >
      {text}
    </span>
  );
}
