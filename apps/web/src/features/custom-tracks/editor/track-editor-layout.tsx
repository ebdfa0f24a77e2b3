import {
  customTrackDistance,
  formatDistance,
  formatWalkingHours,
  pathFor,
  walkingHours,
} from '@waymark/domain';
import type { LngLat } from '@waymark/domain';
import { useEffect, useRef, useState } from 'react';
import { MapPanelBar } from '@/components/map-panel-bar.tsx';
import { API_PREFIX } from '@/lib/api-client.ts';
import { useSession } from '@/lib/use-session.ts';
import { useViewport } from '@/lib/use-viewport.ts';
import { useMapStyle } from '@/map/map-style-toggle.tsx';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { DownloadIcon, EditIcon, HelpIcon } from '@/ui/icons.tsx';
import { Switch } from '@/ui/switch.tsx';
import { EditorMap, type EditorMapPopup } from './editor-map.tsx';
import { RedoIcon, UndoIcon, UploadIcon } from './editor-icons.tsx';
import { GpxImportError, markersFromGpxFile } from './gpx-import.ts';
import { legKind } from './marker-labels.ts';
import { MarkerList } from './marker-list.tsx';
import { AddMarkerPopup, MarkerPopup } from './marker-popups.tsx';
import { LeaveWithUnsavedChanges, SaveIndicator } from './save-indicator.tsx';
import {
  addMarker,
  backToStart,
  deleteMarker,
  insertMarker,
  moveMarker,
  outAndBack,
  reverseTrack,
  toggleSnap,
} from './track-edits.ts';
import type { TrackEditor } from './use-track-editor.ts';
import styles from './custom-track-editor.module.css';

/**
 * The editor's screen: the track's panel (back link, name, save state, distance and time, the
 * whole-track actions, the marker list) beside the map and its toolbar; on a phone the panel
 * sits above the map and the marker list folds away below it.
 */
export function TrackEditorLayout({
  editor,
  savedId,
  fitKey,
  onEditDetails,
  onHelp,
}: {
  editor: TrackEditor;
  savedId: string | undefined;
  fitKey: string;
  onEditDetails: () => void;
  onHelp: () => void;
}) {
  const desktop = useViewport() === 'desktop';
  const mapStyle = useMapStyle();
  const [snapOn, setSnapOn] = useState(true);
  const [selected, setSelected] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [adding, setAdding] = useState<LngLat | null>(null);
  const [moving, setMoving] = useState<{ index: number; to: LngLat } | null>(null);
  const [centreOn, setCentreOn] = useState<{ at: LngLat; key: number } | null>(null);
  const { markers } = editor;
  const selectedMarker = selected !== null ? markers[selected] : undefined;

  const closePopups = () => {
    setAdding(null);
    setSelected(null);
  };

  const popup: EditorMapPopup = adding
    ? {
        at: adding,
        content: (
          <AddMarkerPopup
            onSet={() => {
              editor.change((stubs) => addMarker(stubs, adding, snapOn));
              setAdding(null);
            }}
          />
        ),
      }
    : selected !== null && selectedMarker && !moving
      ? {
          at: [selectedMarker.lng, selectedMarker.lat],
          content: (
            <MarkerPopup
              markers={markers}
              index={selected}
              onMove={() => setMoving({ index: selected, to: [selectedMarker.lng, selectedMarker.lat] })}
              onToggleSnap={() => editor.change((stubs) => toggleSnap(stubs, selected))}
              onDelete={() => {
                editor.change((stubs) => deleteMarker(stubs, selected));
                setSelected(null);
              }}
            />
          ),
        }
      : null;

  useUndoKeys(editor);

  const panel = (
    <>
      <MapPanelBar
        back={savedId ? pathFor('custom-track', { track_id: savedId }) : pathFor('home')}
        kind="Custom track"
        title={editor.details.title || 'New custom track'}
        action={
          <Button
            variant="ghost"
            size="sm"
            leadingIcon={<EditIcon size={16} />}
            onClick={onEditDetails}
            aria-label="Edit track name and description"
          >
            {desktop ? 'Details' : null}
          </Button>
        }
      />
      <div className={styles.status}>
        <TrackSummary editor={editor} />
        <SaveIndicator save={editor.save} />
      </div>
      <TrackActions editor={editor} savedId={savedId} snapOn={snapOn} onDone={closePopups} />
    </>
  );

  const list = (
    <MarkerList
      markers={markers}
      selected={selected}
      onSelect={(index) => {
        setAdding(null);
        setSelected(index);
        const marker = markers[index]!;
        setCentreOn((current) => ({ at: [marker.lng, marker.lat], key: (current?.key ?? 0) + 1 }));
      }}
      onHover={setHovered}
    />
  );

  return (
    <div className={styles.screen}>
      <aside className={styles.panel} aria-label="Custom track">
        {panel}
        {desktop ? list : null}
      </aside>
      <div className={styles.mapArea}>
        <EditorMap
          markers={markers}
          styleId={mapStyle}
          selected={selected}
          hovered={hovered}
          moving={moving}
          popup={popup}
          fitKey={fitKey}
          centreOn={centreOn}
          onMapClick={(at) => {
            setSelected(null);
            // Spec 2 §2: the first marker goes down at once, later ones through a popup.
            if (markers.length === 0) editor.change((stubs) => addMarker(stubs, at, snapOn));
            else setAdding(at);
          }}
          onMarkerClick={(index) => {
            setAdding(null);
            setSelected(index);
          }}
          onMidpointClick={(index, at) => {
            editor.change((stubs) => insertMarker(stubs, index, at, snapOn));
            setAdding(null);
            setSelected(index);
          }}
          onMoveTo={(to) => setMoving((current) => current && { ...current, to })}
          onPopupClose={closePopups}
        />
        <div className={styles.toolbar} role="toolbar" aria-label="Map tools">
          <Switch
            label="Snap to path"
            checked={snapOn}
            onCheckedChange={setSnapOn}
            className={styles.snapSwitch}
          />
          <Button
            variant="secondary"
            size="sm"
            aria-label="Undo"
            disabled={!editor.canUndo}
            onClick={editor.undo}
          >
            <UndoIcon size={18} />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Redo"
            disabled={!editor.canRedo}
            onClick={editor.redo}
          >
            <RedoIcon size={18} />
          </Button>
          <Button variant="secondary" size="sm" aria-label="Help" onClick={onHelp}>
            <HelpIcon size={18} />
          </Button>
        </div>
        {moving ? (
          <div className={styles.moveBar} role="region" aria-label="Move marker">
            <p>Tap the map where the marker should go.</p>
            <div className={styles.moveActions}>
              <Button variant="secondary" size="sm" onClick={() => setMoving(null)}>
                Cancel
              </Button>
              <Button
                size="sm"
                onClick={() => {
                  editor.change((stubs) => moveMarker(stubs, moving.index, moving.to));
                  setMoving(null);
                }}
              >
                Confirm
              </Button>
            </div>
          </div>
        ) : null}
        {desktop ? null : <div className={styles.mobileMarkers}>{list}</div>}
      </div>
      <LeaveWithUnsavedChanges save={editor.save} />
    </div>
  );
}

/** The track's length and how long it takes this walker (issue 15), and how many legs are straight. */
function TrackSummary({ editor }: { editor: TrackEditor }) {
  const { user } = useSession();
  const { markers } = editor;
  if (markers.length < 2) return <p className={styles.summary}>Place markers to draw your track.</p>;
  const legs = markers.slice(1);
  const fallbacks = legs.filter((marker) => legKind(marker) === 'fallback').length;
  return (
    <div className={styles.summary}>
      <p>
        <strong data-testid="track-distance">{formatDistance(customTrackDistance(markers))}</strong>
        {' · about '}
        <strong>{formatWalkingHours(walkingHours(legs, user?.level))}</strong>
      </p>
      <p className={styles.summaryNote}>
        {user?.level
          ? `Walking time for your experience level (${user.level}) and the terrain.`
          : 'Walking time at a beginner’s pace over this terrain. Set your experience level in your profile.'}
      </p>
      {fallbacks > 0 ? (
        <p className={styles.legNoteWarning}>
          {fallbacks === 1 ? '1 leg is a straight line' : `${fallbacks} legs are straight lines`} where no
          track joins the markers. Check them on a topographic map.
        </p>
      ) : null}
    </div>
  );
}

/** Whole-track changes (issue 15): each is one step of history, saved like any other. */
function TrackActions({
  editor,
  savedId,
  snapOn,
  onDone,
}: {
  editor: TrackEditor;
  savedId: string | undefined;
  snapOn: boolean;
  onDone: () => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [importProblem, setImportProblem] = useState<string>();
  const [importing, setImporting] = useState(false);
  const enough = editor.markers.length >= 2;
  const act = (edit: Parameters<TrackEditor['change']>[0]) => {
    onDone();
    editor.change(edit);
  };
  return (
    <div className={styles.actions}>
      <div className={styles.actionRow}>
        <Button variant="secondary" size="sm" disabled={!enough} onClick={() => act(reverseTrack)}>
          Reverse
        </Button>
        <Button variant="secondary" size="sm" disabled={!enough} onClick={() => act(outAndBack)}>
          Out and back
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!enough}
          onClick={() => act((stubs) => backToStart(stubs, snapOn))}
        >
          Back to start
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={importing}
          leadingIcon={<UploadIcon size={16} />}
          onClick={() => fileInput.current?.click()}
        >
          Import GPX
        </Button>
        {savedId ? (
          <Button variant="ghost" size="sm" leadingIcon={<DownloadIcon size={16} />} asChild>
            <a href={`${API_PREFIX}custom-track/${savedId}/track.gpx`} download>
              Download GPX
            </a>
          </Button>
        ) : null}
        <input
          ref={fileInput}
          type="file"
          accept=".gpx,application/gpx+xml"
          hidden
          aria-label="GPX file to import"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setImportProblem(undefined);
            setImporting(true);
            markersFromGpxFile(file)
              .then((markers) => {
                onDone();
                editor.replaceWith(markers);
              })
              .catch((error: unknown) =>
                setImportProblem(
                  error instanceof GpxImportError
                    ? error.message
                    : 'That file could not be read. Try another.',
                ),
              )
              .finally(() => setImporting(false));
          }}
        />
      </div>
      {importProblem ? <FormAlert>{importProblem}</FormAlert> : null}
    </div>
  );
}

/** Ctrl+Z / Ctrl+Shift+Z (⌘ on a Mac) undo and redo, except while typing. */
function useUndoKeys(editor: TrackEditor) {
  const latest = useRef(editor);
  useEffect(() => {
    latest.current = editor;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (!(event.ctrlKey || event.metaKey) || target.closest('input, textarea, [contenteditable]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey && latest.current.canUndo) latest.current.undo();
      else if (((key === 'z' && event.shiftKey) || key === 'y') && latest.current.canRedo)
        latest.current.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
