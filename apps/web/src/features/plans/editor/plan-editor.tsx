import {
  DEFAULT_GRACE_HOURS,
  emergencyContactCandidates,
  graceLabel,
  NOTE_TOO_LONG,
  pathFor,
  PLAN_LIMITS,
  PUBLISH_NEEDS_DATES,
  SOMETHING_WENT_WRONG,
  tripDatesLabel,
} from '@waymark/domain';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { failureMessage } from '@/lib/api-client.ts';
import { selectIsSignedIn, selectPlanDates, useAppStore } from '@/lib/app-store.ts';
import type { ContactKey, WorkingPlan } from '@/lib/app-store.ts';
import { SavedOnDeviceNote } from '@/components/offline/saved-on-device-note.tsx';
import { hasGuestDraft, uploadGuestDraft } from '@/lib/guest-draft.ts';
import { SavedOnDevice } from '@/lib/offline/plan-edit.ts';
import { openLoginModal } from '@/lib/session/login-prompt.ts';
import { dailyPlansFor, isWorkingPlanOver, workingPlanDays } from '@/lib/working-plan.ts';
import { Accordion } from '@/ui/accordion.tsx';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Modal } from '@/ui/modal.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { isPlanConflict, useReloadPlan } from '@/lib/current-saved-plan.ts';
import { useSavePlan } from '../api/plans-api.ts';
import { DocumentsSection } from './documents-section.tsx';
import { DailyPlanSection, TripNotesSection } from './notes-section.tsx';
import { AddContactModal, EmergencyContactSection, GroupSection } from './people-sections.tsx';
import { OwnerPhoneDialog } from './owner-phone-dialog.tsx';
import { SafetySection } from './safety-section.tsx';
import type { SectionPlace } from '@/lib/section-place.ts';
import { usePlanDraft } from '@/lib/use-plan-draft.ts';
import { usePlanPeople } from './plan-people.ts';
import styles from './plan-editor.module.css';

/** The dialogs of saving and publishing (spec 3 §4 publish flow), one at a time. */
type Step =
  'note-too-long' | 'needs-dates' | 'no-emergency-contact' | 'owner-phone' | 'confirm-publish' | 'conflict';

/** What "Save draft" and "Save and share your plan" each do. */
type SaveKind = 'draft' | 'publish' | 'keep';

const readPlan = (fallback: WorkingPlan) => useAppStore.getState().plan ?? fallback;

function notesTooLong(plan: WorkingPlan): boolean {
  if (workingPlanDays(plan) > 1)
    return dailyPlansFor(plan).some((day) => day.notes.length > PLAN_LIMITS.notes);
  return (plan.note ?? '').length > PLAN_LIMITS.notes;
}

/**
 * The trip plan editor (spec 3 "Plan editor"): the trip's name, group, emergency contact,
 * daily plans or notes, documents and safety details, saved as a draft or shared with the
 * group. Every edit goes into the working plan at once, so a reload or a login loses nothing.
 */
export function PlanEditor({ place }: { place: SectionPlace }) {
  const { plan, edit } = usePlanDraft(place);
  const people = usePlanPeople(plan);
  const signedIn = useAppStore(selectIsSignedIn);
  const user = useAppStore((state) => state.user);
  const setPlanning = useAppStore((state) => state.setPlanning);
  const navigate = useNavigate();
  const [open, setOpen] = useState<string[]>(['trip-name']);
  const [addingFor, setAddingFor] = useState<'group' | 'emergency' | null>(null);
  const [step, setStep] = useState<Step | null>(null);
  const [guestUploadError, setGuestUploadError] = useState<string | null>(null);
  const save = useSavePlan({
    onSuccess: (result) => {
      if (!(result instanceof SavedOnDevice)) void navigate(pathFor('plan-complete'));
    },
    onError: (error) => {
      if (isPlanConflict(error)) setStep('conflict');
    },
  });
  const reload = useReloadPlan();

  useEffect(() => setPlanning(true), [setPlanning]);

  // Contacts and documents a guest made are uploaded once they are logged in (spec 1 §4).
  useEffect(() => {
    if (signedIn && hasGuestDraft()) {
      uploadGuestDraft().catch((error: unknown) =>
        setGuestUploadError(failureMessage(error, SOMETHING_WENT_WRONG)),
      );
    }
  }, [signedIn]);

  const role = plan.acceptanceState ?? 'owner';
  const isOwner = role === 'owner';
  // Spec 3: a non-owner who is not an editor, and anyone on a completed plan, reads it instead.
  if (plan.guid && (role === 'pending' || role === 'none' || isWorkingPlanOver(plan, new Date()))) {
    return <Navigate to={pathFor('plan-readonly', { guid: plan.guid })} replace />;
  }

  const dates = selectPlanDates({ plan });
  const multiDay = workingPlanDays(plan) > 1;

  /** Runs the publish flow's checks (spec 3 §4) from the plan as it is now, then saves. */
  function proceed(kind: SaveKind) {
    const current = readPlan(plan);
    if (notesTooLong(current)) return setStep('note-too-long');
    if (!useAppStore.getState().user && !useAppStore.getState().accessToken) {
      openLoginModal({ onLogin: () => void continueAfterLogin(kind) });
      return;
    }
    if (kind !== 'publish')
      return save.mutate({ plan: current, publish: kind === 'keep' && Boolean(current.is_published) });
    if (!selectPlanDates({ plan: current })) return setStep('needs-dates');
    if (current.emergency_contact === null || current.emergency_contact === undefined)
      return setStep('no-emergency-contact');
    // The person at home is told to ring the plan's maker first (issue 28).
    const user = useAppStore.getState().user;
    if (isOwner && user && !user.phone?.trim()) return setStep('owner-phone');
    setStep('confirm-publish');
  }

  async function continueAfterLogin(kind: SaveKind) {
    try {
      await uploadGuestDraft();
    } catch (error) {
      setGuestUploadError(failureMessage(error, SOMETHING_WENT_WRONG));
      return;
    }
    proceed(kind);
  }

  function publish() {
    setStep(null);
    save.mutate({ plan: readPlan(plan), publish: true });
  }

  const saveError = save.error;
  const chooseSavedEmergencyContact = () => {
    setStep(null);
    setOpen((items) => [...new Set([...items, 'emergency'])]);
    requestAnimationFrame(() =>
      document
        .querySelector('[data-item="emergency"]')
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  };

  const peopleProps = {
    plan,
    people,
    canChange: isOwner,
    onChange: edit,
  };
  const emergencyCandidates = emergencyContactCandidates(people, plan.contacts ?? []);
  const published = Boolean(plan.is_published);

  return (
    <div className={styles.editor}>
      <div className={styles.main}>
        {signedIn ? null : (
          <FormAlert tone="info" title="Log in to save and share your plan">
            You can start your plan now; it stays on this device until you log in or create a free account.{' '}
            <button type="button" className={styles.inlineLink} onClick={() => openLoginModal()}>
              Log in or create an account
            </button>
          </FormAlert>
        )}
        {guestUploadError ? (
          <FormAlert title="Some of what you added before logging in is not saved yet">
            {guestUploadError}
          </FormAlert>
        ) : null}
        <Accordion
          headingLevel={3}
          value={open}
          onValueChange={setOpen}
          items={[
            {
              id: 'trip-name',
              title: 'Trip name',
              content: (
                <TextField
                  label="Name your trip"
                  value={plan.custom_trip_name ?? ''}
                  maxLength={PLAN_LIMITS.tripName}
                  placeholder={place.title}
                  hint={`${(plan.custom_trip_name ?? '').length}/${PLAN_LIMITS.tripName} · Leave it empty to use the place’s name.`}
                  onChange={(event) => edit({ custom_trip_name: event.target.value })}
                />
              ),
            },
            {
              id: 'group',
              title: `Group members${plan.contacts?.length ? ` (${plan.contacts.length})` : ''}`,
              content: <GroupSection {...peopleProps} onAddNew={() => setAddingFor('group')} />,
            },
            {
              id: 'emergency',
              title: 'Emergency contact',
              content: (
                <EmergencyContactSection {...peopleProps} onAddNew={() => setAddingFor('emergency')} />
              ),
            },
            multiDay
              ? {
                  id: 'daily',
                  title: 'Daily plan',
                  content: <DailyPlanSection plan={plan} onChange={edit} />,
                }
              : {
                  id: 'notes',
                  title: 'Trip notes',
                  content: <TripNotesSection plan={plan} onChange={edit} />,
                },
            {
              id: 'documents',
              title: `Documents${plan.attachments?.length ? ` (${plan.attachments.length})` : ''}`,
              content: <DocumentsSection plan={plan} onChange={edit} />,
            },
            {
              id: 'safety',
              title: 'Safety details',
              content: <SafetySection plan={plan} canChangeGrace={isOwner} onChange={edit} />,
            },
          ]}
        />
      </div>

      <aside className={styles.aside} aria-label="Your trip">
        <div className={styles.summary}>
          <p className={styles.summaryKind}>
            {published ? 'Shared plan' : plan.id ? 'Draft plan' : 'New plan'}
          </p>
          <p className={styles.summaryTitle}>{plan.custom_trip_name || place.title}</p>
          <p className={styles.muted}>
            {place.title}
            {plan.id === undefined ? (
              <>
                {' · '}
                <Link to={pathFor('tracks')}>Choose another place</Link>
              </>
            ) : null}
            <br />
            {dates ? tripDatesLabel(dates) : 'Choose your trip dates above to share the plan.'}
          </p>
        </div>
        <div className={styles.buttons}>
          {isOwner ? (
            <Button
              fullWidth
              loading={save.isPending && save.variables?.publish}
              disabled={save.isPending}
              onClick={() => proceed('publish')}
            >
              Save and share your plan
            </Button>
          ) : null}
          {isOwner && !published ? (
            <Button
              fullWidth
              variant="secondary"
              loading={save.isPending && !save.variables?.publish}
              disabled={save.isPending}
              onClick={() => proceed('draft')}
            >
              Save draft
            </Button>
          ) : null}
          {isOwner ? null : (
            <Button fullWidth loading={save.isPending} onClick={() => proceed('keep')}>
              Save changes
            </Button>
          )}
        </div>
        {save.data instanceof SavedOnDevice ? <SavedOnDeviceNote what="changes to this plan" /> : null}
        {save.isError && !isPlanConflict(saveError) ? (
          <FormAlert>{failureMessage(saveError, SOMETHING_WENT_WRONG)}</FormAlert>
        ) : null}
      </aside>

      <AddContactModal
        open={addingFor !== null}
        onOpenChange={(next) => {
          if (!next) setAddingFor(null);
        }}
        onAdded={(key: ContactKey) => {
          const current = readPlan(plan);
          if (addingFor === 'group') edit({ contacts: [...(current.contacts ?? []), key] });
          else edit({ emergency_contact: key });
        }}
      />

      <Modal
        open={step === 'note-too-long' || step === 'needs-dates'}
        onOpenChange={() => setStep(null)}
        title={step === 'needs-dates' ? 'Choose your trip dates' : 'Your notes are too long'}
        description={step === 'needs-dates' ? PUBLISH_NEEDS_DATES : NOTE_TOO_LONG}
        size="sm"
        actions={<Button onClick={() => setStep(null)}>OK</Button>}
      />

      <Modal
        open={step === 'no-emergency-contact'}
        onOpenChange={() => setStep(null)}
        title="No emergency contact"
        description="An emergency contact is the person at home who raises the alarm if your group is overdue. Add one before you share your plan?"
        size="sm"
        actions={
          <div className={styles.stackedActions}>
            {emergencyCandidates.length > 0 ? (
              <Button onClick={chooseSavedEmergencyContact}>Add a saved contact</Button>
            ) : null}
            <Button
              variant={emergencyCandidates.length > 0 ? 'secondary' : 'primary'}
              onClick={() => {
                setStep(null);
                setAddingFor('emergency');
              }}
            >
              Add a new contact
            </Button>
            <Button variant="ghost" onClick={() => setStep('confirm-publish')}>
              Continue without one
            </Button>
          </div>
        }
      />

      {user ? (
        <OwnerPhoneDialog
          user={user}
          open={step === 'owner-phone'}
          onCancel={() => setStep(null)}
          onContinue={() => setStep('confirm-publish')}
        />
      ) : null}

      <ConfirmDialog
        open={step === 'confirm-publish'}
        onOpenChange={() => setStep(null)}
        title="Share your plan?"
        description={
          plan.emergency_contact === null || plan.emergency_contact === undefined
            ? 'The people you added to this plan will be notified by email, with a link to read it.'
            : `The people you added to this plan will be notified by email, with a link to read it. If nobody checks in as back safe within ${graceLabel(plan.grace_hours ?? DEFAULT_GRACE_HOURS)} of the trip’s end, we will email your emergency contact.`
        }
        confirmLabel="Share plan"
        tone="primary"
        onConfirm={publish}
      />

      <ConfirmDialog
        open={step === 'conflict'}
        onOpenChange={() => setStep(null)}
        title="This plan has changed"
        description={failureMessage(saveError, SOMETHING_WENT_WRONG)}
        confirmLabel="Reload the plan"
        cancelLabel="Not now"
        tone="primary"
        loading={reload.isPending}
        error={reload.isError ? failureMessage(reload.error, SOMETHING_WENT_WRONG) : null}
        onConfirm={() => {
          if (!plan.guid) return;
          reload.mutate(plan.guid, {
            onSuccess: () => {
              save.reset();
              setStep(null);
            },
          });
        }}
      />
    </div>
  );
}
