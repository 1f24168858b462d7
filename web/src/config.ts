/**
 * The one reader of runtime configuration. The gateway serves /runtime-config.js (loaded by
 * index.html before the app) with the live site settings, so contact details and social links
 * change when admins save them, not with a rebuild. Components read them through useSiteSettings.
 */
import type { SocialNetwork } from '../../shared/domain/site-settings';

;

export interface RuntimeConfig {
  contact: { email: string; phone: string; address: string; latitude?: number; longitude?: number };
  social: Record<SocialNetwork, string>;
}

declare global {
  interface Window {
    __NIVAAS_CONFIG__?: Partial<RuntimeConfig>;
  }
}

/** Used only if /runtime-config.js failed to load: the contact and social links are then hidden. */
const empty: RuntimeConfig = {
  contact: { email: '', phone: '', address: '' },
  social: { facebook: '', instagram: '', x: '', linkedin: '', youtube: '' },
};

export function runtimeConfig(): RuntimeConfig {
  const injected = typeof window === 'undefined' ? undefined : window.__NIVAAS_CONFIG__;
  return { contact: { ...empty.contact, ...injected?.contact }, social: { ...empty.social, ...injected?.social } };
}

export const BRAND = 'Nivaas';
export const GRAPHQL_PATH = '/graphql';
