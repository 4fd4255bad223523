import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiMessages } from '../contract/messages/validation.js';
import { authRoutes } from './auth/routes.js';
import { carouselRoutes } from './carousel/routes.js';
import { catalogueCachePlugin, type CacheLimits } from './catalogue/cache.js';
import { categoryRoutes } from './categories/routes.js';
import type { AppConfig } from './config.js';
import { contactRoutes } from './contact/routes.js';
import { openDatabase, type Db } from './db/connect.js';
import { healthRoutes } from './health/routes.js';
import { errorHandler } from './http/error-handler.js';
import { HttpError, tooManyRequests } from './http/errors.js';
import { MULTIPART_LIMITS } from './http/multipart.js';
import { serializeRequest } from './http/request-log.js';
import { refuseUnstorableTextInRequest } from './http/validation.js';
import type { ImageStorage } from './images/storage.js';
import { offerRoutes } from './offers/routes.js';
import { authPlugin } from './plugins/auth.js';
import { databasePlugin } from './plugins/database.js';
import { openapiPlugin } from './plugins/openapi.js';
import { storagePlugin } from './plugins/storage.js';
import { registerUploads, registerWebApp } from './plugins/web.js';
import { productRoutes } from './products/routes.js';
import { databaseRateLimitStore } from './rate-limit/store.js';
import './types.js';

/** JSON bodies are small forms; images come as multipart with their own limit. */
const JSON_BODY_LIMIT = 100 * 1024;

export interface AppDependencies {
  /** A migrated database; the app closes it when it closes. Opened from the config when absent. */
  db?: Db;
  storage?: ImageStorage;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered, so the hostile-input suite covers the real route table. */
  onRoute?: (route: RouteOptions) => void;
  /** Bounds of the catalogue answer cache; the defaults suit a shop. */
  cacheLimits?: CacheLimits;
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

export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    // A number (trusted hops) is supported at run time; the types lag behind.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Bad percent-escapes and over-long ids: the API's `{message}` instead of Fastify's echo of the URL.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorate('config', config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets inline style attributes (positions, transforms).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // The shop may be served over plain HTTP on a local network.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(() => app.db),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  await app.register(openapiPlugin);

  await app.register(databasePlugin, { db: deps.db ?? openDatabase(config.database) });
  await app.register(storagePlugin, { storage: deps.storage });
  await app.register(authPlugin);
  await app.register(catalogueCachePlugin, { limits: deps.cacheLimits });

  app.addHook('preValidation', refuseUnstorableTextInRequest);

  // JSON routes refuse other body types instead of reading them as a missing body.
  app.addHook('onRoute', (route) => {
    if (!route.schema?.body) return;
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [
      async (request) => {
        const type = request.headers['content-type'];
        if (type !== undefined && !/^application\/json\s*(;|$)/i.test(type)) {
          throw new HttpError(415, apiMessages.unsupportedMediaType);
        }
      },
      ...existing,
    ];
  });

  await app.register(
    async (api) => {
      // JSON answers only: the web app's files are compressed once at build time (scripts/precompress.mjs).
      await api.register(fastifyCompress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
      });
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(categoryRoutes);
      await api.register(productRoutes);
      await api.register(offerRoutes);
      await api.register(carouselRoutes);
      await api.register(contactRoutes);
      const document = () => api.swagger();
      api.get('/docs', { schema: { hide: true } }, async () => document());
      api.get('/docs/json', { schema: { hide: true } }, async () => document());
    },
    { prefix: '/api' },
  );

  registerUploads(app);
  const sendIndex = await registerWebApp(app, config.webRoot, config.shop);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/uploads/') &&
      // A missing script or stylesheet must fail as such, not arrive as HTML.
      !url.startsWith('/assets/');
    if (isPage) return sendIndex(request, reply);
    return reply.code(404).send({ message: apiMessages.notFound('Page') });
  });

  return app;
}
