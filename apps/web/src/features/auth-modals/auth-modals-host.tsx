import { ENGAGEMENT_MODAL_DELAY_MS, matchRoute } from '@waymark/domain';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { selectIsSignedIn, useAppStore } from '@/lib/app-store.ts';
import {
  closeLoginModals,
  engagementPromptSeen,
  runCloseCallback,
  showEngagementPrompt,
} from '@/lib/session/login-prompt.ts';

// Each modal's code loads the first time it opens; pages that never prompt never fetch it.
const LoginModal = lazy(() => import('./login-modal.tsx').then((m) => ({ default: m.LoginModal })));
const WhyCreateAccountModal = lazy(() =>
  import('./why-create-account-modal.tsx').then((m) => ({ default: m.WhyCreateAccountModal })),
);
const EngagementModal = lazy(() =>
  import('./engagement-modal.tsx').then((m) => ({ default: m.EngagementModal })),
);

export type AuthModalsHostProps = {
  /** How long after landing on a flagged route the engagement prompt opens; 30 s (spec 1 §4). */
  engagementDelayMs?: number;
};

/**
 * Spec 1 §4: the engagement prompt opens 30 s after landing on a route flagged for it, only
 * when nobody is logged in and it has not been shown this session. Leaving the page first
 * cancels it.
 */
function useEngagementPrompt(delayMs: number) {
  const { pathname } = useLocation();
  const signedIn = useAppStore(selectIsSignedIn);

  useEffect(() => {
    if (signedIn || !matchRoute(pathname)?.engagementPrompt || engagementPromptSeen()) return;
    const timer = window.setTimeout(() => {
      const { loginModals } = useAppStore.getState();
      // Someone already in the middle of logging in is not interrupted.
      if (selectIsSignedIn(useAppStore.getState()) || engagementPromptSeen()) return;
      if (loginModals.login || loginModals.whyCreateAccount) return;
      showEngagementPrompt();
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [pathname, signedIn, delayMs]);
}

/** Spec 1 §2: the login modals close when the route changes; that counts as a dismissal. */
function useCloseOnRouteChange() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const { login, whyCreateAccount, engagement } = useAppStore.getState().loginModals;
    if (login || whyCreateAccount || engagement) {
      closeLoginModals();
      runCloseCallback();
    }
  }, [pathname]);
}

/** Mounted once by the shell: the login, why-create-account and engagement modals. */
export function AuthModalsHost({ engagementDelayMs = ENGAGEMENT_MODAL_DELAY_MS }: AuthModalsHostProps) {
  useEngagementPrompt(engagementDelayMs);
  useCloseOnRouteChange();
  const { login, whyCreateAccount, engagement } = useAppStore((state) => state.loginModals);

  return (
    <Suspense fallback={null}>
      {login ? <LoginModal /> : null}
      {whyCreateAccount ? <WhyCreateAccountModal /> : null}
      {engagement ? <EngagementModal /> : null}
    </Suspense>
  );
}
