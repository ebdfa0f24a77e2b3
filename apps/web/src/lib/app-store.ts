import { DEFAULT_DISTANCE_RANGE, STORE_VERSION } from '@waymark/domain';
import type {
  AcceptanceState,
  Attachment,
  Contact,
  ContactInput,
  DailyPlan,
  PlanDates,
  PlanGear,
  SafetyDetails,
  Token,
  UnsentNotice,
  User,
} from '@waymark/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The client store: the session, the working trip plan and search state kept on the device
 * (spec 1 §3), plus state that lives only as long as the tab. Server data (tracks, alerts,
 * the config) belongs to TanStack Query, not here.
 */

/** Spec 1 §3 access token as `POST auth/oauth` answers it; `created` is set on this device, in epoch seconds. */
export type AccessToken = Token & { created: number };

/** The signed-in user as `GET user` answers it. */
export type SessionUser = User;

/**
 * A person on the working plan: a saved contact's id, or the key of a contact made while
 * logged out (spec 1 §4), which becomes an id once it is uploaded after login.
 */
export type ContactKey = number | string;

/**
 * The trip being planned (spec 2 §3, spec 3 §4 "Working plan"): the place and trip dates (times
 * as "HH:mm", as the date picker keeps them), and the rest of the plan as the editor changes
 * it. A plan with an id is a saved plan; `version` is the version this copy was read at.
 */
export type WorkingPlan = {
  location: PlaceRef;
  date?: PlanDates['date'];
  start_time?: string;
  end_time?: string;
  id?: number;
  guid?: string;
  version?: number;
  is_published?: boolean;
  is_complete?: boolean;
  acceptanceState?: AcceptanceState;
  /** The owner's first name, for an editor's view of someone else's plan. */
  owner_first_name?: string;
  custom_trip_name?: string;
  note?: string;
  contacts?: ContactKey[];
  emergency_contact?: ContactKey | null;
  /** The plan's people as it was read, so an editor sees the owner's contacts by name. */
  plan_contacts?: Contact[];
  daily_plans?: DailyPlan[];
  attachments?: Attachment[];
  vehicle?: SafetyDetails['vehicle'];
  emergency_equipment?: SafetyDetails['emergency_equipment'];
  alternative_route?: string;
  /** The gear list for the trip, as the gear page last changed it. */
  gearList?: PlanGear | null;
  /** Hours after the trip's end before the emergency contact is told (issue 14). */
  grace_hours?: number;
  /** Who the last save did not email, and why: the plan-complete page says so. */
  unsent_notices?: UnsentNotice[];
};

/** A contact made while logged out, kept on the device until it is uploaded after login. */
export type TemporaryContact = ContactInput & { key: string; fullname: string };

/** A document chosen while logged out: its facts here, its bytes in IndexedDB under `key`. */
export type TemporaryFile = { key: string; title: string; size: number; type: string };
export type SearchHistoryItem = {
  id: number;
  type: string;
  title: string;
  slug: string;
  [field: string]: unknown;
};
/** A place the walker works on; a custom track's id is its link id (PlanSchema's location). */
export type PlaceRef = {
  id: number | string;
  type: string;
  slug?: string;
  title?: string;
  [field: string]: unknown;
};

/**
 * Search filters of spec 2 §3: ids of the chosen Time, Difficulty and region options, the
 * distance range in km ([0, 101] is no filter; 101 means 100+) and the two toggles.
 */
export type SearchFilters = {
  durations: string[];
  difficulties: string[];
  distance: [number, number];
  regions: string[];
  wheelchair_friendly: boolean;
  allow_dog: boolean;
};

export const DEFAULT_SEARCH_FILTERS: SearchFilters = {
  durations: [],
  difficulties: [],
  distance: [...DEFAULT_DISTANCE_RANGE],
  regions: [],
  wheelchair_friendly: false,
  allow_dog: false,
};

/** Two corners of the map, [[west, south], [east, north]] (spec 2 §3 mapBounds). */
export type MapBounds = [[number, number], [number, number]];

/** The search state that lives only as long as the tab (the term and history are kept). */
export type SearchSession = {
  searchFilters: SearchFilters;
  mapBounds: MapBounds | null;
  /** Where "Nearest to me" found the person, [lng, lat]; its tracks are the geolocated results. */
  nearMe: [number, number] | null;
};

/** Map styles of spec 2 §4; Topo only when a LINZ key works. */
export type MapStyle = 'MapboxOutdoors' | 'Satellite' | 'LINZBaseMapsTopo';

/** What to do once the person has logged in from a login prompt, and on dismissal (spec 1 §4). */
export type PostLoginIntent = {
  onLogin?: () => void;
  onClose?: () => void;
  /** The login modal's title when the prompt is for something specific (spec 2 "Review dialogs"). */
  title?: string;
};

export type LoginModals = {
  login: boolean;
  whyCreateAccount: boolean;
  engagement: boolean;
  /** The engagement prompt shows at most once per session. */
  engagementSeen: boolean;
};

/** Exactly the keys spec 1 §3 keeps on the device; everything else is gone on reload. */
export type PersistedState = {
  accessToken: AccessToken | null;
  user: SessionUser | null;
  previewPortrait: string | null;
  searchHistory: SearchHistoryItem[];
  searchTerm: string;
  isSearching: boolean;
  plan: WorkingPlan | null;
  savedPlan: WorkingPlan | null;
  isPlanning: boolean;
  temporaryContacts: TemporaryContact[];
  temporaryFiles: TemporaryFile[];
  activationEmail: string | null;
};

export type TransientState = {
  selectedLocation: PlaceRef | null;
  viewedLocation: PlaceRef | null;
  mapStyle: MapStyle;
  isOffline: boolean;
  loginModals: LoginModals;
  postLoginIntent: PostLoginIntent | null;
  /**
   * Counts changes to the user on this tab, so a re-read of the user that was sent before a
   * change (a contact just deleted) cannot put the older user back when it answers.
   */
  userRevision: number;
} & SearchSession;

export type AppActions = {
  setAccessToken: (accessToken: AccessToken | null) => void;
  /** Setting no user also forgets everything that belonged to them (spec 1 §4). */
  setUser: (user: SessionUser | null) => void;
  /** Forgets the token and the user, e.g. after any 401 (spec 1 §8). */
  clearSession: () => void;
  /** Clears token, user and plan (spec 1 §4; the gear templates go with the query cache); the caller navigates. */
  logout: () => void;
  setPreviewPortrait: (url: string | null) => void;
  setSelectedLocation: (location: PlaceRef | null) => void;
  setViewedLocation: (location: PlaceRef | null) => void;
  setMapStyle: (style: MapStyle) => void;
  setOffline: (isOffline: boolean) => void;
  setActivationEmail: (email: string | null) => void;
  setLoginModals: (modals: Partial<LoginModals>) => void;
  setPostLoginIntent: (intent: PostLoginIntent | null) => void;
  /**
   * Chooses (or with null clears) the trip dates of the working plan; with no plan yet, a draft
   * plan for `location` starts with them.
   */
  setTripDates: (location: PlaceRef, dates: PlanDates | null) => void;
  /** Spec 2 §4: a page for another place resets the plan and flushes the saved plan. */
  resetPlanUnlessFor: (location: PlaceRef) => void;
  /** One edit to the working plan; with no plan yet, a draft for `location` starts with it. */
  editPlan: (location: PlaceRef, patch: Partial<Omit<WorkingPlan, 'location'>>) => void;
  /** A plan as saved or read from the server becomes both the working and the saved plan. */
  keepSavedPlan: (plan: WorkingPlan) => void;
  /** Starts or stops planning mode (spec 2 §4); stopping it forgets the working plan. */
  setPlanning: (isPlanning: boolean) => void;
  setTemporaryContacts: (update: (contacts: TemporaryContact[]) => TemporaryContact[]) => void;
  setTemporaryFiles: (update: (files: TemporaryFile[]) => TemporaryFile[]) => void;
  /**
   * Keeps the alerts last fetched for the plan's place on the plan (spec 2 §3 "location (with
   * alerts)"), for the alerts page to fall back on when a fetch fails (spec 2 §4).
   */
  rememberPlanAlerts: (location: PlaceRef, alerts: unknown) => void;
  /** One change to the search (term, filters, bounds, near me, history); the rules are the caller's. */
  setSearch: (
    patch: Partial<SearchSession & Pick<PersistedState, 'searchTerm' | 'searchHistory' | 'isSearching'>>,
  ) => void;
};

export type AppState = PersistedState & TransientState & AppActions;

export const STORE_NAME = 'waymark';

export const initialPersistedState: PersistedState = {
  accessToken: null,
  user: null,
  previewPortrait: null,
  searchHistory: [],
  searchTerm: '',
  isSearching: false,
  plan: null,
  savedPlan: null,
  isPlanning: false,
  temporaryContacts: [],
  temporaryFiles: [],
  activationEmail: null,
};

export const initialTransientState: TransientState = {
  selectedLocation: null,
  viewedLocation: null,
  mapStyle: 'MapboxOutdoors',
  isOffline: false,
  loginModals: { login: false, whyCreateAccount: false, engagement: false, engagementSeen: false },
  postLoginIntent: null,
  userRevision: 0,
  searchFilters: DEFAULT_SEARCH_FILTERS,
  mapBounds: null,
  nearMe: null,
};

/**
 * What goes with the user when the user goes. The working and saved plan are one plan in two
 * states (spec 3 §4), so both go: the next person on this device must not see the last one's trip.
 */
const forgottenWithUser = {
  selectedLocation: null,
  plan: null,
  savedPlan: null,
  isPlanning: false,
  previewPortrait: null,
  viewedLocation: null,
  temporaryContacts: [],
  temporaryFiles: [],
} satisfies Partial<PersistedState & TransientState>;

function persistedSlice(state: AppState): PersistedState {
  return {
    accessToken: state.accessToken,
    user: state.user,
    previewPortrait: state.previewPortrait,
    searchHistory: state.searchHistory,
    searchTerm: state.searchTerm,
    isSearching: state.isSearching,
    plan: state.plan,
    savedPlan: state.savedPlan,
    isPlanning: state.isPlanning,
    temporaryContacts: state.temporaryContacts,
    temporaryFiles: state.temporaryFiles,
    activationEmail: state.activationEmail,
  };
}

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      ...initialPersistedState,
      ...initialTransientState,

      setAccessToken: (accessToken) => set({ accessToken }),
      setUser: (user) =>
        set((state) => ({
          userRevision: state.userRevision + 1,
          ...(user ? { user } : { user: null, ...forgottenWithUser }),
        })),
      clearSession: () => set({ accessToken: null, user: null, ...forgottenWithUser }),
      logout: () => set({ accessToken: null, user: null, ...forgottenWithUser }),
      setPreviewPortrait: (previewPortrait) => set({ previewPortrait }),
      setSelectedLocation: (selectedLocation) => set({ selectedLocation }),
      setViewedLocation: (viewedLocation) => set({ viewedLocation }),
      setMapStyle: (mapStyle) => set({ mapStyle }),
      setOffline: (isOffline) => set({ isOffline }),
      setActivationEmail: (activationEmail) => set({ activationEmail }),
      setLoginModals: (modals) => set((state) => ({ loginModals: { ...state.loginModals, ...modals } })),
      setPostLoginIntent: (postLoginIntent) => set({ postLoginIntent }),
      setSearch: (patch) => set(patch),
      setTripDates: (location, dates) =>
        set((state) => {
          const plan: WorkingPlan =
            state.plan && isPlanFor(state.plan, location) ? { ...state.plan } : { location };
          delete plan.date;
          delete plan.start_time;
          delete plan.end_time;
          return { plan: dates ? { ...plan, ...dates } : plan };
        }),
      rememberPlanAlerts: (location, alerts) =>
        set((state) =>
          state.plan && isPlanFor(state.plan, location)
            ? { plan: { ...state.plan, location: { ...state.plan.location, alerts } } }
            : {},
        ),
      editPlan: (location, patch) =>
        set((state) => ({
          plan: { ...(state.plan && isPlanFor(state.plan, location) ? state.plan : { location }), ...patch },
        })),
      keepSavedPlan: (plan) => set({ plan, savedPlan: plan }),
      setPlanning: (isPlanning) =>
        set(isPlanning ? { isPlanning } : { isPlanning, plan: null, savedPlan: null }),
      setTemporaryContacts: (update) =>
        set((state) => ({ temporaryContacts: update(state.temporaryContacts) })),
      setTemporaryFiles: (update) => set((state) => ({ temporaryFiles: update(state.temporaryFiles) })),
      resetPlanUnlessFor: (location) =>
        set((state) =>
          state.plan && !isPlanFor(state.plan, location)
            ? { plan: null, savedPlan: null, isPlanning: false }
            : {},
        ),
    }),
    {
      name: STORE_NAME,
      storage: createJSONStorage(() => localStorage),
      version: STORE_VERSION,
      partialize: persistedSlice,
      // Spec 1 §4: a stored state from any other version is thrown away, not upgraded.
      migrate: () => initialPersistedState,
    },
  ),
);

/** Places are the same place when their kind and id are. */
export function isPlanFor(plan: WorkingPlan, location: PlaceRef): boolean {
  return plan.location.type === location.type && plan.location.id === location.id;
}

/** The working plan's trip dates, when all of them are chosen. */
export function selectPlanDates(state: Pick<PersistedState, 'plan'>): PlanDates | undefined {
  const plan = state.plan;
  if (!plan?.date || !plan.start_time || !plan.end_time) return undefined;
  return { date: plan.date, start_time: plan.start_time, end_time: plan.end_time };
}

/**
 * The place the walker is working on: the one last opened, or after a reload (which forgets
 * it, spec 1 §3) the place of the kept plan, so /alerts, /weather and the trip dates agree.
 */
export function selectCurrentPlace(state: Pick<AppState, 'selectedLocation' | 'plan'>): PlaceRef | null {
  return state.selectedLocation ?? state.plan?.location ?? null;
}

/** Signed in means this device holds a token or a loaded user. */
export function selectIsSignedIn(state: Pick<PersistedState, 'accessToken' | 'user'>): boolean {
  return state.accessToken !== null || state.user !== null;
}
