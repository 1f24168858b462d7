/**
 * The one reader of runtime configuration: the live site settings, so contact details and social
 * links change when admins save them, not with a rebuild. The gateway writes them into each page
 * it serves (a JSON element, RUNTIME_CONFIG_ELEMENT_ID); under Vite's dev server index.html loads
 * /runtime-config.js instead. Components read them through useSiteSettings.
 */
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../shared/domain/runtime-config';

export type { RuntimeConfig };

declare global {
  interface Window {
    __NIVAAS_CONFIG__?: Partial<RuntimeConfig>;
  }
}

/** Used only if the settings did not arrive: the contact and social links are then hidden. */
const empty: Omit<RuntimeConfig, 'siteUrl'> = {
  contact: { email: '', phone: '', address: '' },
  social: { facebook: '', instagram: '', x: '', linkedin: '', youtube: '' },
};

/** On the server there is no window: the gateway hands the same settings to each render. */
let serverConfig: Partial<RuntimeConfig> | undefined;
export function provideServerRuntimeConfig(config: RuntimeConfig) {
  serverConfig = config;
}

function browserConfig(): Partial<RuntimeConfig> | undefined {
  if (window.__NIVAAS_CONFIG__) return window.__NIVAAS_CONFIG__;
  const element = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  window.__NIVAAS_CONFIG__ = element?.textContent ? (JSON.parse(element.textContent) as Partial<RuntimeConfig>) : {};
  return window.__NIVAAS_CONFIG__;
}

export function runtimeConfig(): RuntimeConfig {
  const injected = typeof window === 'undefined' ? serverConfig : browserConfig();
  // The page's own origin serves when the settings did not arrive (the server always gives it).
  const siteUrl = injected?.siteUrl || (typeof window === 'undefined' ? '' : window.location.origin);
  return {
    siteUrl,
    contact: { ...empty.contact, ...injected?.contact },
    social: { ...empty.social, ...injected?.social },
    googleSignIn: injected?.googleSignIn === true,
  };
}

export const BRAND = 'Nivaas';
export const GRAPHQL_PATH = '/graphql';
