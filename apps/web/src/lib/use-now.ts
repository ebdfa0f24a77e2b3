import { useEffect, useState } from 'react';

/** The time now, moving on every `everyMs`, for labels like "saved 5 minutes ago" that age. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
