/**
 * Whether this visitor has already allowed this site their location (never asks); rejects where
 * the browser cannot say. Small on purpose: the islands' first script reads it too.
 */
export async function locationAllowed(): Promise<boolean> {
  if (!navigator.geolocation || !navigator.permissions) return false;
  return (await navigator.permissions.query({ name: 'geolocation' })).state === 'granted';
}
