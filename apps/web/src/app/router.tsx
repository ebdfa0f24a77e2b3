import { isSignedInOnly, pathFor, ROUTE_REDIRECTS, ROUTES } from '@waymark/domain';
import type { RouteDefinition } from '@waymark/domain';
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { ScreenSkeleton } from '@/components/screen-skeleton.tsx';
import { useSession } from '@/lib/use-session.ts';
import { AppShell } from './layout/app-shell.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { SCREENS } from './screens.ts';

/** Carried to /404 so the page can say what was not found (spec 3 §2). */
export type NotFoundState = { missingPath: string };

function RouteScreen({ route }: { route: RouteDefinition }) {
  const { isSignedIn } = useSession();
  if (isSignedInOnly(route.name) && !isSignedIn) return <Navigate to={pathFor('home')} replace />;

  const Screen = SCREENS[route.name];
  if (!Screen) throw new Error(`No screen for the route ${route.name}`);
  return (
    <Suspense fallback={<ScreenSkeleton />}>
      <Screen />
    </Suspense>
  );
}

/** `/account/activate?code=ABC123` → `/activate?code=ABC123`: the query string comes along. */
function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

function NotFoundRedirect() {
  const { pathname } = useLocation();
  const state: NotFoundState = { missingPath: pathname };
  return <Navigate to={pathFor('not-found')} replace state={state} />;
}

/** The whole route table (spec 1 §2, spec 2 §2) under one shell; unknown paths go to /404. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorScreen />,
    children: [
      ...ROUTE_REDIRECTS.map(({ from, to }) => ({ path: from, element: <Redirect to={to} /> })),
      ...ROUTES.map((route) => ({
        path: route.path,
        element: <RouteScreen route={route} />,
        // A failing screen leaves the header and footer standing.
        errorElement: <RouteErrorScreen />,
      })),
      { path: '*', element: <NotFoundRedirect /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
