import type { SocialNetwork } from './site-settings';

/**
 * The web app's runtime settings (contact details, social links): /runtime-config.js gives them
 * to the browser, and the gateway hands the same to each page it renders on the server.
 */
export interface RuntimeConfig {
  contact: { email: string; phone: string; address: string; latitude?: number; longitude?: number };
  social: Record<SocialNetwork, string>;
}
