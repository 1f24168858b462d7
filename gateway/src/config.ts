import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import os from 'node:os';
import { z } from 'zod';
import { parseLimit, type Limit } from './common/limits';
import { PHONE_REVEALS_PER_DAY } from '../../shared/domain/phone-reveals';
import { LISTING_VIEWS_PER_HOUR } from '../../shared/domain/listing-stats';
import { maxUploadBodyBytes } from '../../shared/domain/uploads';
import type { PushSettings } from './modules/push/push.service';

/** The repository root: the nearest folder above this file whose package.json declares workspaces. */
function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).workspaces) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No workspace root found above ${start}`);
    dir = parent;
  }
}

export const repoRoot = findRepoRoot(__dirname);

const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => ['true', '1', 'yes'].includes(value));

/** A comma-separated list (spaces around items and empty items ignored). */
const commaList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((list) =>
      list
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

/** A rate limit written `<count>/<duration>` with s, m, h or d: `10/15m` is 10 per 15 minutes. */
const limitSetting = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx): Limit => {
      const limit = parseLimit(text);
      if (!limit) {
        ctx.addIssue({ code: 'custom', message: `expected <count>/<duration> such as 10/15m, got "${text}"` });
        return z.NEVER;
      }
      return limit;
    });

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One entry of a trusted-proxy list: an address, a subnet (address/bits) or one of Express's names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * Whose X-Forwarded-For to believe for the client's address (per-IP limits, logs): a number of
 * proxy hops, or a comma-separated list of addresses, subnets and the names loopback, linklocal
 * and uniquelocal (private networks, such as Docker's).
 */
const trustProxySetting = z
  .string()
  .default('loopback')
  .transform((text, ctx): number | string[] => {
    if (/^\d+$/.test(text.trim())) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (!entries.every(isProxyEntry)) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a number of hops or addresses, subnets, loopback, linklocal or uniquelocal, got "${text}"`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: trustProxySetting,
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_READ_URL: z.string().min(1).optional(),
  SCALE_OUT_STRICT: booleanFlag.default(false),
  UPLOADS_SHARED: booleanFlag.default(false),
  DATA_DIR: z.string().default('.data'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  DATABASE_POOL_QUEUE_MAX: z.coerce.number().int().min(0).optional(),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  HEALTH_TIMEOUT_MS: z.coerce.number().int().positive().default(1_000),
  SERVER_RENDER_TIMEOUT_MS: z.coerce.number().int().positive().default(1_500),
  SERVER_RENDER_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  SEED: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONTACT_EMAIL: z.email().default('hello@nivaas.in'),
  CONTACT_PHONE: z.string().default('+91 98765 43210'),
  CONTACT_ADDRESS: z.string().default('Sector 44, Gurugram, Haryana, India'),
  CONTACT_LATITUDE: z.coerce.number().min(-90).max(90).default(28.4506),
  CONTACT_LONGITUDE: z.coerce.number().min(-180).max(180).default(77.0727),
  SOCIAL_FACEBOOK_URL: z.url().default('https://www.facebook.com/nivaas.in'),
  SOCIAL_INSTAGRAM_URL: z.url().default('https://www.instagram.com/nivaas.in'),
  SOCIAL_X_URL: z.url().default('https://x.com/nivaas_in'),
  SOCIAL_LINKEDIN_URL: z.url().default('https://www.linkedin.com/company/nivaas-in'),
  SOCIAL_YOUTUBE_URL: z.url().default('https://www.youtube.com/@nivaas-in'),
  FEATURED_CITIES: commaList('Jaipur,Bengaluru,Chennai,Hyderabad').pipe(z.array(z.string()).min(1).max(12)),
  REVIEW_NEW_LISTINGS: booleanFlag.default(false),
  /** Saved searches' alerts run as jobs in the gateway (the gateway tests switch them off and run them by hand). */
  SAVED_SEARCH_ALERTS: booleanFlag.default(true),
  /** Web Push notifications, sent as jobs in the gateway (the gateway tests switch them off unless one turns them on). */
  PUSH_NOTIFICATIONS: booleanFlag.default(true),
  /** The VAPID key pair (web-push's generate-vapid-keys); without them a pair is generated once and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().min(80).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  /** How push services can reach whoever runs the site; the contact address unless set. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https:// URL')
    .optional(),
  /** The push services the gateway sends to (the browsers' own); "*." allows a domain's subdomains. */
  PUSH_SERVICE_ORIGINS: commaList(
    'https://fcm.googleapis.com,https://*.push.services.mozilla.com,https://web.push.apple.com,https://*.notify.windows.com',
  ).pipe(
    z.array(
      z.string().regex(/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/, 'PUSH_SERVICE_ORIGINS lists origins such as https://fcm.googleapis.com'),
    ),
  ),
  UPLOAD_MAX_IMAGE_MB: z.coerce.number().positive().max(50).default(8),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SEARCH_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(2_000),
  GRAPHQL_MAX_COMPLEXITY: z.coerce.number().int().positive().default(50_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Nivaas <no-reply@nivaas.in>'),
  MAIL_RETRY_DELAY: z.coerce.number().int().min(1).max(3600).default(30),
  SMS_PROVIDER_URL: z.url({ protocol: /^https?$/, error: 'SMS_PROVIDER_URL must be an http:// or https:// URL' }).optional(),
  SMS_PROVIDER_TOKEN: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER_URL: z
    .url({ protocol: /^https?$/, error: 'GOOGLE_ISSUER_URL must be an http:// or https:// URL' })
    .default('https://accounts.google.com'),
  THROTTLE_LOGIN_ACCOUNT: limitSetting('10/15m'),
  THROTTLE_LOGIN_IP: limitSetting('50/15m'),
  THROTTLE_REGISTER_ACCOUNT: limitSetting('5/1h'),
  THROTTLE_REGISTER_IP: limitSetting('20/1h'),
  THROTTLE_RESET_ACCOUNT: limitSetting('3/1h'),
  THROTTLE_RESET_IP: limitSetting('20/1h'),
  THROTTLE_ENQUIRY_ACCOUNT: limitSetting('10/1h'),
  THROTTLE_ENQUIRY_IP: limitSetting('30/1h'),
  THROTTLE_CONTACT_ACCOUNT: limitSetting('5/1h'),
  THROTTLE_CONTACT_IP: limitSetting('20/1h'),
  THROTTLE_NEWSLETTER_IP: limitSetting('20/1h'),
  THROTTLE_NEWSLETTER_ADDRESS: limitSetting('3/1d'),
  THROTTLE_PHONE_REVEAL_ACCOUNT: limitSetting(`${PHONE_REVEALS_PER_DAY}/1d`),
  THROTTLE_VISIT_ACCOUNT: limitSetting('10/1d'),
  THROTTLE_VISIT_IP: limitSetting('30/1d'),
  THROTTLE_REPORT_ACCOUNT: limitSetting('10/1d'),
  THROTTLE_LISTING_VIEW_IP: limitSetting(`${LISTING_VIEWS_PER_HOUR}/1h`),
  THROTTLE_CONTACT_REPLY_ACCOUNT: limitSetting('30/1h'),
  THROTTLE_THREAD_MESSAGE_ACCOUNT: limitSetting('60/1h'),
  THROTTLE_PHONE_CODE_NUMBER: limitSetting('5/1h'),
  THROTTLE_PHONE_CODE_IP: limitSetting('20/1h'),
  THROTTLE_PHONE_CODE_TRY_IP: limitSetting('30/15m'),
  THROTTLE_EMAIL_CONFIRMATION_ACCOUNT: limitSetting('5/1h'),
  THROTTLE_GOOGLE_SIGN_IN_IP: limitSetting('30/15m'),
});

export type Config = ReturnType<typeof loadConfig>;

/** Sign in with Google's client, when both its id and secret are set (one without the other is a mistake). */
function googleSettings(values: z.infer<typeof envSchema>) {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER_URL: issuer } = values;
  if (!clientId !== !clientSecret) {
    throw new Error('Invalid configuration:\n  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: Sign in with Google needs both (or neither)');
  }
  return clientId && clientSecret ? { clientId, clientSecret, issuer } : undefined;
}

function pushSettings(values: z.infer<typeof envSchema>): PushSettings {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = values;
  if (!publicKey !== !privateKey) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: push notifications need both (or neither)');
  }
  return {
    enabled: values.PUSH_NOTIFICATIONS,
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject: values.VAPID_SUBJECT ?? `mailto:${values.CONTACT_EMAIL}`,
    serviceOrigins: values.PUSH_SERVICE_ORIGINS,
  };
}

/** The one reader of process.env: parsed and checked once at boot. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable (`DATABASE_URL=` in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  if (values.DATABASE_READ_URL && !values.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  DATABASE_READ_URL: a read replica needs DATABASE_URL (its primary) set as well');
  }
  if (values.S3_BUCKET && !values.S3_PUBLIC_URL) {
    throw new Error('Invalid configuration:\n  S3_PUBLIC_URL: set it to the URL the bucket is served from when S3_BUCKET is set');
  }
  const dataDir = path.resolve(repoRoot, values.DATA_DIR);
  const maxImageBytes = Math.round(values.UPLOAD_MAX_IMAGE_MB * 1024 * 1024);
  // The largest upload allowed at 1 Mbit/s, a weak mobile uplink: 688 s for the default 82 MB.
  const uploadTimeoutMs = values.UPLOAD_TIMEOUT_MS ?? Math.ceil((maxUploadBodyBytes(maxImageBytes) * 8) / 1_000_000) * 1000;
  // Node refuses a headers bound longer than the whole request's.
  if (values.HEADERS_TIMEOUT_MS > Math.min(values.REQUEST_TIMEOUT_MS, uploadTimeoutMs)) {
    throw new Error('Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS and UPLOAD_TIMEOUT_MS');
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    /** The site's public address without a trailing slash: every link is written `${publicUrl}/path`. */
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    /** Express's "trust proxy": which proxies may tell the client's address. */
    trustProxy: values.TRUST_PROXY,
    databaseUrl: values.DATABASE_URL,
    /** A streaming replica of DATABASE_URL for searches and other public reads that tolerate its lag. */
    databaseReadUrl: values.DATABASE_READ_URL,
    /** Several gateways on one database: refuse to start (rather than warn) when photos could 404. */
    scaleOut: { strict: values.SCALE_OUT_STRICT, uploadsShared: values.UPLOADS_SHARED },
    /** Connections the gateway keeps to PostgreSQL; about the server's CPU count is often best. */
    databasePoolSize: values.DATABASE_POOL_SIZE,
    /** Longest waits on PostgreSQL; a wait that hits one answers 503 with Retry-After. */
    databaseTimeouts: {
      connectMs: values.DATABASE_CONNECT_TIMEOUT_MS,
      /** Most requests that may wait for a connection; one more is answered 503 at once. */
      poolQueueMax: values.DATABASE_POOL_QUEUE_MAX,
      statementMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: values.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionMs: values.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS,
    },
    /** /healthz's own limit for each probe, so it reports "down" rather than waiting with everyone else. */
    healthTimeoutMs: values.HEALTH_TIMEOUT_MS,
    serverRenderTimeoutMs: values.SERVER_RENDER_TIMEOUT_MS,
    /**
     * Worker threads rendering public pages (public-pages/render-pool.ts); 0 renders on the gateway's own
     * thread. By default one core is left to the gateway's thread and the database: 1 on 2 cores.
     */
    serverRenderWorkers: values.SERVER_RENDER_WORKERS ?? Math.min(4, Math.max(1, os.availableParallelism() - 1)),
    /** How long a public page rendered on the server is served again to anonymous visitors (public-pages/page-cache.ts). */
    pageCacheMs: Math.round(values.PAGE_CACHE_SECONDS * 1000),
    /** How long a client may take to send a request (request-timeouts.ts says why these figures). */
    requestTimeouts: { headersMs: values.HEADERS_TIMEOUT_MS, requestMs: values.REQUEST_TIMEOUT_MS, uploadMs: uploadTimeoutMs },
    dataDir,
    seed: values.SEED,
    logLevel: values.LOG_LEVEL,
    /**
     * Contact details and social links: the first values of the site settings (SiteSettingsService),
     * written to the database once; admins edit them there afterwards.
     */
    contact: {
      email: values.CONTACT_EMAIL,
      phone: values.CONTACT_PHONE,
      address: values.CONTACT_ADDRESS,
      /** Where the Contact us page's map points. */
      latitude: values.CONTACT_LATITUDE,
      longitude: values.CONTACT_LONGITUDE,
    },
    social: {
      facebook: values.SOCIAL_FACEBOOK_URL,
      instagram: values.SOCIAL_INSTAGRAM_URL,
      x: values.SOCIAL_X_URL,
      linkedin: values.SOCIAL_LINKEDIN_URL,
      youtube: values.SOCIAL_YOUTUBE_URL,
    },
    /** The home page's featured cities and whether new listings wait for review: first values only (see `contact`). */
    featuredCities: values.FEATURED_CITIES,
    reviewNewListings: values.REVIEW_NEW_LISTINGS,
    savedSearchAlerts: values.SAVED_SEARCH_ALERTS,
    /** Web Push notifications (issue 34 item 4). */
    push: pushSettings(values),
    uploads: { maxImageBytes },
    s3:
      values.S3_BUCKET && values.S3_PUBLIC_URL
        ? {
            bucket: values.S3_BUCKET,
            region: values.S3_REGION,
            endpoint: values.S3_ENDPOINT,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            publicUrl: values.S3_PUBLIC_URL,
          }
        : undefined,
    /** Signs session tokens; when unset, a generated key is kept in the database. */
    jwtSecret: values.JWT_SECRET,
    graphqlMaxComplexity: values.GRAPHQL_MAX_COMPLEXITY,
    /** Anonymous searches and typeahead answers reused this long (0: off), emptied by any listing change. */
    searchCache: { ttlMs: Math.round(values.SEARCH_CACHE_SECONDS * 1000), maxEntries: values.SEARCH_CACHE_ENTRIES },
    mail: {
      /** Without it, mail is kept in the mail_outbox table and logged instead of sent. */
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
      /** Seconds before the first delivery retry; each next one waits twice as long. */
      retryDelaySeconds: values.MAIL_RETRY_DELAY,
    },
    sms: {
      /** An HTTP endpoint that sends SMS (JSON POST { to, text }); without it SMS is kept in sms_outbox. */
      providerUrl: values.SMS_PROVIDER_URL,
      /** Sent as `Authorization: Bearer <token>` when set. */
      providerToken: values.SMS_PROVIDER_TOKEN,
    },
    /** Sign in with Google (OpenID Connect); without a client id and secret the button is hidden and its paths answer 404. */
    google: googleSettings(values),
    /** Abuse limits of the account operations (see README, "Abuse limits"). */
    throttle: {
      loginFailuresPerAccount: values.THROTTLE_LOGIN_ACCOUNT,
      loginFailuresPerIp: values.THROTTLE_LOGIN_IP,
      registrationsPerEmail: values.THROTTLE_REGISTER_ACCOUNT,
      registrationsPerIp: values.THROTTLE_REGISTER_IP,
      resetRequestsPerEmail: values.THROTTLE_RESET_ACCOUNT,
      resetAttemptsPerIp: values.THROTTLE_RESET_IP,
      enquiriesPerEmail: values.THROTTLE_ENQUIRY_ACCOUNT,
      enquiriesPerIp: values.THROTTLE_ENQUIRY_IP,
      contactMessagesPerEmail: values.THROTTLE_CONTACT_ACCOUNT,
      contactMessagesPerIp: values.THROTTLE_CONTACT_IP,
      newsletterSignUpsPerIp: values.THROTTLE_NEWSLETTER_IP,
      newsletterMailsPerAddress: values.THROTTLE_NEWSLETTER_ADDRESS,
      phoneRevealsPerAccount: values.THROTTLE_PHONE_REVEAL_ACCOUNT,
      visitRequestsPerAccount: values.THROTTLE_VISIT_ACCOUNT,
      visitRequestsPerIp: values.THROTTLE_VISIT_IP,
      reportsPerAccount: values.THROTTLE_REPORT_ACCOUNT,
      listingViewsPerIp: values.THROTTLE_LISTING_VIEW_IP,
      contactRepliesPerAdmin: values.THROTTLE_CONTACT_REPLY_ACCOUNT,
      threadMessagesPerAccount: values.THROTTLE_THREAD_MESSAGE_ACCOUNT,
      phoneCodesPerNumber: values.THROTTLE_PHONE_CODE_NUMBER,
      phoneCodesPerIp: values.THROTTLE_PHONE_CODE_IP,
      wrongPhoneCodesPerIp: values.THROTTLE_PHONE_CODE_TRY_IP,
      emailConfirmationsPerAccount: values.THROTTLE_EMAIL_CONFIRMATION_ACCOUNT,
      googleSignInsPerIp: values.THROTTLE_GOOGLE_SIGN_IN_IP,
    },
    webDistDir: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : path.join(repoRoot, 'web', 'dist'),
  };
}
