import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInPersonSchema } from '#contract/accounts.js';
import { loginInputSchema, loginResponseSchema, panelLanguageInputSchema, updatePasswordInputSchema } from '#contract/auth.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, secureAttribute } from '../http/cookies.js';
import { errors, noContent } from '../http/schemas.js';
import { clientKey } from '../rate-limit/client-key.js';
import { noStore } from '../plugins/auth.js';

/** The known-device mark (auth/known-device.ts): sent only to these routes, never readable by scripts. */
const DEVICE_COOKIE = 'known_device';

const readDeviceMark = (request: FastifyRequest): string | undefined => readCookie(request, DEVICE_COOKIE);

function setDeviceMark(request: FastifyRequest, reply: FastifyReply, mark: string, maxAgeSeconds: number): void {
  const secure = secureAttribute(request, request.server.config.publicBaseUrl);
  reply.header('set-cookie', `${DEVICE_COOKIE}=${mark}; Max-Age=${maxAgeSeconds}; Path=/api/auth; HttpOnly; SameSite=Strict${secure}`);
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];

  app.post(
    '/auth/login',
    {
      config: { public: true },
      onRequest: noStore,
      schema: {
        tags,
        operationId: 'login',
        summary: 'Sign in; throttled after repeated failures per username and per client',
        body: loginInputSchema,
        response: { 200: loginResponseSchema, ...errors(400, 401, 413, 415, 429) },
        responseDescriptions: { 401: 'Wrong username or password ("Invalid credentials")' },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const { session, deviceMark } = await app.auth.login(
        username,
        password,
        clientKey(request.ip),
        readDeviceMark(request),
        request.headers['user-agent'] ?? '',
      );
      setDeviceMark(request, reply, deviceMark, app.auth.devices.lifetimeSeconds);
      return session;
    },
  );

  app.get(
    '/auth/me',
    {
      config: { auth: 'self' },
      schema: {
        tags,
        operationId: 'getSignedInPerson',
        summary: 'The signed-in person: their role and its permissions now, and whether they must choose a password first',
        response: { 200: signedInPersonSchema, ...errors(401) },
      },
    },
    async (request) => app.auth.person(request.admin!),
  );

  app.post(
    '/auth/logout',
    {
      config: { auth: 'self' },
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
    '/auth/language',
    {
      config: { auth: 'self' },
      schema: {
        tags,
        operationId: 'setPanelLanguage',
        summary: 'Keep the language the signed-in person uses the admin panel in; the next sign-in answers it',
        body: panelLanguageInputSchema,
        response: { 204: noContent, ...errors(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      await app.auth.rememberLanguage(request.admin!, request.body.language);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/auth/update-password',
    {
      config: { auth: 'self' },
      schema: {
        tags,
        operationId: 'updatePassword',
        summary: 'Change the password; every other session of the admin is revoked; old-password checks are throttled per admin',
        body: updatePasswordInputSchema,
        response: { 204: noContent, ...errors(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const deviceMark = await app.auth.updatePassword(request.admin!, request.body);
      setDeviceMark(request, reply, deviceMark, app.auth.devices.lifetimeSeconds);
      return reply.code(204).send(null);
    },
  );
};
