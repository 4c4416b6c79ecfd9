/** A point of a line chart, in data units (x often epoch ms). */
export interface LinePoint {
  x: number;
  y: number;
}

/** The drawing of a series in a box of `width` × `height` user units, y growing downwards. */
export interface LineAreaGeometry {
  /** The line through every point ('' without points). */
  line: string;
  /** The area between the line and the zero line, closed. */
  area: string;
  /** Where y = 0 is drawn: the zero line, and the border between gains and losses. */
  zeroY: number;
  /** The data range shown: it always takes in zero, so a gain and a loss read as such. */
  yMin: number;
  yMax: number;
  xMin: number;
  xMax: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Scales a series into the box: x from the first to the last point across the width, y over
 * [min(0, lowest), max(0, highest)] down the height (a flat series gets a unit of room). A
 * single point is drawn as a level line across the box.
 */
export function lineAreaGeometry(
  points: readonly LinePoint[],
  width: number,
  height: number,
): LineAreaGeometry {
  const ys = points.map((point) => point.y);
  const xs = points.map((point) => point.x);
  let yMin = Math.min(0, ...ys);
  let yMax = Math.max(0, ...ys);
  if (yMax === yMin) {
    yMax += 1;
    yMin -= yMin === 0 ? 0 : 1;
  }
  const xMin = xs.length > 0 ? Math.min(...xs) : 0;
  const xMax = xs.length > 0 ? Math.max(...xs) : 1;
  const xSpan = xMax - xMin;
  const toX = (x: number) => round(xSpan === 0 ? 0 : ((x - xMin) / xSpan) * width);
  const toY = (y: number) => round(((yMax - y) / (yMax - yMin)) * height);
  const zeroY = toY(0);

  const drawn =
    points.length === 1 && points[0]
      ? [
          { x: 0, y: toY(points[0].y) },
          { x: width, y: toY(points[0].y) },
        ]
      : points.map((point) => ({ x: toX(point.x), y: toY(point.y) }));
  const line = drawn
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`)
    .join(' ');
  const first = drawn[0];
  const last = drawn[drawn.length - 1];
  const area =
    first && last ? `M${first.x},${zeroY} ${line.replace(/^M/, 'L')} L${last.x},${zeroY} Z` : '';
  return { line, area, zeroY, yMin, yMax, xMin, xMax };
}
