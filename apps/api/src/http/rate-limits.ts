/** Per-IP limits on the calls a brute-force or spam run would hammer. */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  registration: { max: 20, timeWindow: '1 hour' },
  activation: { max: 10, timeWindow: '1 minute' },
  forgotPassword: { max: 5, timeWindow: '15 minutes' },
} as const;
