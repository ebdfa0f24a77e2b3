import type { LngLat } from '@waymark/domain';

export type Sketch = {
  /** An SVG path through the line, drawn inside the box with `margin` to spare on every side. */
  path: string;
  start: [x: number, y: number];
  end: [x: number, y: number];
};

/**
 * A track's line as a drawing in a `width` by `height` box, north up, its shape kept: a
 * degree of longitude is narrower than one of latitude by the cosine of the latitude (about
 * 0.7 in New Zealand), and the longer side of the line fills the box. Undefined for no line.
 */
export function routeSketch(
  line: readonly LngLat[],
  width: number,
  height: number,
  margin: number,
): Sketch | undefined {
  if (line.length === 0) return undefined;
  const lats = line.map(([, lat]) => lat);
  const squeeze = Math.cos((((Math.min(...lats) + Math.max(...lats)) / 2) * Math.PI) / 180);
  const points = line.map(([lng, lat]): [number, number] => [lng * squeeze, -lat]);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  // One marker, or every marker on one spot, is a dot in the middle.
  const scale =
    spanX + spanY === 0 ? 0 : Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  const place = ([x, y]: [number, number]): [number, number] => [
    round(width / 2 + (x - (minX + maxX) / 2) * scale),
    round(height / 2 + (y - (minY + maxY) / 2) * scale),
  ];
  const drawn = points.map(place);
  return {
    path: drawn.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join(' '),
    start: drawn[0]!,
    end: drawn.at(-1)!,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
