/** PostgreSQL's unique_violation, wherever the driver puts it (drizzle wraps it as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current instanceof Error) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}
