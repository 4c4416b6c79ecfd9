/** One bucket of a token page's series (shared-api's TokenDetailPointView). */
export interface ChartSeriesPoint {
  /** ISO 8601. */
  timestamp: string;
  price: number;
  netflow: number;
}

/** Colours the chart takes from the emotion theme (see chart-colors.ts). */
export interface ChartColors {
  background: string;
  text: string;
  grid: string;
  price: string;
  inflow: string;
  outflow: string;
  fontFamily: string;
}

/** Seconds since the epoch, UTC: the time unit of the chart library. */
interface ChartPoint {
  time: number;
  value: number;
}

interface NetflowBar extends ChartPoint {
  color: string;
}

export interface PriceNetflowData {
  price: ChartPoint[];
  netflow: NetflowBar[];
}

/**
 * The series as the chart wants them: strictly ascending, one point per time (the library
 * throws otherwise), unreadable timestamps left out, inflows and outflows coloured apart.
 */
export function toPriceNetflowData(
  points: readonly ChartSeriesPoint[],
  colors: Pick<ChartColors, 'inflow' | 'outflow'>,
): PriceNetflowData {
  const byTime = new Map<number, ChartSeriesPoint>();
  for (const point of points) {
    const ms = Date.parse(point.timestamp);
    if (Number.isNaN(ms)) continue;
    byTime.set(Math.floor(ms / 1000), point);
  }
  const times = [...byTime.keys()].sort((a, b) => a - b);
  const price: ChartPoint[] = [];
  const netflow: NetflowBar[] = [];
  for (const time of times) {
    const point = byTime.get(time);
    if (!point) continue;
    price.push({ time, value: point.price });
    netflow.push({
      time,
      value: point.netflow,
      color: point.netflow >= 0 ? colors.inflow : colors.outflow,
    });
  }
  return { price, netflow };
}

/** Smart-money netflow over the whole series: what the gauge shows. */
export function totalNetflow(points: readonly ChartSeriesPoint[]): number {
  return points.reduce((sum, point) => sum + point.netflow, 0);
}
