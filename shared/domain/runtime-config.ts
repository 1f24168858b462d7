import type { SocialNetwork } from './site-settings';

/**
 * The web app's runtime settings (contact details, social links): the gateway writes them into
 * each page it serves (and /runtime-config.js gives them under Vite's dev server), and hands the
 * same to each page it renders on the server.
 */
export interface RuntimeConfig {
  /** The site's public address (PUBLIC_URL, no trailing slash): canonical and structured-data URLs. */
  siteUrl: string;
  contact: { email: string; phone: string; address: string; latitude?: number; longitude?: number };
  social: Record<SocialNetwork, string>;
  /** Whether Sign in with Google is configured: the login and register pages show its button only then. */
  googleSignIn?: boolean;
}

/** The id of the `<script type="application/json">` element holding them in a served page. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'nivaas-config';
