/**
 * Lets code outside React (the API client) move the app to another page. The router
 * registers itself at start-up; before that, or in a test without a router, the browser
 * simply loads the page.
 */
type Navigate = (to: string) => void;

const loadPage: Navigate = (to) => window.location.assign(to);

let navigateWith: Navigate = loadPage;

/** Returns a function that unregisters the navigator again. */
export function setAppNavigator(navigate: Navigate): () => void {
  navigateWith = navigate;
  return () => {
    if (navigateWith === navigate) navigateWith = loadPage;
  };
}

export function navigateTo(to: string): void {
  navigateWith(to);
}
