import { useState } from 'react';
import { useAppStore } from '@/lib/app-store.ts';

export type NearMeStatus = 'idle' | 'locating' | 'found' | 'denied' | 'unavailable';

const MESSAGES: Partial<Record<NearMeStatus, string>> = {
  denied:
    'Location access is turned off for this site. To see tracks near you, allow location in your browser settings, or search by name.',
  unavailable: 'We couldn’t find where you are right now. Try again, or search by name.',
};

/**
 * "Nearest to me" (spec 2 §2): asks the browser where the person is and searches tracks by
 * distance from there. A refusal is explained, never silent.
 */
export function useNearMe() {
  const setSearch = useAppStore((state) => state.setSearch);
  const [status, setStatus] = useState<NearMeStatus>('idle');

  function locate(): Promise<boolean> {
    if (!('geolocation' in navigator)) {
      setStatus('unavailable');
      return Promise.resolve(false);
    }
    setStatus('locating');
    return new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) => {
          const point: [number, number] = [
            Math.round(position.coords.longitude * 1e5) / 1e5,
            Math.round(position.coords.latitude * 1e5) / 1e5,
          ];
          setSearch({ nearMe: point, searchTerm: '', mapBounds: null });
          setStatus('found');
          resolve(true);
        },
        (error) => {
          setStatus(error.code === 1 /* PERMISSION_DENIED */ ? 'denied' : 'unavailable');
          resolve(false);
        },
        { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
      );
    });
  }

  return { status, message: MESSAGES[status], locate };
}
