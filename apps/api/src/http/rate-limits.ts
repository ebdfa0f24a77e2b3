/** Per-IP limits on the calls a brute-force or spam run would hammer. */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  registration: { max: 20, timeWindow: '1 hour' },
  activation: { max: 10, timeWindow: '1 minute' },
  forgotPassword: { max: 5, timeWindow: '15 minutes' },
  /** The admin API: plenty for a person at a terminal, a wall for anyone guessing the token. */
  staff: { max: 60, timeWindow: '1 minute' },
} as const;
