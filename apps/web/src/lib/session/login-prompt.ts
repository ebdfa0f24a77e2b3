import { useAppStore } from '@/lib/app-store.ts';
import type { LoginModals, PostLoginIntent } from '@/lib/app-store.ts';

/**
 * The login prompts any screen may raise (spec 1 §2, §4), e.g. "log in to save this plan".
 * An attached action runs after a successful login, an attached close callback on dismissal;
 * each is cleared once used.
 */

type ModalName = Exclude<keyof LoginModals, 'engagementSeen'>;

function open(modal: ModalName, intent?: PostLoginIntent) {
  const store = useAppStore.getState();
  if (intent !== undefined) store.setPostLoginIntent(intent);
  store.setLoginModals({ login: false, whyCreateAccount: false, engagement: false, [modal]: true });
}

export function openLoginModal(intent?: PostLoginIntent): void {
  open('login', intent);
}

/** "Why create an account?", with Create an account, Log in and Continue as a guest. */
export function openWhyCreateAccountModal(intent?: PostLoginIntent): void {
  open('whyCreateAccount', intent);
}

export function closeLoginModals(): void {
  useAppStore.getState().setLoginModals({ login: false, whyCreateAccount: false, engagement: false });
}

/** Takes the intent's login action out of the store and runs it; the close callback goes too. */
export function runLoginAction(): void {
  const intent = useAppStore.getState().postLoginIntent;
  useAppStore.getState().setPostLoginIntent(null);
  intent?.onLogin?.();
}

/** Takes the intent's close callback out of the store and runs it; the login action goes too. */
export function runCloseCallback(): void {
  const intent = useAppStore.getState().postLoginIntent;
  useAppStore.getState().setPostLoginIntent(null);
  intent?.onClose?.();
}

const ENGAGEMENT_SEEN_KEY = 'waymark:engagement-prompt-seen';

/** Spec 1 §4: the engagement prompt shows once per browser session. */
export function engagementPromptSeen(): boolean {
  if (useAppStore.getState().loginModals.engagementSeen) return true;
  try {
    return sessionStorage.getItem(ENGAGEMENT_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function showEngagementPrompt(): void {
  try {
    sessionStorage.setItem(ENGAGEMENT_SEEN_KEY, '1');
  } catch {
    // Private modes may refuse storage; the in-memory flag still holds for this tab.
  }
  useAppStore.getState().setLoginModals({ engagement: true, engagementSeen: true });
}
