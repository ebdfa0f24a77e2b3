import { graceLabel, type NotificationKind } from '@waymark/domain';
import { nameInSubject, SUBJECT_NAME_CHARS, type MailBlock } from '#api/providers/mail/templates.ts';
import type { PlanDocumentView } from '#api/modules/plans/plan-document.ts';

/** Everything a safety-net message says about its trip, worded already. */
export type TripFacts = {
  productName: string;
  tripName: string;
  placeTitle: string;
  ownerName: string;
  /** First and last name, as the emergency contact is told who is out. */
  ownerFullName: string;
  /** The owner's phone, for the emergency contact; empty when not given. */
  ownerPhone: string;
  /** "Sat 12th Dec 8:00am – Mon 14th Dec 4:00pm" */
  when: string;
  /** "4:00pm Mon 14th Dec 2026" */
  endsAt: string;
  alarmAt: string;
  graceHours: number;
  hasEmergencyContact: boolean;
  emergencyContactName: string;
  /** The owner's endTripEmergencyContact switch. */
  escalationOn: boolean;
  view: PlanDocumentView;
  /** Absolute addresses for mails; paths for in-app and push. */
  urls: { plan: string; alerts: string; weather: string; checkIn: string };
  paths: { plan: string; alerts: string; weather: string; checkIn: string };
  backSafeAt: string | null;
};

/** A message in both its forms: the mail, and the line under the bell (and the push). */
export type NotificationMessage = {
  subject: string;
  blocks: MailBlock[];
  action: { label: string; url: string };
  inApp: { title: string; body: string; path: string };
};

/** The owner's and the trip's names as a subject carries them (nameInSubject says why). */
function subjectNames(facts: TripFacts) {
  return {
    owner: nameInSubject(facts.ownerName, SUBJECT_NAME_CHARS.person, 'Someone'),
    trip: nameInSubject(facts.tripName, SUBJECT_NAME_CHARS.trip, `${facts.productName} trip`),
  };
}

/** Everyone on the trip, its maker first, each with their phone: who is out, and how to reach them. */
function groupBlock(view: PlanDocumentView, heading: string): MailBlock {
  const person = (c: { name: string; relationship: string; phone: string }) =>
    [c.name, c.relationship && `(${c.relationship})`, c.phone && `phone ${c.phone}`]
      .filter(Boolean)
      .join(' ');
  return { heading, items: [view.planner, ...view.group].map(person) };
}

function alertsBlock(view: PlanDocumentView): MailBlock {
  return {
    heading: 'Alerts for your trip dates',
    items: view.alerts.items.length > 0 ? view.alerts.items.map((item) => item.title) : [view.alerts.intro],
  };
}

function forecastBlock(view: PlanDocumentView): MailBlock {
  return {
    heading: 'Forecast',
    items:
      view.forecast.items.length > 0
        ? view.forecast.items.map((item) => `${item.title}. ${item.text.split('\n')[0] ?? ''}`.trim())
        : [view.forecast.intro],
  };
}

function reminder(facts: TripFacts, hours: 48 | 24): NotificationMessage {
  const starts = hours === 48 ? 'in two days' : 'tomorrow';
  return {
    subject: `Your trip starts ${starts}: ${subjectNames(facts).trip}`,
    blocks: [
      `Your trip ${facts.tripName} (${facts.placeTitle}) starts ${starts}: ${facts.when}.`,
      groupBlock(facts.view, 'Who is going'),
      alertsBlock(facts.view),
      forecastBlock(facts.view),
      'Check your plan is up to date — who is going, your emergency contact, your gear — and check the alerts again on the day you leave.',
    ],
    action: { label: 'Open your trip plan', url: facts.urls.plan },
    inApp: {
      title: `Your trip starts ${starts}`,
      body: `${facts.tripName}: ${facts.when}`,
      path: facts.paths.plan,
    },
  };
}

/** `lines` as the watch described the changes: "New MetService alert: …". */
function changedAlerts(facts: TripFacts, lines: string[]): NotificationMessage {
  return {
    subject: `Alerts have changed for your trip: ${subjectNames(facts).trip}`,
    blocks: [
      `The alerts for ${facts.placeTitle} on your trip dates (${facts.when}) have changed.`,
      { heading: 'What changed', items: lines },
      'Read the alerts before you go, and change your plan if you need to.',
    ],
    action: { label: 'See the alerts for your trip', url: facts.urls.alerts },
    inApp: {
      title: `Alerts changed: ${facts.tripName}`,
      body: lines.length > 1 ? `${lines[0]} (and ${lines.length - 1} more)` : (lines[0] ?? ''),
      path: facts.paths.alerts,
    },
  };
}

function forecastAvailable(facts: TripFacts): NotificationMessage {
  return {
    subject: `The forecast for your trip is out: ${subjectNames(facts).trip}`,
    blocks: [
      `There is now a forecast for your trip to ${facts.placeTitle} (${facts.when}).`,
      forecastBlock(facts.view),
    ],
    action: { label: 'See the forecast', url: facts.urls.weather },
    inApp: {
      title: `Forecast out: ${facts.tripName}`,
      body: facts.view.forecast.items[0]?.title ?? `The forecast for ${facts.when} is out.`,
      path: facts.paths.weather,
    },
  };
}

function checkIn(facts: TripFacts, checkInUrl: string): NotificationMessage {
  const whoIsTold =
    facts.hasEmergencyContact && facts.escalationOn
      ? `If nobody checks in by ${facts.alarmAt}, we will email ${facts.emergencyContactName}, your emergency contact, with your trip plan.`
      : 'Nobody else will be told if you do not check in: this plan has no emergency contact we can email.';
  return {
    subject: `Are you back? ${subjectNames(facts).trip}`,
    blocks: [
      `Your trip ${facts.tripName} was due to end at ${facts.endsAt}. Are you back?`,
      whoIsTold,
      'Running late but safe? Open the link and extend your trip: your emergency contact is told later.',
    ],
    action: { label: 'I’m back safe', url: checkInUrl },
    inApp: {
      title: 'Are you back?',
      body: `Tell us you are back safe from ${facts.tripName}.`,
      path: facts.paths.checkIn,
    },
  };
}

function escalation(facts: TripFacts): NotificationMessage {
  const { view } = facts;
  const vehicle = [
    view.vehicle.description,
    view.vehicle.registration && `registration ${view.vehicle.registration}`,
    view.vehicle.parkedAt && `parked at ${view.vehicle.parkedAt}`,
  ].filter(Boolean);
  const carried = view.equipment.filter((e) => e.carried).map((e) => e.name);
  const { owner, trip } = subjectNames(facts);
  return {
    subject: `${owner} is overdue from their trip: ${trip}`,
    blocks: [
      `${facts.ownerFullName} has not checked in from their trip ${facts.tripName} at ${facts.placeTitle}. They expected to be out by ${facts.endsAt} and asked us to tell you if they had not checked in ${graceLabel(facts.graceHours)} after that.`,
      {
        heading: 'What to do',
        items: [
          `Try to reach ${facts.ownerFullName}${facts.ownerPhone ? ` (phone ${facts.ownerPhone})` : ''} and the others in the group.`,
          'If you cannot reach them, call 111 and ask for the Police.',
          // The plan's link shows whoever has it no vehicle (decision 025): the PDF does.
          `Give the Police this trip plan: it is attached as a PDF, with everyone’s phone and their vehicle. Where they went and when is kept up to date at ${facts.urls.plan}`,
        ],
      },
      {
        heading: 'Where they went',
        items: [
          `${view.place.title}: ${view.place.summary}`,
          ...(view.when ? [`Starting ${view.when.starts}; expected out ${view.when.expectedOut}`] : []),
          ...view.dailyPlans.map((day) => `${day.title}: ${day.text.replace(/\n/g, '; ')}`),
          ...(view.alternativeRoute ? [`Other route they might take: ${view.alternativeRoute}`] : []),
        ],
      },
      groupBlock(view, 'Who is in the group'),
      { heading: 'Their vehicle', items: vehicle.length > 0 ? [vehicle.join(', ')] : ['Not given'] },
      {
        heading: 'Emergency equipment',
        items: carried.length > 0 ? carried : ['None listed'],
      },
      ...(view.gear.length > 0
        ? [
            {
              heading: 'Gear',
              items: view.gear.map(
                (category) =>
                  `${category.title}: ${category.items.map((item) => item.title).join(', ') || '—'}`,
              ),
            },
          ]
        : []),
      'If they check in later, we will email you that they are back.',
    ],
    action: { label: 'Open the trip plan', url: facts.urls.plan },
    inApp: { title: '', body: '', path: facts.paths.plan },
  };
}

function backSafe(facts: TripFacts): NotificationMessage {
  const { owner, trip } = subjectNames(facts);
  return {
    subject: `${owner} is back safe: ${trip}`,
    blocks: [
      `${facts.ownerName} checked in as back safe from ${facts.tripName} at ${facts.backSafeAt}.`,
      `You do not need to do anything more. If you called the Police, tell them ${facts.ownerName} is back.`,
    ],
    action: { label: 'Open the trip plan', url: facts.urls.plan },
    inApp: { title: '', body: '', path: facts.paths.plan },
  };
}

/** To the emergency contact, each time the trip's end is moved on (issue 27). */
function tripExtended(facts: TripFacts): NotificationMessage {
  const { owner, trip } = subjectNames(facts);
  return {
    subject: `${owner} has extended their trip: ${trip}`,
    blocks: [
      `${facts.ownerFullName} has extended their trip ${facts.tripName}: they now expect to be back by ${facts.endsAt}. You will be told if they are not back by then.`,
      `We will email you if nobody has checked in ${graceLabel(facts.graceHours)} after that, as before.`,
    ],
    action: { label: 'Open the trip plan', url: facts.urls.plan },
    inApp: { title: '', body: '', path: facts.paths.plan },
  };
}

/** The words of each kind of notification (issue 14), for mail, the bell and push alike. */
export function notificationMessage(
  kind: NotificationKind,
  facts: TripFacts,
  extra: { changes?: string[]; checkInUrl?: string },
): NotificationMessage {
  switch (kind) {
    case 'reminder-48h':
      return reminder(facts, 48);
    case 'reminder-24h':
      return reminder(facts, 24);
    case 'changed-alert':
      return changedAlerts(facts, extra.changes ?? []);
    case 'forecast-available':
      return forecastAvailable(facts);
    case 'check-in':
      return checkIn(facts, extra.checkInUrl ?? facts.urls.checkIn);
    case 'escalation':
      return escalation(facts);
    case 'back-safe':
      return backSafe(facts);
    case 'trip-extended':
      return tripExtended(facts);
  }
}
