import { StrictMode } from 'react';
import type { AppConfig } from '@waymark/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers.tsx';
import { appRoutes } from '@/app/router.tsx';
import { configQueryOptions } from '@/lib/app-config.ts';
import { initialPersistedState, initialTransientState, useAppStore } from '@/lib/app-store.ts';
import type { AccessToken, AppState, SessionUser } from '@/lib/app-store.ts';
import { setAppNavigator } from '@/lib/navigation.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { setViewportWidth } from './viewport.ts';

/** What GET /api/v1/config answers in these tests. */
export const sampleConfig: AppConfig = {
  product: { name: 'Waymark', public_url: 'https://waymark.example' },
  oauth: { client_id: 'waymark-web', client_secret: 'waymark-web-public' },
  search: { recommended_tracks_heading: 'Recommended tracks' },
  credits: {
    safety_council: { name: 'NZ Mountain Safety Council', url: 'https://www.mountainsafety.org.nz' },
    developer: { name: 'Waymark Labs', url: 'https://waymark.example' },
    data: 'Track data: Department of Conservation, CC BY 4.0.',
  },
  not_found: { help_text: 'It may have moved, or the link may be wrong.' },
  social: {
    title: 'Waymark NZ',
    description: 'Find tracks, huts and campsites.',
    keywords: 'tramping, huts',
  },
};

export const sampleToken: AccessToken = {
  access_token: 'token-abc',
  refresh_token: 'refresh-abc',
  token_type: 'Bearer',
  expires_in: 3600,
  created: 1_700_000_000,
};

export const sampleUser: SessionUser = {
  id: 7,
  first_name: 'Aroha',
  last_name: 'Ngata',
  email: 'aroha@example.nz',
  phone: null,
  gender: 'Female',
  dob: '1990-04-12',
  level: 'Intermediate',
  portrait: null,
  notifications: {
    fortyEightPrior: { Email: true, InApp: true },
    twentyFourPrior: { Email: true, InApp: true },
    changedAlerts: { Email: true, InApp: true },
    endTripEmergencyContact: { Email: true },
  },
  inited: true,
  verified: true,
  pending_email: null,
  role: 'user',
  plans: [],
  wishlist: [],
  contacts: [],
};

export const DESKTOP_WIDTH = 1280;
export const MOBILE_WIDTH = 375;

type RenderAppOptions = {
  width?: number;
  /** 'member' signs in with a token and a loaded user. */
  session?: 'guest' | 'member' | { accessToken?: AccessToken | null; user?: SessionUser | null };
  config?: AppConfig;
  /** Store state the visitor already has, e.g. a selected place or a working plan. */
  store?: Partial<AppState>;
  /** Render inside React's StrictMode, as main.tsx does, which runs effects twice in development. */
  strict?: boolean;
};

export function resetStore(): void {
  useAppStore.setState({ ...initialPersistedState, ...initialTransientState });
}

/** Renders the whole app (shell, router, providers) at a path, as a visitor would open it. */
export function renderApp(
  path: string,
  { width = DESKTOP_WIDTH, session = 'guest', config = sampleConfig, store, strict }: RenderAppOptions = {},
) {
  setViewportWidth(width);
  resetStore();
  if (store) useAppStore.setState(store);
  if (session === 'member') useAppStore.setState({ accessToken: sampleToken, user: sampleUser });
  else if (session !== 'guest') useAppStore.setState(session);

  const queryClient = createQueryClient();
  queryClient.setQueryData(configQueryOptions().queryKey, config);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const unregister = setAppNavigator((to) => void router.navigate(to));
  const user = userEvent.setup();
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return {
    ...view,
    router,
    user,
    unmount: () => {
      view.unmount();
      unregister();
    },
  };
}

/** The path the app is showing now, e.g. '/activate?code=ABC123'. */
export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return pathname + search;
}
