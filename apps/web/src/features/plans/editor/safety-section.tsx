import {
  DEFAULT_GRACE_HOURS,
  EMERGENCY_EQUIPMENT_NAMES,
  GRACE_HOURS_CHOICES,
  graceLabel,
  PLAN_LIMITS,
} from '@waymark/domain';
import type { SafetyDetails } from '@waymark/domain';
import type { WorkingPlan } from '@/lib/app-store.ts';
import { CheckboxField } from '@/ui/checkbox-field.tsx';
import { Select } from '@/ui/select.tsx';
import { TextAreaField } from '@/ui/text-area-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { NO_SAFETY_DETAILS } from '@/lib/working-plan.ts';
import styles from './plan-editor.module.css';

const GRACE_OPTIONS = GRACE_HOURS_CHOICES.map((hours) => ({
  value: String(hours),
  label: graceLabel(hours),
}));

/**
 * What searchers ask first, from the Outdoor Intentions form: the vehicle and where it is
 * parked, the emergency equipment carried, and the way out if the route cannot be finished;
 * and how long after the trip's end the emergency contact is told if nobody checks in (issue 14).
 */
export function SafetySection({
  plan,
  canChangeGrace = true,
  onChange,
}: {
  plan: WorkingPlan;
  /** The grace period is the safety net's, which only the plan's owner sets (decision 024). */
  canChangeGrace?: boolean;
  onChange: (patch: Partial<SafetyDetails & Pick<WorkingPlan, 'grace_hours'>>) => void;
}) {
  const vehicle = plan.vehicle ?? NO_SAFETY_DETAILS.vehicle;
  const equipment = plan.emergency_equipment ?? NO_SAFETY_DETAILS.emergency_equipment;
  const alternative = plan.alternative_route ?? '';
  return (
    <div className={styles.stack}>
      <Select
        label="Tell my emergency contact if we have not checked in within"
        options={GRACE_OPTIONS}
        value={String(plan.grace_hours ?? DEFAULT_GRACE_HOURS)}
        onValueChange={(hours) => onChange({ grace_hours: Number(hours) })}
        disabled={!canChangeGrace}
        hint={
          canChangeGrace
            ? 'Counted from the trip’s end time. When the trip ends we ask you to check in as back safe; if nobody has by then, we email your emergency contact.'
            : 'Counted from the trip’s end time. Only the person who made this plan can change it.'
        }
      />
      <p className={styles.muted}>
        If you are overdue, these are the first things a search team asks your emergency contact.
      </p>
      <div className={styles.pair}>
        <TextField
          label="Vehicle"
          optional
          placeholder="e.g. Silver Toyota Corolla"
          value={vehicle.description}
          maxLength={100}
          onChange={(event) => onChange({ vehicle: { ...vehicle, description: event.target.value } })}
        />
        <TextField
          label="Registration"
          optional
          value={vehicle.registration}
          maxLength={10}
          autoCapitalize="characters"
          onChange={(event) => onChange({ vehicle: { ...vehicle, registration: event.target.value } })}
        />
      </div>
      <TextField
        label="Parked at"
        optional
        placeholder="e.g. Routeburn Shelter car park"
        value={vehicle.parked_at}
        maxLength={200}
        onChange={(event) => onChange({ vehicle: { ...vehicle, parked_at: event.target.value } })}
      />
      <fieldset className={styles.people}>
        <legend className={styles.legend}>Emergency equipment carried</legend>
        {Object.entries(EMERGENCY_EQUIPMENT_NAMES).map(([key, name]) => (
          <CheckboxField
            key={key}
            label={name}
            checked={equipment[key as keyof typeof equipment]}
            onChange={(event) =>
              onChange({ emergency_equipment: { ...equipment, [key]: event.target.checked } })
            }
          />
        ))}
      </fieldset>
      <TextAreaField
        label="Alternative route or bail-out"
        optional
        value={alternative}
        limit={PLAN_LIMITS.notes}
        tooLongMessage={`Alternative route is at most ${PLAN_LIMITS.notes} characters.`}
        rows={3}
        placeholder="Where you would turn back or leave the track if the weather turns"
        onChange={(event) => onChange({ alternative_route: event.target.value })}
      />
    </div>
  );
}
