import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginInputSchema, loginResponseSchema, updatePasswordInputSchema } from '../../contract/auth.js';
import { errors, noContent } from '../http/schemas.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'login',
        summary: 'Sign in; throttled after repeated failures per username and per client',
        body: loginInputSchema,
        response: { 200: loginResponseSchema, ...errors(400, 401, 413, 415, 429) },
        responseDescriptions: { 401: 'Wrong username or password ("Invalid credentials")' },
      },
    },
    async (request) => app.auth.login(request.body.username, request.body.password, request.ip),
  );

  app.post(
    '/auth/logout',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'logout',
        summary: 'Revoke the presented session',
        response: { 204: noContent, ...errors(401) },
      },
    },
    async (request, reply) => {
      await app.auth.logout(request.admin!);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/auth/update-password',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'updatePassword',
        summary: 'Change the password; every other session of the admin is revoked',
        body: updatePasswordInputSchema,
        response: { 204: noContent, ...errors(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      await app.auth.updatePassword(request.admin!, request.body);
      return reply.code(204).send(null);
    },
  );
};
