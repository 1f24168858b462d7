import { useCallback, useState } from 'react';
import { locationAllowed } from '../../lib/location-permission';

export interface Point {
  lat: number;
  lng: number;
}

/** What a seeker is told when the browser cannot give a position (never silence). */
export const NEAR_ME_MESSAGES = {
  unsupported: 'This browser cannot share your location. Type an area or city instead.',
  denied: "Location access is blocked for this site. Allow it in your browser's site settings, or type an area or city instead.",
  unavailable: 'Your location could not be found. Check that location services are on, or type an area or city instead.',
  timeout: 'Finding your location took too long. Try Near Me again, or type an area or city instead.',
} as const;

const round = (value: number) => Math.round(value * 10_000) / 10_000;

function messageFor(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) return NEAR_ME_MESSAGES.denied;
  if (error.code === error.TIMEOUT) return NEAR_ME_MESSAGES.timeout;
  return NEAR_ME_MESSAGES.unavailable;
}

/** Asks the browser where the seeker is (rounded to about 10 m), with a clear message when it cannot say. */
export function useNearMe() {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = useCallback(
    () =>
      new Promise<Point | null>((resolve) => {
        setError(null);
        if (!('geolocation' in navigator) || !navigator.geolocation) {
          setError(NEAR_ME_MESSAGES.unsupported);
          resolve(null);
          return;
        }
        setLocating(true);
        navigator.geolocation.getCurrentPosition(
          (position) => {
            setLocating(false);
            resolve({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) });
          },
          (failure) => {
            setLocating(false);
            setError(messageFor(failure));
            resolve(null);
          },
          { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
        );
      }),
    [],
  );

  return { locate, locating, error, clearError: useCallback(() => setError(null), []) };
}

/**
 * The seeker's position only if they already allowed this site to know it (no prompt), for
 * "nearest" recommendations; null otherwise.
 */
export async function positionIfAllowed(): Promise<Point | null> {
  try {
    if (!(await locationAllowed())) return null;
    return await new Promise<Point | null>((resolve) =>
      navigator.geolocation.getCurrentPosition(
        (position) => resolve({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) }),
        () => resolve(null),
        { timeout: 10_000, maximumAge: 10 * 60_000 },
      ),
    );
  } catch {
    return null;
  }
}
