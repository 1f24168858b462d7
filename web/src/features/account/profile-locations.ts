/**
 * The state and city choices of Edit Profile. For now the spec's own lists; this is the one
 * place to swap for the real location data (states, then the districts of the chosen state)
 * when it lands. A value saved earlier that is not in the list stays selectable.
 */
export const PROFILE_STATES = ['Rajasthan', 'Punjab', 'Delhi'] as const;
export const PROFILE_CITIES = ['Jaipur', 'Alwar', 'Sikar'] as const;

export interface ProfileLocations {
  states: string[];
  cities: string[];
  loading: boolean;
}

const withSaved = (options: readonly string[], saved: string | null | undefined) =>
  saved && !options.includes(saved) ? [saved, ...options] : [...options];

/** The choices for the state and city selects, given what is selected or saved now. */
export function useProfileLocations(current: { state?: string | null; city?: string | null }): ProfileLocations {
  return { states: withSaved(PROFILE_STATES, current.state), cities: withSaved(PROFILE_CITIES, current.city), loading: false };
}
