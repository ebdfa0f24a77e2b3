import {
  GEAR_SAVE_FAILED,
  GEAR_SAVE_LABELS,
  initialPlanGear,
  pathFor,
  planGearFromPreset,
  SWITCH_LIST_QUESTION,
} from '@waymark/domain';
import type { GearCategory, PlanGear } from '@waymark/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '@/lib/api-client.ts';
import { isPlanConflict, useReloadPlan } from '@/lib/current-saved-plan.ts';
import { selectIsSignedIn, useAppStore } from '@/lib/app-store.ts';
import { trackEvent } from '@/lib/analytics.ts';
import { uploadGuestDraft } from '@/lib/guest-draft.ts';
import { openLoginModal } from '@/lib/session/login-prompt.ts';
import type { SectionPlace } from '@/lib/section-place.ts';
import { usePlanDraft } from '@/lib/use-plan-draft.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Select } from '@/ui/select.tsx';
import { SavedOnDeviceNote } from '@/components/offline/saved-on-device-note.tsx';
import { SavedOnDevice } from '@/lib/offline/plan-edit.ts';
import { useGearListTemplates, useSavePlanGear } from './api/gear-api.ts';
import { CustomGearLists } from './custom-gear-lists.tsx';
import { GearListEditor, GearSummary, ReadOnlyGearList } from '@/components/gear-list/gear-list-editor.tsx';
import styles from './plan-gear-page.module.css';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The gear list for a trip to `place` (spec 3 "Gear list page"): it starts from the place's
 * preset, can switch to another preset or one of the walker's own lists, and every edit goes
 * into the working plan; saving puts it on the trip plan. Only the plan's owner changes it.
 */
export function PlanGearPage({ place }: { place: SectionPlace }) {
  const { plan, edit } = usePlanDraft(place);
  const savedPlan = useAppStore((state) => state.savedPlan);
  const signedIn = useAppStore(selectIsSignedIn);
  const templates = useGearListTemplates();
  const save = useSavePlanGear();
  const reload = useReloadPlan();
  const [switchTo, setSwitchTo] = useState<PlanGear | null>(null);

  useEffect(() => trackEvent('gear_viewed'), []);

  const gear = initialPlanGear(place, plan.gearList);
  const role = plan.acceptanceState ?? 'owner';
  const readOnly = role !== 'owner';

  // What the list was when it was chosen, to know whether switching would lose edits.
  const source: readonly GearCategory[] | undefined =
    gear.list_type === 'custom'
      ? templates.data?.find((list) => list.id === gear.list_custom_id)?.categories
      : place.gear_list_presets.find((preset) => preset.id === gear.list_preset_id)?.categories;
  const edited = source === undefined || !same(gear.list, source);

  const choose = (next: PlanGear) => {
    if (edited) setSwitchTo(next);
    else edit({ gearList: next });
  };
  // Saved: the plan is saved with exactly the list shown (a preset shown but never saved is not).
  const saved =
    plan.id !== undefined && Boolean(savedPlan?.gearList) && same(savedPlan?.gearList, gear) && !save.isError;

  function saveGear() {
    const current = useAppStore.getState().plan ?? plan;
    const run = () => save.mutate({ plan: useAppStore.getState().plan ?? current, gear });
    if (signedIn) return run();
    openLoginModal({
      onLogin: () => {
        uploadGuestDraft()
          .catch(() => undefined)
          .finally(run);
      },
    });
  }

  if (readOnly) {
    return (
      <div className={styles.page}>
        <GearSummary list={gear.list} />
        <p className={styles.muted}>
          Only {plan.owner_first_name || 'the plan’s owner'} can change the gear list. Ticked items are
          packed.
        </p>
        <ReadOnlyGearList list={gear.list} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <aside className={styles.aside} aria-label="Your gear list">
        {signedIn ? null : (
          <FormAlert tone="info" title="Log in to save or share your gear list">
            Tick things off as you pack; the list stays on this device until you log in or create a free
            account.
          </FormAlert>
        )}
        <p className={styles.muted}>
          Packing for {place.title} · <Link to={pathFor('tracks')}>Choose another place</Link>
        </p>
        <GearSummary list={gear.list} />
        <Select
          label="Start from a suggested list"
          placeholder="Choose a list"
          value={gear.list_type === 'default' ? (gear.list_preset_id ?? undefined) : undefined}
          options={place.gear_list_presets.map((preset) => ({ value: preset.id, label: preset.title }))}
          onValueChange={(id) => {
            const preset = place.gear_list_presets.find((each) => each.id === id);
            if (preset && id !== gear.list_preset_id) choose(planGearFromPreset(preset));
          }}
        />
        <CustomGearLists
          chosenId={gear.list_type === 'custom' ? gear.list_custom_id : null}
          onChoose={(list) =>
            choose({
              list: list.categories,
              list_type: 'custom',
              list_preset_id: null,
              list_custom_id: list.id,
            })
          }
        />
        <Button fullWidth loading={save.isPending} disabled={saved || save.isPending} onClick={saveGear}>
          {save.isPending ? GEAR_SAVE_LABELS.saving : saved ? GEAR_SAVE_LABELS.saved : GEAR_SAVE_LABELS.idle}
        </Button>
        {save.isError ? (
          <FormAlert>
            {failureMessage(save.error, GEAR_SAVE_FAILED)}
            {isPlanConflict(save.error) && plan.guid ? (
              <Button
                variant="secondary"
                size="sm"
                className={styles.reload}
                loading={reload.isPending}
                onClick={() => reload.mutate(plan.guid!, { onSuccess: () => save.reset() })}
              >
                Reload the plan
              </Button>
            ) : null}
          </FormAlert>
        ) : null}
        {reload.isError ? <FormAlert>{failureMessage(reload.error, GEAR_SAVE_FAILED)}</FormAlert> : null}
        {save.data instanceof SavedOnDevice ? <SavedOnDeviceNote what="gear list" /> : null}
      </aside>

      <div className={styles.main}>
        <GearListEditor list={gear.list} onChange={(list) => edit({ gearList: { ...gear, list } })} />
      </div>

      <ConfirmDialog
        open={switchTo !== null}
        onOpenChange={(open) => {
          if (!open) setSwitchTo(null);
        }}
        title="Switch gear list?"
        description={SWITCH_LIST_QUESTION}
        confirmLabel="Switch list"
        tone="primary"
        onConfirm={() => {
          if (switchTo) edit({ gearList: switchTo });
          setSwitchTo(null);
        }}
      />
    </div>
  );
}
