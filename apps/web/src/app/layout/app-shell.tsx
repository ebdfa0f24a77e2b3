import { shellLayout } from '@waymark/domain';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { RegionErrorBoundary } from '@/components/region-error-boundary.tsx';
import { useAppStore } from '@/lib/app-store.ts';
import { useHasQueuedEdits } from '@/lib/offline/queued-edits-flag.ts';
import { useOnline } from '@/lib/offline/use-online.ts';
import { preloadableLazy } from '@/lib/preloadable-lazy.ts';
import { useReviewModal } from '@/lib/review-modal.ts';
import { useCurrentRoute } from '@/lib/use-current-route.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { useViewport } from '@/lib/use-viewport.ts';
import styles from './app-shell.module.css';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';

// Token refresh and user polling (spec 1 §4) run only while the device holds a token.
const SessionJobs = lazy(() =>
  import('@/lib/session/session-jobs.tsx').then((m) => ({ default: m.SessionJobs })),
);
// The login, why-create-account and engagement modals and the engagement timer; none of it is
// needed for the first paint.
const AuthModalsHost = lazy(() =>
  import('@/features/auth-modals/auth-modals-host.tsx').then((m) => ({ default: m.AuthModalsHost })),
);
// Said only without a connection, or while edits made without one are being sent (issue 17).
// Offline at start, main.tsx preloads it before hydrating, so it draws with the page.
export const OfflineBanner = preloadableLazy(
  async () => (await import('@/components/offline/offline-banner.tsx')).OfflineBanner,
);
// Sends the edits made offline (issue 17); loaded only while some wait.
const OutboxSync = lazy(() =>
  import('@/components/offline/outbox-sync.tsx').then((m) => ({ default: m.OutboxSync })),
);
// The review wizard, loaded the first time someone asks to write a review.
const ReviewWizardHost = lazy(() =>
  import('@/features/reviews/review-wizard/review-wizard.tsx').then((m) => ({ default: m.ReviewWizardHost })),
);

/**
 * The frame around every screen. Which header and whether a footer shows is decided by the
 * domain's shell rules from the route and the width (spec 1 §2), never here.
 */
export function AppShell() {
  const route = useCurrentRoute();
  const viewport = useViewport();
  // An unknown path renders nothing of its own: it is already on its way to /404.
  const layout = route ? shellLayout(route.name, viewport) : undefined;
  const hasToken = useAppStore((state) => state.accessToken !== null);
  const reviewing = useReviewModal((state) => state.request !== null);
  const hasQueuedEdits = useHasQueuedEdits();
  const online = useOnline();
  // The modals are the browser's alone: drawn on the server, hydrating would wait on their code.
  const hydrated = useHydrated();

  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      {layout && layout.header !== 'hidden' ? (
        <RegionErrorBoundary region="header">
          <AppHeader layout={layout} />
        </RegionErrorBoundary>
      ) : null}
      {!online || hasQueuedEdits ? (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className={styles.main} data-route-name={route?.name}>
        <Outlet />
      </main>
      {layout?.footer ? (
        <RegionErrorBoundary region="footer">
          <AppFooter />
        </RegionErrorBoundary>
      ) : null}
      <ScrollRestoration />
      {/* Two boundaries: loading the session jobs after a login must not hide an open modal. */}
      {hydrated ? (
        <Suspense fallback={null}>
          <AuthModalsHost />
        </Suspense>
      ) : null}
      {reviewing ? (
        <Suspense fallback={null}>
          <ReviewWizardHost />
        </Suspense>
      ) : null}
      {hasToken ? (
        <Suspense fallback={null}>
          <SessionJobs />
        </Suspense>
      ) : null}
      {hasToken && hasQueuedEdits ? (
        <Suspense fallback={null}>
          <OutboxSync />
        </Suspense>
      ) : null}
    </>
  );
}
