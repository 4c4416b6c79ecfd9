import { createContext, use, type ReactNode } from 'react';
import { SparklineSlot, type SparklineShape } from './Sparkline.tsx';

/** The sparklines of the rows on screen, by key (shared-api's sparklineKey), and whether they load. */
export interface SparklineLines {
  lines: Readonly<Record<string, SparklineShape>>;
  /** The page's batched call is under way: rows without a line yet keep a placeholder. */
  pending: boolean;
}

const NO_LINES: SparklineLines = { lines: {}, pending: false };

const SparklineLinesContext = createContext<SparklineLines>(NO_LINES);

/**
 * Hands a page's sparklines to its rows. The table's columns stay the same object while the
 * lines arrive, so nothing is sorted again. Whatever asks for the lines renders again when they
 * arrive (it holds the query): the Top screens ask in a component of its own around the table
 * (shared-api's PageSparklinesScope), so only the sparkline cells redraw.
 */
export function SparklineLinesProvider({
  value,
  children,
}: {
  value: SparklineLines;
  children: ReactNode;
}) {
  return <SparklineLinesContext value={value}>{children}</SparklineLinesContext>;
}

export interface RowSparklineProps {
  /** The row's key among the page's lines; null for a row with no token to ask about (masked). */
  lineKey: string | null;
  /** 'Netflow trend, 24h'. */
  name: string;
  cumulative?: boolean;
}

/** A row's sparkline from the page's lines, in its reserved box. */
export function RowSparkline({ lineKey, name, cumulative }: RowSparklineProps) {
  const { lines, pending } = use(SparklineLinesContext);
  const line = lineKey === null ? null : (lines[lineKey] ?? null);
  return (
    <SparklineSlot
      line={line}
      pending={pending && lineKey !== null}
      name={name}
      {...(cumulative === undefined ? {} : { cumulative })}
    />
  );
}
