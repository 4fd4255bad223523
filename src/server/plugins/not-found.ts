import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessages } from '#contract/messages/validation.js';

type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** A page of the web app, which routes in the browser; not the API, an upload or a built asset. */
function isPage(request: FastifyRequest): boolean {
  const url = request.url;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !url.startsWith('/api/') &&
    url !== '/api' &&
    !url.startsWith('/uploads/') &&
    // A missing script or stylesheet must fail as such, not arrive as HTML.
    !url.startsWith('/assets/')
  );
}

/** What no route matched: a page gets the web app (`sendPage`), anything else the API's 404. */
export const notFoundPlugin = fp<{ sendPage: SendPage }>(
  async (app, { sendPage }) => {
    app.setNotFoundHandler((request, reply) => {
      if (isPage(request)) return sendPage(request, reply);
      return reply.code(404).send({ message: apiMessages.notFound('Page') });
    });
  },
  { name: 'not-found' },
);
