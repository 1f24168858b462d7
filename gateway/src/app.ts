import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type Express, type Request } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import helmet from 'helmet';
import { UPLOAD_POLICY } from '../../shared/domain/uploads';
import { uploadGate } from './common/upload-gate';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { securityHeaders } from './common/security-headers';
import { createContext, type GraphQLContext } from './graphql/context';
import { databaseUnavailableStatus, rethrowIfDatabaseUnavailable } from './graphql/database-unavailable';
import { serveSubscriptions, type SubscriptionOptions } from './graphql/live';
import { formatError } from './graphql/errors';
import { rejectPersistedQueries, rejectSubscriptions } from './graphql/unsupported';
import { uploadErrorHandler, uploadParserErrorsAsClientErrors } from './graphql/upload-errors';
import { RecentAnswers, healthCheck } from './health';
import { GRAPHQL_MAX_TOKENS, errorLogging, queryCostLimit, rejectControlCharacters, shapeLimits } from './graphql/plugins';
import { buildGraphQLSchema } from './graphql/schema';
import { compiledExecution } from './graphql/compiled-execution';
import { LocalDiskStorage } from './modules/storage/local-disk-storage';
import { restErrorHandler, restRouter } from './rest/router';
import { requestBodyDeadline } from './request-timeouts';
import { seoRoutes } from './modules/seo/seo.routes';
import { pageCache } from './modules/public-pages/page-cache';
import { ServerRenderer } from './modules/public-pages/server-render';
import { EARLY_TAPS_SCRIPT_SOURCE } from './modules/public-pages/web-page';
import { serveWebApp } from './modules/public-pages/web-app';
import type { RuntimeConfig } from '../../shared/domain/runtime-config';
import { withoutUrlSecrets } from './common/url-secrets';
import { createServices, type Services } from './services';
import { ReadDatabase } from './db/read-database';
import { registerGateway } from './modules/scale-out/gateway-registry';
import { moveActivityPeriodsOnAtMidnight } from './modules/leads-report/activity-periods';

export interface AppDeps {
  config: Config;
  dataSource: DataSource;
  logger: Logger;
  /** Where public reads go; by default DATABASE_READ_URL's replica, if set, else the primary. */
  reads?: ReadDatabase;
}

export interface NivaasApp {
  app: Express;
  services: Services;
  /** Serves GraphQL subscriptions over WebSocket on the HTTP server; returns what closes their sockets. */
  serveSubscriptions(server: Server, options?: SubscriptionOptions): () => Promise<void>;
  /** Stops Apollo; the caller closes the HTTP server and the database. */
  stop(): Promise<void>;
}

// Browsers asking for GraphiQL at GET /graphql rather than for data (curl's any-type Accept means data there).
const wantsGraphiql = (req: Request) => req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');

/** Builds the whole HTTP app without listening, so tests can drive it directly. */
export async function createApp({
  config,
  dataSource,
  logger,
  reads = readDatabaseOf(config, dataSource, logger),
}: AppDeps): Promise<NivaasApp> {
  const services = createServices(dataSource, config, logger, reads);
  // Other gateways on this database, and whether photos uploaded here can be served there.
  const registration = await registerGateway({ dataSource, storage: services.storage, config, logger }).catch(async (error: unknown) => {
    await reads.close();
    throw error;
  });
  // The site settings' first values come from configuration, once; the database holds them after.
  await services.siteSettings.ensure();
  // The mail, SMS and alert queues' workers run inside the gateway; stop() below ends them.
  await services.mail.start();
  await services.sms.start();
  await services.savedSearchAlerts.start();
  await services.push.start();
  if (services.jobs) await moveActivityPeriodsOnAtMidnight(dataSource, services.jobs);
  // Live thread updates from every gateway on the database (graphql/live.ts serves them).
  await services.threadEvents.start();
  const schema = buildGraphQLSchema();
  const apollo = new ApolloServer<GraphQLContext>({
    // Our schema, each document run by a plan compiled once (graphql/compiled-execution.ts).
    gateway: compiledExecution(schema),
    formatError,
    introspection: true,
    // main.ts drains HTTP, then stops Apollo, the pool and the database in order; Apollo's own
    // signal handler would re-raise the signal halfway through and leave PostgreSQL running.
    stopOnTerminationSignals: false,
    // No @cacheControl hints are used; the default cache-control plugin would wrap every field
    // resolver (measurable on big lists such as search results).
    // Shape limits, checked before cost: nesting, aliases (1,000 aliases of a cheap field are
    // refused here) and the size of the document itself. Introspection is exempt from depth.
    validationRules: shapeLimits(),
    parseOptions: { maxTokens: GRAPHQL_MAX_TOKENS },
    // Refused with a 400 by rejectPersistedQueries; off, Apollo keeps no cache of them either.
    persistedQueries: false,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      rejectSubscriptions(),
      rejectControlCharacters(),
      queryCostLimit(schema, config.graphqlMaxComplexity),
      errorLogging(),
      databaseUnavailableStatus(),
    ],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url?.startsWith('/assets/') === true },
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: withoutUrlSecrets(req.url) }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  // Before any body is read: a client that sends one too slowly is answered 408 and let go.
  app.use(requestBodyDeadline(config.requestTimeouts));
  app.use(
    helmet({
      contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
      crossOriginEmbedderPolicy: false,
      // Our own pages use /uploads; other sites may not embed our photos or responses.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
    securityHeaders,
  );
  app.use(compression());

  // Every answer's status, for /healthz to say when most are 503.
  const recent = new RecentAnswers();
  app.use(recent.record);
  app.get(
    '/healthz',
    healthCheck({
      dataSource,
      pool: reads.primaryPool,
      recent,
      replicaUrl: reads.replicaUrl,
      storage: services.storage,
      timeoutMs: config.healthTimeoutMs,
      logger,
    }),
  );

  // Runtime settings of the web app (contact details, social links), read by web/src/config.ts:
  // the live site settings, so the first paint shows them before GraphQL answers.
  const runtimeConfig = async (): Promise<RuntimeConfig> => {
    const site = await services.siteSettings.current();
    return {
      siteUrl: config.publicUrl,
      contact: {
        email: site.contactEmail,
        phone: site.contactPhone,
        address: site.contactAddress,
        latitude: config.contact.latitude,
        longitude: config.contact.longitude,
      },
      social: {
        facebook: site.facebookUrl,
        instagram: site.instagramUrl,
        x: site.xUrl,
        linkedin: site.linkedinUrl,
        youtube: site.youtubeUrl,
      },
      googleSignIn: services.googleSignIn.enabled,
    };
  };
  app.get('/runtime-config.js', async (_req, res) => {
    const runtime = await runtimeConfig();
    res.type('application/javascript').set('Cache-Control', 'no-cache');
    res.send(`window.__NIVAAS_CONFIG__ = ${JSON.stringify(runtime)};\n`);
  });

  const graphiqlPage = path.join(config.webDistDir, 'graphiql.html');
  app.get('/graphql', (req, res, next) => (wantsGraphiql(req) && existsSync(graphiqlPage) ? res.sendFile(graphiqlPage) : next()));
  app.use(
    '/graphql',
    // GraphQL multipart requests (photo uploads); Apollo's CSRF prevention still applies to them.
    uploadGate(services, config.uploads.maxImageBytes),
    uploadParserErrorsAsClientErrors(
      graphqlUploadExpress({ maxFileSize: config.uploads.maxImageBytes, maxFiles: UPLOAD_POLICY.maxImages }),
    ),
    express.json({ limit: '1mb' }),
    rejectPersistedQueries,
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        createContext(services, await services.auth.authenticate(req.headers.authorization).catch(rethrowIfDatabaseUnavailable), {
          requestId: String(req.id),
          log: req.log,
          clientIp: req.ip,
        }),
    }),
    uploadErrorHandler,
  );

  app.use('/api/v1', restRouter(services));

  if (services.storage instanceof LocalDiskStorage) {
    // Uploaded photos have UUID names that never change, so browsers may keep them for a year.
    app.use('/uploads', express.static(services.storage.rootDir, { immutable: true, maxAge: '1y', fallthrough: false, index: false }));
  }

  app.use(seoRoutes(services.sitemaps, config.publicUrl));
  const renderer = await ServerRenderer.load(
    config.webDistDir,
    {
      apollo,
      services,
      timeoutMs: config.serverRenderTimeoutMs,
      pages: pageCache(dataSource, config.pageCacheMs),
      workers: config.serverRenderWorkers,
    },
    logger,
  );
  serveWebApp(app, config.webDistDir, { pageHeads: services.pageHeads, renderer, runtimeConfig });
  // Last: an unknown path for a client that wants no page, and whatever failed anywhere, answer in
  // the one error shape, never with Express's own page (a stack trace outside production).
  app.use((req, res) => {
    res.status(404).json({ message: `Nothing here for ${req.method} ${req.path}`, code: 'NOT_FOUND' });
  });
  app.use(restErrorHandler);

  return {
    app,
    services,
    serveSubscriptions: (server, options) => serveSubscriptions(server, { schema, services, logger }, options),
    stop: async () => {
      await renderer?.close();
      await services.threadEvents.stop();
      await apollo.stop();
      await services.jobs?.stop();
      services.mail.close();
      await reads.close();
      await registration.stop();
    },
  };
}

function readDatabaseOf(config: Config, dataSource: DataSource, logger: Logger): ReadDatabase {
  return new ReadDatabase(dataSource, {
    url: config.databaseReadUrl,
    poolSize: config.databasePoolSize,
    timeouts: config.databaseTimeouts,
    logger,
  });
}

function contentSecurityPolicy(config: Config) {
  const photoOrigin = config.s3 ? [new URL(config.s3.publicUrl).origin] : [];
  return {
    defaultSrc: ["'self'"],
    // Served pages have one inline script, allowed by its hash (web-page.ts).
    scriptSrc: ["'self'", EARLY_TAPS_SCRIPT_SOURCE],
    // Chakra UI (emotion) writes its styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Photos in bucket storage, map tiles, and images owners link in descriptions (https only).
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...photoOrigin],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://www.openstreetmap.org'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
}
