import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopSettingsSaveInput } from '#contract/settings.js';
import { shopConfigSchema } from '#contract/shop.js';
import { errors, notModified } from '../http/schemas.js';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];

  app.get(
    '/settings',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        operationId: 'getSettings',
        summary: "The shop's settings: name, WhatsApp, hours, links, About text, pound rate (public; also embedded in every page)",
        response: { 200: shopConfigSchema, ...notModified },
      },
    },
    async () => app.settings.current(),
  );

  app.put(
    '/settings',
    {
      config: { auth: 'settings' },
      schema: {
        tags,
        operationId: 'updateSettings',
        summary: "Save the shop's settings; every page and answer shows them at once",
        description:
          'The WhatsApp number is sent as + and digits (spaces allowed) and answered as digits; sent back as answered, ' +
          'digits alone, it must be the number stored. ' +
          "The pound rate's setAt is stamped by the server when the rate or step changes, and kept otherwise (one sent is ignored). " +
          "A zone's id is one the server gave it: a new zone comes without.",
        body: shopSettingsSaveInput,
        response: { 200: shopConfigSchema, ...errors(400, 401, 413, 415) },
      },
    },
    async (request) => app.settings.save(request.admin!, request.body),
  );
};
