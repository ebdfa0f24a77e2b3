import {
  EMERGENCY_EQUIPMENT_NAMES,
  formatMoment,
  graceDescription,
  pathFor,
  placePath,
  planDatesOf,
  planPlaceOf,
  plannerNameOf,
  SOMETHING_WENT_WRONG,
  tripDayCount,
  tripDatesLabel,
  tripNameOf,
} from '@waymark/domain';
import type { Attachment, Contact, Plan } from '@waymark/domain';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { GearSummary, ReadOnlyGearList } from '@/components/gear-list/gear-list-editor.tsx';
import { SaveOfflineButton } from '@/components/offline/save-offline-button.tsx';
import { Page } from '@/components/page.tsx';
import { RoutePlan } from '@/components/route-plan.tsx';
import { failureMessage } from '@/lib/api-client.ts';
import { useOnline } from '@/lib/offline/use-online.ts';
import { useSession } from '@/lib/use-session.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { DownloadIcon } from '@/ui/icons.tsx';
import { CalendarIcon } from '@/ui/place-icons.tsx';
import { useToast } from '@/ui/toast.tsx';
import { isReadThroughItsPlan, useDownloadPlan, useDownloadPlanDocument } from './api/plan-downloads-api.ts';
import type { PlanDownload } from './api/plan-downloads-api.ts';
import { useRespondToPlan } from './api/plans-api.ts';
import { canCheckInFromApp, canEditPlan, useOpenInEditor } from './use-open-in-editor.ts';
import styles from './plan-readonly.module.css';
import { SharePlanButton } from './share-plan.tsx';

/**
 * The read-only plan (spec 3 "Read-only plan view"): what the group and the people at home read
 * from the link, and what a search team would ask for first. Anyone with the link may read a
 * published plan; an unpublished one is not found. The vehicle and private documents are for the
 * people on the plan (decision 025): to anyone else the screen says so where they would be.
 */
export function PlanReadonlyScreen() {
  return <RoutePlan title="Trip plan">{(plan) => <ReadOnlyPlan plan={plan} />}</RoutePlan>;
}

function ReadOnlyPlan({ plan }: { plan: Plan }) {
  const place = planPlaceOf(plan);
  const isOwner = plan.acceptanceState === 'owner';
  const isOwnerOrEditor = isOwner || plan.acceptanceState === 'accepted';
  const openInEditor = useOpenInEditor();
  const multiDay = plan.date !== null && tripDayCount(plan.date) > 1;
  const sectionPath = (section: 'alerts' | 'weather') => pathFor(`plan-${section}`, { guid: plan.guid });

  return (
    <Page
      title={tripNameOf(plan)}
      eyebrow="Trip plan"
      width="regular"
      intro={
        <>
          {place ? (
            <Link to={placePath(place.type, place.slug)}>{plan.location.title}</Link>
          ) : (
            plan.location.title
          )}
          {' · '}
          {plan.date ? tripDatesLabel(planDatesOf(plan.date)) : 'Dates not chosen yet'}
        </>
      }
    >
      {isOwner ? null : <SharedNotice plan={plan} />}

      <div className={styles.toolbar}>
        <nav className={styles.actions} aria-label="This trip">
          {canCheckInFromApp(plan) ? (
            <Button asChild>
              <Link to={pathFor('plan-check-in', { id: plan.id })}>I’m back safe</Link>
            </Button>
          ) : null}
          {isOwner && canEditPlan(plan) ? (
            <Button onClick={() => openInEditor(plan)}>Edit plan</Button>
          ) : null}
          <Button asChild variant="secondary">
            <Link to={sectionPath('alerts')}>Alerts for these dates</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={sectionPath('weather')}>Weather for these dates</Link>
          </Button>
        </nav>
        {isOwnerOrEditor ? <ShareAndDownload plan={plan} /> : null}
        <SaveOfflineButton subject={{ plan }} />
      </div>

      <Section title="The group">
        <ul className={styles.people}>
          <Person contact={plannerOf(plan)} />
          {plan.contacts.map((contact) => (
            <Person key={contact.id} contact={contact} />
          ))}
        </ul>
      </Section>

      <Section title="Emergency contact">
        {plan.emergency_contact ? (
          <ul className={styles.people}>
            <Person contact={plan.emergency_contact} />
          </ul>
        ) : (
          <p className={styles.empty}>No emergency contact has been chosen.</p>
        )}
      </Section>

      {multiDay ? (
        <Section title="Daily plan">
          {plan.daily_plans.some((day) => day.notes || day.start_location || day.end_location) ? (
            <ol className={styles.days}>
              {plan.daily_plans.map((day) => (
                <li key={day.day_index}>
                  <h3 className={styles.dayTitle}>Day {day.day_index + 1}</h3>
                  {day.start_location || day.end_location ? (
                    <p>
                      {day.start_location || '…'} → {day.end_location || '…'}
                    </p>
                  ) : null}
                  {day.notes ? <p className={styles.notes}>{day.notes}</p> : null}
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.empty}>The daily plan is empty</p>
          )}
        </Section>
      ) : (
        <Section title="Trip notes">
          {plan.note ? (
            <p className={styles.notes}>{plan.note}</p>
          ) : (
            <p className={styles.empty}>The note is empty</p>
          )}
        </Section>
      )}

      <Section title="Safety details">
        <dl className={styles.facts}>
          <dt>Vehicle</dt>
          <dd>
            {plan.private_details_shown ? (
              <>
                {[plan.vehicle.description, plan.vehicle.registration].filter(Boolean).join(', ') ||
                  'Not given'}
                {plan.vehicle.parked_at ? `, parked at ${plan.vehicle.parked_at}` : ''}
              </>
            ) : (
              'Shown to the people on this trip'
            )}
          </dd>
          {Object.entries(EMERGENCY_EQUIPMENT_NAMES).map(([key, name]) => (
            <div key={key} className={styles.fact}>
              <dt>{name}</dt>
              <dd>
                {plan.emergency_equipment[key as keyof Plan['emergency_equipment']]
                  ? 'Carried'
                  : 'Not carried'}
              </dd>
            </div>
          ))}
          <dt>Alternative route or bail-out</dt>
          <dd>{plan.alternative_route || 'Not given'}</dd>
          <dt>Emergency contact told</dt>
          <dd>
            {plan.emergency_contact
              ? graceDescription(plan.grace_hours)
              : 'Nobody: no emergency contact has been chosen'}
          </dd>
          {plan.back_safe_at ? (
            <>
              <dt>Checked in</dt>
              <dd>Back safe at {formatMoment(plan.back_safe_at)}</dd>
            </>
          ) : null}
        </dl>
      </Section>

      {plan.gearList && plan.gearList.list.length > 0 ? (
        <Section title="Gear list">
          <GearSummary list={plan.gearList.list} />
          <ReadOnlyGearList list={plan.gearList.list} />
        </Section>
      ) : null}

      {plan.attachments.length > 0 ? (
        <Section title="Documents">
          <Documents documents={plan.attachments} />
        </Section>
      ) : null}
    </Page>
  );
}

/**
 * A public document is a plain link. A private one is fetched with the reader's login and then
 * saved, since its address answers only the people on the plan.
 */
function Documents({ documents }: { documents: Attachment[] }) {
  const download = useDownloadPlanDocument();
  return (
    <>
      <ul className={styles.documents}>
        {documents.map((document) => (
          <li key={document.id}>
            <a
              href={document.url}
              download={document.title}
              onClick={(event) => {
                if (!isReadThroughItsPlan(document)) return;
                event.preventDefault();
                download.mutate(document);
              }}
            >
              {document.title}
            </a>{' '}
            <span className={styles.size}>({Math.max(1, Math.round(document.size / 1024))} KB)</span>
          </li>
        ))}
      </ul>
      {download.isError ? (
        <FormAlert>{failureMessage(download.error, SOMETHING_WENT_WRONG)}</FormAlert>
      ) : null}
    </>
  );
}

/** Spec 3: non-owners see "You've been added to this trip plan"; a pending one may accept or decline. */
function SharedNotice({ plan }: { plan: Plan }) {
  const respond = useRespondToPlan(plan.guid);
  const navigate = useNavigate();
  const openInEditor = useOpenInEditor();
  const { toast } = useToast();
  const { isSignedIn } = useSession();
  return (
    <div className={styles.notice}>
      <FormAlert tone="info" title="You've been added to this trip plan">
        {plan.isPendingInvitation
          ? 'Accept it to help keep it up to date, or decline it to take it off your walks.'
          : `${plan.user.first_name || 'The planner'} shared it so you know where the group is going and when.`}
        {plan.private_details_shown ? null : (
          <>
            {' '}
            The vehicle and private documents are shown to the people on this trip
            {isSignedIn ? (
              '.'
            ) : (
              <>
                : <Link to={pathFor('sign-in')}>log in</Link> if you are one of them.
              </>
            )}
          </>
        )}
      </FormAlert>
      {plan.isPendingInvitation ? (
        <div className={styles.respond}>
          <Button
            loading={respond.isPending && respond.variables?.answer === 'accept'}
            disabled={respond.isPending}
            onClick={() =>
              respond.mutate(
                { id: plan.id, answer: 'accept' },
                {
                  // Spec 3 §4: once accepted, the plan opens in the editor.
                  onSuccess: (accepted) => {
                    toast({ title: 'You can now help edit this plan', tone: 'success' });
                    if (accepted && canEditPlan(accepted)) openInEditor(accepted);
                  },
                },
              )
            }
          >
            Accept
          </Button>
          <Button
            variant="secondary"
            loading={respond.isPending && respond.variables?.answer === 'decline'}
            disabled={respond.isPending}
            onClick={() =>
              respond.mutate(
                { id: plan.id, answer: 'decline' },
                {
                  onSuccess: () => {
                    toast({ title: 'The plan is off your walks', tone: 'success' });
                    void navigate(pathFor('my-walks'));
                  },
                },
              )
            }
          >
            Decline
          </Button>
        </div>
      ) : null}
      {respond.isError ? <FormAlert>{failureMessage(respond.error, SOMETHING_WENT_WRONG)}</FormAlert> : null}
    </div>
  );
}

/**
 * The plan's people share its link (spec 3 "Share modal"); only its owner downloads it (spec 3
 * §6), as a PDF, and, once it has dates, as a calendar event. A failed download says why (§8).
 */
function ShareAndDownload({ plan }: { plan: Plan }) {
  const download = useDownloadPlan();
  // The PDF and the calendar file are made by the server: without a connection, say so up front.
  const online = useOnline();
  const isOwner = plan.acceptanceState === 'owner';
  const downloadButton = (kind: PlanDownload, label: string, icon: ReactNode) => (
    <Button
      variant="secondary"
      leadingIcon={icon}
      loading={download.isPending && download.variables.download === kind}
      disabled={download.isPending || !online}
      onClick={() => download.mutate({ id: plan.id, download: kind })}
    >
      {label}
    </Button>
  );

  return (
    <div className={styles.sharing}>
      <div className={styles.tools}>
        <SharePlanButton plan={plan} />
        {isOwner ? downloadButton('document', 'Download PDF', <DownloadIcon size={18} />) : null}
        {isOwner && plan.date
          ? downloadButton('calendar', 'Add to calendar', <CalendarIcon size={18} />)
          : null}
      </div>
      {!online && isOwner ? <p className={styles.hint}>Downloads need a connection.</p> : null}
      {download.isError ? (
        <FormAlert>{failureMessage(download.error, SOMETHING_WENT_WRONG)}</FormAlert>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** The plan's maker, first of the group: the person the others at home most need to reach. */
function plannerOf(plan: Plan): PersonOnTrip {
  return {
    fullname: plannerNameOf(plan) || 'The planner',
    relationship: 'Made this plan',
    phone: plan.user.phone,
    email: '',
  };
}

type PersonOnTrip = Pick<Contact, 'fullname' | 'relationship' | 'phone' | 'email'>;

function Person({ contact }: { contact: PersonOnTrip }) {
  return (
    <li className={styles.person}>
      <strong>{contact.fullname}</strong>
      {contact.relationship ? <span className={styles.muted}> · {contact.relationship}</span> : null}
      {contact.phone ? (
        <>
          <br />
          <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
        </>
      ) : null}
      {contact.email ? (
        <>
          <br />
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </>
      ) : null}
    </li>
  );
}
