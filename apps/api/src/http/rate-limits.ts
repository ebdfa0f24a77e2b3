/** Per-IP limits on the calls a brute-force or spam run would hammer. */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  registration: { max: 20, timeWindow: '1 hour' },
  activation: { max: 10, timeWindow: '1 minute' },
  forgotPassword: { max: 5, timeWindow: '15 minutes' },
  /** Analytics beacons: a page view sends one; a person never sends a hundred a minute. */
  events: { max: 60, timeWindow: '1 minute' },
  /** The admin API: plenty for a person at a terminal, a wall for anyone guessing the token. */
  staff: { max: 60, timeWindow: '1 minute' },
  /** Feedback: stored and mailed to staff, so a script must not fill either; a person sends a few. */
  feedback: { max: 10, timeWindow: '1 hour' },
  /** Check-in and unsubscribe links: 256-bit or signed, so this only slows a script opening many. */
  mailedLinks: { max: 30, timeWindow: '1 minute' },
  /** The editor routes a leg or two per marker change; a person never places 300 a minute. */
  directions: { max: 300, timeWindow: '1 minute' },
} as const;

/**
 * Limits keyed on the account or the address itself, which no header and no pool of addresses
 * can spread: a password guessed from many IPs still counts against one account.
 */
export const ACCOUNT_LIMITS = {
  /** Wrong passwords for one account; then even the right one waits for the window to end. */
  failedLogins: { max: 10, windowMs: 15 * 60 * 1000 },
  /** Mails asked for one address (reset links, activation codes, email-change links). */
  mailsPerAddress: { max: 5, windowMs: 60 * 60 * 1000 },
  /** Uploads by one account; each may be 10 MB, so this bounds what one account can push. */
  uploads: { max: 30, windowMs: 60 * 60 * 1000 },
  /** Analytics beacons from one signed-in account, however many addresses it sends them from. */
  events: { max: 60, windowMs: 60 * 1000 },
  /** Feedback from one signed-in account, however many addresses it sends it from. */
  feedback: { max: 10, windowMs: 60 * 60 * 1000 },
  /**
   * Trip plan invitations one account makes others receive: to any one address, and in all.
   * Each person is mailed once per plan, so a walker with a group of ten and an emergency
   * contact sends 11 a plan: three such plans in an hour (a plan remade twice) is 33, five in a
   * day is 55, and the same friend on three plans in an hour is already unusual. A script
   * publishing plan after plan to twenty strangers stops at 40 mails, not hundreds.
   */
  tripPlanMails: {
    toOneAddress: [
      { max: 3, windowMs: 60 * 60 * 1000 },
      { max: 6, windowMs: 24 * 60 * 60 * 1000 },
    ],
    inAll: [
      { max: 40, windowMs: 60 * 60 * 1000 },
      { max: 80, windowMs: 24 * 60 * 60 * 1000 },
    ],
  },
} as const;
