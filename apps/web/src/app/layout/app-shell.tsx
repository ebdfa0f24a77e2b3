import { shellLayout } from '@waymark/domain';
import { Outlet, ScrollRestoration } from 'react-router';
import { RegionErrorBoundary } from '@/components/region-error-boundary.tsx';
import { useCurrentRoute } from '@/lib/use-current-route.ts';
import { useViewport } from '@/lib/use-viewport.ts';
import styles from './app-shell.module.css';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';

/**
 * The frame around every screen. Which header and whether a footer shows is decided by the
 * domain's shell rules from the route and the width (spec 1 §2), never here.
 */
export function AppShell() {
  const route = useCurrentRoute();
  const viewport = useViewport();
  // An unknown path renders nothing of its own: it is already on its way to /404.
  const layout = route ? shellLayout(route.name, viewport) : undefined;

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
      <main id="main" tabIndex={-1} className={styles.main} data-route-name={route?.name}>
        <Outlet />
      </main>
      {layout?.footer ? (
        <RegionErrorBoundary region="footer">
          <AppFooter />
        </RegionErrorBoundary>
      ) : null}
      <ScrollRestoration />
    </>
  );
}
