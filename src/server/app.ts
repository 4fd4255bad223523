import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerFactory, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts/routes.js';
import { activityRoutes } from './activity/routes.js';
import { authRoutes } from './auth/routes.js';
import { carouselRoutes } from './carousel/routes.js';
import { catalogueCachePlugin, type CacheLimits } from './catalogue/cache.js';
import { categoryRoutes } from './categories/routes.js';
import { DEFAULT_CONNECTION_LIMITS, type AppConfig, type TrustedProxies } from './config.js';
import type { StorefrontRenderer } from '#contract/rendering.js';
import { contactRoutes } from './contact/routes.js';
import { contactFormRoutes } from './contact/form.js';
import { openDatabase, type Db, type OpenOptions } from './db/connect.js';
import { DatabaseState } from './db/database-state.js';
import { healthRoutes } from './health/routes.js';
import { homeScreenRoutes } from './home-screen/routes.js';
import { capConnectionsPerClient, requestTimeoutOptions } from './http/connections.js';
import { errorHandler } from './http/error-handler.js';
import { serializeRequest } from './http/request-log.js';
import { shopHostsPlugin } from './http/shop-hosts.js';
import { refuseUnstorableTextInRequest } from './http/validation.js';
import type { ImageStorage } from './images/storage.js';
import { offerRoutes } from './offers/routes.js';
import { discountCodeRoutes } from './discount-codes/routes.js';
import { orderPageRoutes } from './order-page/routes.js';
import { orderRoutes } from './orders/routes.js';
import { authPlugin } from './plugins/auth.js';
import { databasePlugin } from './plugins/database.js';
import { developmentPlugin, type Development } from './plugins/development.js';
import { compressPlugin } from './plugins/external/compress.js';
import { helmetPlugin } from './plugins/external/helmet.js';
import { multipartPlugin } from './plugins/external/multipart.js';
import { rateLimitPlugin } from './plugins/external/rate-limit.js';
import { jsonOnlyPlugin } from './plugins/json-only.js';
import { notFoundPlugin } from './plugins/not-found.js';
import { docsRoutes, openapiPlugin } from './plugins/openapi.js';
import { settingsPlugin } from './plugins/settings.js';
import { storagePlugin } from './plugins/storage.js';
import { loadPreloadLinks, loadRenderer } from './pages/renderer.js';
import { pageRoutes } from './pages/routes.js';
import { feedPublicRoutes } from './feed/public-routes.js';
import { feedRoutes } from './feed/routes.js';
import { loadPageTemplate, pageTemplate, type TemplateFor } from './pages/template.js';
import { registerUploads } from './plugins/uploads.js';
import { registerWebApp } from './plugins/web.js';
import { productRoutes } from './products/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { stockRoutes } from './stock/routes.js';
import { imageRoutes } from './uploads/routes.js';
import './types.js';

/** JSON bodies are small forms; images come as multipart with their own limit. */
const JSON_BODY_LIMIT = 100 * 1024;

export interface AppDependencies {
  /** A migrated database; the app closes it when it closes. Opened from the config when absent. */
  db?: Db;
  /** What the database's connection reports (lost connections, saved writes) to: give it with `db`. */
  databaseState?: DatabaseState;
  storage?: ImageStorage;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered, so the hostile-input suite covers the real route table. */
  onRoute?: (route: RouteOptions) => void;
  /** Bounds of the catalogue response cache; the defaults suit a shop. */
  cacheLimits?: CacheLimits;
  /** The clock orders and the pound rate are stamped with; tests choose the day. */
  clock?: () => Date;
  /** Renders storefront pages' bodies; by default the web build's (dist/ssr), null for the head only. */
  renderer?: StorefrontRenderer | null;
  /** `npm run dev`: Vite serves the web app's sources, and pages are rendered from them for each request. */
  development?: Development;
}

export function loggerOptions(level: AppConfig['logLevel']): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: { req: serializeRequest },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        'token',
        '*.password',
        '*.oldPassword',
        '*.newPassword',
        '*.confirmPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
}

/**
 * `TRUST_PROXY` as Fastify takes it. Fastify no longer honours a bare hop count (it trusts nobody
 * then), so the nearest `n` hops are trusted by a function of our own.
 */
function proxyTrust(trusted: TrustedProxies): FastifyServerOptions['trustProxy'] {
  return typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;
}

/** How the app's database connection is opened, reporting to `state`. */
export function databaseOptions(config: AppConfig, state: DatabaseState): OpenOptions {
  return {
    limits: config.databaseLimits,
    onConnectionLost: (error) => state.connectionLost(error),
    onWrite: () => state.wrote(),
  };
}

export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const { development } = deps;
  const serverFactory: FastifyServerFactory | undefined = development && ((handler) => development.server.on('request', handler));
  const connectionLimits = config.connectionLimits ?? DEFAULT_CONNECTION_LIMITS;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Bad percent-escapes and over-long ids: the API's `{message}` instead of Fastify's echo of the URL.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
    serverFactory,
    ...requestTimeoutOptions(connectionLimits),
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerClient(app.server, connectionLimits.maxPerClient, config.trustProxy, app.log);

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorate('config', config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  const template = loadPageTemplate(config.webRoot);
  // First, so that Vite's responses go without the shop's hooks.
  if (development) await app.register(developmentPlugin, { development });
  await app.register(shopHostsPlugin);
  await app.register(helmetPlugin, { development });
  await app.register(rateLimitPlugin);
  await app.register(multipartPlugin);
  await app.register(openapiPlugin);

  const databaseState = deps.databaseState ?? new DatabaseState();
  const db = deps.db ?? openDatabase(config.database, databaseOptions(config, databaseState));
  await app.register(databasePlugin, { db, state: databaseState });
  await app.register(storagePlugin, { storage: deps.storage });
  await app.register(authPlugin);
  await app.register(catalogueCachePlugin, { limits: deps.cacheLimits });
  await app.register(settingsPlugin, { now: deps.clock });

  app.addHook('preValidation', refuseUnstorableTextInRequest);
  await app.register(jsonOnlyPlugin);

  await app.register(
    async (api) => {
      await api.register(compressPlugin);
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(categoryRoutes);
      await api.register(productRoutes);
      await api.register(offerRoutes);
      await api.register(discountCodeRoutes, { now: deps.clock });
      await api.register(carouselRoutes);
      await api.register(imageRoutes);
      await api.register(contactRoutes);
      await api.register(orderRoutes, { now: deps.clock });
      await api.register(orderPageRoutes);
      await api.register(settingsRoutes);
      await api.register(feedRoutes);
      await api.register(stockRoutes, { now: deps.clock });
      await api.register(activityRoutes);
      await api.register(docsRoutes);
    },
    { prefix: '/api' },
  );

  registerUploads(app);
  const templateFor: TemplateFor | undefined = development && (async (url) => pageTemplate(await development.template(url)));
  const sendIndex = await registerWebApp(app, config.webRoot, template, templateFor);
  const renderer = deps.renderer !== undefined ? deps.renderer : await loadRenderer(config.webRoot);
  await app.register(pageRoutes, {
    template: templateFor ?? (async () => template),
    cachePages: !development,
    renderer,
    preloadLinks: loadPreloadLinks(config.webRoot),
  });
  await app.register(feedPublicRoutes);
  await app.register(contactFormRoutes);
  await app.register(homeScreenRoutes);
  await app.register(notFoundPlugin, { sendPage: sendIndex, storefrontRoutes: (renderer?.routes.length ?? 0) > 0 });

  return app;
}
