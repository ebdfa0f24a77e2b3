import { DEFAULT_DISTANCE_RANGE, DISTANCE_FILTER_MAX, distanceLabel } from '@waymark/domain';
import { useState } from 'react';
import { DEFAULT_SEARCH_FILTERS } from '@/lib/app-store.ts';
import type { SearchFilters } from '@/lib/app-store.ts';
import { Button } from '@/ui/button.tsx';
import { RangeSlider } from '@/ui/range-slider.tsx';
import { Switch } from '@/ui/switch.tsx';
import { ToggleGroup } from '@/ui/toggle-group.tsx';
import styles from './filter-panel.module.css';
import type { FilterOptions } from './search-state.ts';

/** Spec 2 §5: the distance slider reads 1 KM, 50 KM and 100 KM+ along its track. */
const DISTANCE_MARKS = [
  { value: 1, label: '1 KM' },
  { value: 50, label: '50 KM' },
  { value: 100, label: '100 KM+' },
];

export type FilterPanelProps = {
  id: string;
  options: Pick<FilterOptions, 'durations' | 'difficulties'>;
  filters: SearchFilters;
  /** "See Results": the chosen filters are applied and the panel closes. */
  onApply: (filters: SearchFilters) => void;
};

/**
 * Time, Difficulty, Distance and the two toggles (spec 2 §2 "Filter panel"). Changes are a
 * draft until "See Results", so the list does not jump while the person is still choosing.
 */
export function FilterPanel({ id, options, filters, onApply }: FilterPanelProps) {
  const [draft, setDraft] = useState(filters);
  const change = (patch: Partial<SearchFilters>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <section id={id} className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          Filters
        </h2>
        <button type="button" className={styles.clearAll} onClick={() => setDraft(DEFAULT_SEARCH_FILTERS)}>
          Clear all
        </button>
      </div>

      <div className={styles.group}>
        <h3 className={styles.groupTitle}>Time</h3>
        <ToggleGroup
          type="multiple"
          label="Time"
          size="sm"
          options={options.durations.map((option) => ({ value: option.id, label: option.title }))}
          value={draft.durations}
          onValueChange={(durations) => change({ durations })}
        />
      </div>

      <div className={styles.group}>
        <h3 className={styles.groupTitle}>Difficulty</h3>
        <ToggleGroup
          type="multiple"
          label="Difficulty"
          size="sm"
          options={options.difficulties.map((option) => ({ value: option.id, label: option.title }))}
          value={draft.difficulties}
          onValueChange={(difficulties) => change({ difficulties })}
        />
      </div>

      <div className={styles.group}>
        <RangeSlider
          label="Distance"
          min={DEFAULT_DISTANCE_RANGE[0]}
          max={DISTANCE_FILTER_MAX}
          value={draft.distance}
          onValueChange={(distance) => change({ distance })}
          formatValue={(km) => `${distanceLabel(km)} km`}
          marks={DISTANCE_MARKS}
          thumbLabels={['Shortest distance', 'Longest distance']}
        />
      </div>

      <div className={styles.toggles}>
        <Switch
          label="Wheelchair / Buggy Accessible"
          checked={draft.wheelchair_friendly}
          onCheckedChange={(wheelchair_friendly) => change({ wheelchair_friendly })}
        />
        <Switch
          label="Dog allowed"
          checked={draft.allow_dog}
          onCheckedChange={(allow_dog) => change({ allow_dog })}
        />
      </div>

      <Button fullWidth onClick={() => onApply(draft)}>
        See Results
      </Button>
    </section>
  );
}
