import { DELETE_MARKER_QUESTION, markerLabel } from '@waymark/domain';
import { useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { Switch } from '@/ui/switch.tsx';
import { legNote } from './marker-labels.ts';
import type { EditorMarker } from './use-track-legs.ts';
import styles from './custom-track-editor.module.css';

/** Where a later marker goes: the map click asks first, so a stray tap adds nothing (spec 2 §2). */
export function AddMarkerPopup({ onSet }: { onSet: () => void }) {
  return (
    <div className={styles.popup}>
      <Button size="sm" onClick={onSet}>
        Set Marker
      </Button>
    </div>
  );
}

/** A marker's actions (spec 2 §2): move, snap its leg or not (never the start's), delete after asking. */
export function MarkerPopup({
  markers,
  index,
  onMove,
  onToggleSnap,
  onDelete,
}: {
  markers: readonly EditorMarker[];
  index: number;
  onMove: () => void;
  onToggleSnap: () => void;
  onDelete: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const marker = markers[index]!;
  const note = index > 0 ? legNote(marker) : undefined;
  return (
    <div className={styles.popup}>
      <p className={styles.popupTitle}>{markerLabel(markers, index)}</p>
      {note ? <p className={styles.popupNote}>{note}</p> : null}
      {index > 0 ? (
        <Switch label="Snap to path" checked={marker.snap} onCheckedChange={onToggleSnap} />
      ) : null}
      <div className={styles.popupActions}>
        <Button size="sm" variant="secondary" onClick={onMove}>
          Move marker
        </Button>
        <Button size="sm" variant="danger" onClick={() => setAsking(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Delete marker"
        description={DELETE_MARKER_QUESTION}
        confirmLabel="Delete"
        onConfirm={() => {
          setAsking(false);
          onDelete();
        }}
      />
    </div>
  );
}
