/**
 * The one reader of runtime configuration. The gateway serves /runtime-config.js (loaded by
 * index.html before the app) with the live site settings, so contact details and social links
 * change when admins save them, not with a rebuild. Components read them through useSiteSettings.
 */
import type { RuntimeConfig } from '../../shared/domain/runtime-config';

export type { RuntimeConfig };

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

/** On the server there is no window: the gateway hands the same settings to each render. */
let serverConfig: Partial<RuntimeConfig> | undefined;
export function provideServerRuntimeConfig(config: RuntimeConfig) {
  serverConfig = config;
}

export function runtimeConfig(): RuntimeConfig {
  const injected = typeof window === 'undefined' ? serverConfig : window.__NIVAAS_CONFIG__;
  return { contact: { ...empty.contact, ...injected?.contact }, social: { ...empty.social, ...injected?.social } };
}

export const BRAND = 'Nivaas';
export const GRAPHQL_PATH = '/graphql';
