import { customTrackLine } from '@waymark/domain';
import type { Marker } from '@waymark/domain';
import { useId } from 'react';
import { routeSketch } from './route-sketch.ts';
import styles from './my-custom-tracks.module.css';

const WIDTH = 320;
const HEIGHT = 120;

/**
 * The track's shape at a glance, from its markers' legs: custom tracks have no photo, and a
 * walker knows their own routes by their shape. Decorative: the tile's title names the track.
 */
export function RouteSketchView({ markers }: { markers: readonly Marker[] }) {
  const grid = useId();
  const sketch = routeSketch(customTrackLine(markers), WIDTH, HEIGHT, 16);
  return (
    <svg className={styles.sketch} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={grid} width="16" height="16" patternUnits="userSpaceOnUse">
          <path d="M16 0H0V16" fill="none" className={styles.sketchGrid} />
        </pattern>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${grid})`} />
      {sketch ? (
        <>
          <path d={sketch.path} className={styles.sketchCasing} />
          <path d={sketch.path} className={styles.sketchLine} />
          <circle cx={sketch.end[0]} cy={sketch.end[1]} r="5" className={styles.sketchEnd} />
          <circle cx={sketch.start[0]} cy={sketch.start[1]} r="5" className={styles.sketchStart} />
        </>
      ) : (
        <text x={WIDTH / 2} y={HEIGHT / 2} className={styles.sketchEmpty}>
          No markers yet
        </text>
      )}
    </svg>
  );
}
