/**
 * What a server-rendered page (issue 18, decision 023) hands the app in the browser, named once
 * for the server that writes the page and the app that reads it.
 */
export const SERVER_RENDERED_PAGE = {
  /** The id of the data block holding the page's state (the app's PageState, as JSON). */
  stateElementId: 'waymark-page-state',
  /**
   * `<html data-app>`: "loading" from when the page's loader runs until the app has hydrated
   * the page, then "started". A drawn page does not answer taps on its buttons before then.
   */
  appState: { loading: 'loading', started: 'started' },
} as const;
