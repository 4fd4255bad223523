import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountListSchema,
  accountSchema,
  accountSessionListSchema,
  addAccountInputSchema,
  oneTimePasswordSchema,
  updateAccountInputSchema,
} from '#contract/accounts.js';
import { idSchema } from '#contract/fields.js';
import { errors, idParams, noContent } from '../http/schemas.js';
import { AccountService } from './service.js';

const sessionParams = z.strictObject({ id: idSchema, sessionId: idSchema });

/** The owner's Accounts page: the people who work in the panel, their roles, passwords and sessions. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = new AccountService(app.db, app.config);
  const tags = ['accounts'];

  app.get(
    '/accounts',
    {
      config: { auth: 'accounts' },
      schema: {
        tags,
        operationId: 'listAccounts',
        summary: 'Every account, owners first, then by name, with when each was last seen',
        response: { 200: accountListSchema, ...errors(401) },
      },
    },
    async () => accounts.list(),
  );

  app.post(
    '/accounts',
    {
      config: { auth: 'accounts' },
      schema: {
        tags,
        operationId: 'addAccount',
        summary: 'Add a person: they sign in with the one-time password returned here and must choose their own',
        body: addAccountInputSchema,
        response: { 201: oneTimePasswordSchema, ...errors(400, 401, 409, 413, 415) },
        responseDescriptions: {
          201: 'The new account and its one-time password, shown this once',
          409: 'The username is taken (names that differ only in case or look-alike letters are one name)',
        },
      },
    },
    async (request, reply) => reply.code(201).send(await accounts.add(request.admin!, request.body)),
  );

  app.put(
    '/accounts/:id',
    {
      config: { auth: 'accounts' },
      schema: {
        tags,
        operationId: 'updateAccount',
        summary: "Rename, change the role (from the account's next request) or switch off (its sessions end at once) and on",
        params: idParams,
        body: updateAccountInputSchema,
        response: { 200: accountSchema, ...errors(400, 401, 404, 409, 413, 415) },
        responseDescriptions: { 409: 'The last active owner can be neither made staff nor switched off' },
      },
    },
    async (request) => accounts.update(request.admin!, request.params.id, request.body),
  );

  app.post(
    '/accounts/:id/password',
    {
      config: { auth: 'accounts' },
      schema: {
        tags,
        operationId: 'resetAccountPassword',
        summary: 'Give the account a new one-time password; every session of it ends',
        params: idParams,
        response: { 200: oneTimePasswordSchema, ...errors(400, 401, 404) },
        responseDescriptions: { 200: 'The account and its new one-time password, shown this once' },
      },
    },
    async (request) => accounts.resetPassword(request.admin!, request.params.id),
  );

  app.get(
    '/accounts/:id/sessions',
    {
      config: { auth: 'accounts' },
      schema: {
        tags,
        operationId: 'listAccountSessions',
        summary: "The account's signed-in browsers, latest seen first",
        params: idParams,
        response: { 200: accountSessionListSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => accounts.sessions(request.params.id, request.admin!.sessionId),
  );

  app.delete(
    '/accounts/:id/sessions/:sessionId',
    {
      config: { auth: 'accounts' },
      schema: {
        tags,
        operationId: 'endAccountSession',
        summary: 'Sign one browser of the account out',
        params: sessionParams,
        response: { 204: noContent, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await accounts.endSession(request.admin!, request.params.id, request.params.sessionId);
      return reply.code(204).send(null);
    },
  );
};
