import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { REGISTER_SCRIPT_HASH } from '#server/home-screen/service-worker.js';

/**
 * Types a browser only ever uses as a part of a page (a script, a stylesheet, a typeface, a picture),
 * never as a page of its own: the headers that govern a page mean nothing on them.
 */
const SUBRESOURCE_TYPE = /^(?:text\/javascript|application\/javascript|text\/css|font\/woff2?|image\/(?:webp|jpeg|png|avif|gif))\b/;

/**
 * What helmet sets that only a document reads: its policy for scripts and frames, how it is opened
 * beside other windows, and instructions to old browsers. Kept on every response: `nosniff` (a script or
 * stylesheet must be sent as one), `Cross-Origin-Resource-Policy` (other sites may not embed the
 * shop's files) and `Referrer-Policy` (a stylesheet's own requests follow it).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

export interface HelmetOptions {
  /**
   * Development only (src/server/dev.ts): Vite's page has inline scripts (React's refresh preamble),
   * allowed by their hashes (`'sha256-…'`) and no others, and a socket that reloads what changed.
   */
  development?: { scriptHashes: string[] };
}

/**
 * Security headers on every response, with a Content-Security-Policy that fits the web app. The
 * storefront's code, styles, typefaces and pictures go without the document-only ones: about 550 bytes
 * less on each of them, which a first visit on a slow line asks for a dozen times.
 */
export const helmetPlugin = fp<HelmetOptions>(
  async (app, { development }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The shop's own files, and one script written in the pages, the service worker's registration,
          // by its digest (and Vite's page's, in development).
          scriptSrc: ["'self'", REGISTER_SCRIPT_HASH, ...(development?.scriptHashes ?? [])],
          // React sets inline style attributes (positions, transforms).
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(development ? ['ws:'] : [])],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // The shop may be served over plain HTTP on a local network.
          upgradeInsecureRequests: null,
        },
      },
    });
    // Helmet writes its headers on the raw response when the request comes in; the response's type is
    // known only when it is sent (getHeader reads the raw response's too).
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && SUBRESOURCE_TYPE.test(type)) {
        for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
      }
      return payload;
    });
  },
  { name: 'helmet' },
);
