/** Business constants from spec 1 §9 that both the web app and the API enforce. */

/** Text fields are at most 300 characters unless the spec says otherwise. */
export const TEXT_MAX_LENGTH = 300;

/** Records are numbered with PostgreSQL integers: a larger id names nothing, and the database would refuse it. */
export const RECORD_ID_MAX = 2_147_483_647;

/** The persisted client store is reset when its stored version differs. */
export const STORE_VERSION = 0.3;

/** Wider than 991 px is desktop; up to 768 px is mobile. */
export const DESKTOP_MIN_WIDTH = 992;
export const MOBILE_MAX_WIDTH = 768;

export const USER_POLL_INTERVAL_MS = 30_000;
export const TOKEN_REFRESH_MARGIN_S = 60;
export const ENGAGEMENT_MODAL_DELAY_MS = 30_000;
export const SEARCH_HISTORY_LIMIT = 5;

/** Spec 3 §9: after Copy URL in the share modal, the button reads "Copied!" this long. */
export const COPIED_INDICATOR_MS = 3_000;

/** Spec 2 §9: a list that loads as it scrolls fetches its next page this near the bottom. */
export const SCROLL_LOAD_WITHIN_PX = 300;
