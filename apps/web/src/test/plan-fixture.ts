import { PlanSchema } from '@waymark/domain';
import type { Plan } from '@waymark/domain';

const time = (hour: string, meridiem: 'AM' | 'PM') => ({ hour, minute: '00', meridiem, valid: true });

/** A published plan of Aroha's (the sample user): Routeburn, Thursday 10 to 5 pm Saturday 12 December 2026. */
export function planFixture(changes: Partial<Plan> = {}): Plan {
  return PlanSchema.parse({
    id: 12,
    guid: 'pQ7xR2mK9vL4nB8cD1fG3h',
    version: 1,
    is_published: true,
    is_complete: false,
    acceptanceState: 'owner',
    user: { id: 7, first_name: 'Aroha' },
    editors: [],
    contacts: [],
    emergency_contact: null,
    location: {
      id: 2,
      slug: 'routeburn-track',
      title: 'Routeburn Track',
      thumbnail: null,
      singular_name: 'track',
    },
    custom_trip_name: '',
    note: '',
    daily_plans: [],
    attachments: [],
    date: {
      start: '2026-12-10',
      end: '2026-12-12',
      start_time: time('08', 'AM'),
      end_time: time('05', 'PM'),
    },
    isShared: false,
    isPendingInvitation: false,
    ...changes,
  });
}
