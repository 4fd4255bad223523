import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers on every answer, with a Content-Security-Policy that fits the web app. */
export const helmetPlugin = fp(
  async (app) => {
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
  },
  { name: 'helmet' },
);
