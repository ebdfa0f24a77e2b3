import { useAppStore } from '@/lib/app-store.ts';
import type { MapStyle } from '@/lib/app-store.ts';
import { ToggleGroup } from '@/ui/toggle-group.tsx';
import { effectiveMapStyle, MAP_STYLE_LABELS, useMapStyles } from './map-styles.ts';
import styles from './map-style-toggle.module.css';

/** The style actually shown: the chosen one when it is on offer, else the default (spec 2 §4). */
export function useMapStyle(): MapStyle {
  const chosen = useAppStore((state) => state.mapStyle);
  return effectiveMapStyle(chosen, useMapStyles());
}

/**
 * Default / Satellite / Topo. Satellite and Topo need a working LINZ key; with only the
 * default on offer there is nothing to choose, so no toggle is shown.
 */
export function MapStyleToggle() {
  const available = useMapStyles();
  const style = useMapStyle();
  const setMapStyle = useAppStore((state) => state.setMapStyle);
  if (available.length < 2) return null;
  return (
    <ToggleGroup
      type="single"
      label="Map style"
      size="sm"
      className={styles.toggle}
      options={available.map((value) => ({ value, label: MAP_STYLE_LABELS[value] }))}
      value={style}
      onValueChange={setMapStyle}
    />
  );
}
