import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  itemStockSchema,
  stockHistoryQuerySchema,
  stockHistoryResponseSchema,
  stockListQuerySchema,
  stockListResponseSchema,
  stockSaveInputSchema,
  stockSaveResponseSchema,
} from '#contract/stock.js';
import { z } from 'zod';
import { errors, idParams } from '../http/schemas.js';
import { stockCsvLanguage } from './csv.js';
import { StockService, type StockKind } from './service.js';

export interface StockRoutesOptions {
  /** The clock counts are stamped with; tests set it. */
  now?: () => Date;
}

/** The owner's Stock page and an item dialog's counts; every route is the owner's. */
export const stockRoutes: FastifyPluginAsyncZod<StockRoutesOptions> = async (app, options) => {
  const stock = new StockService(app.db, async () => (await app.settings.current()).lowStockThreshold, options.now);
  const tags = ['stock'];

  app.get(
    '/stock',
    {
      config: { auth: 'stock' },
      schema: {
        tags,
        operationId: 'listStock',
        summary: 'The counts of tracked items and colours, by name; searchable, all / low / out',
        querystring: stockListQuerySchema,
        response: { 200: stockListResponseSchema, ...errors(400, 401) },
      },
    },
    async (request) => stock.list(request.query),
  );

  app.get(
    '/stock.csv',
    {
      config: { auth: 'stock' },
      schema: {
        tags,
        operationId: 'downloadStockCsv',
        summary: "Every count of tracked items as CSV for Excel, in the panel's language",
        description:
          "UTF-8 with a byte-order mark. Columns: the item's name in English, French and Arabic, the colour's likewise " +
          '(English where not translated), the count and its status (In stock / Low / Sold out), headers and statuses in ' +
          '`lang`. Cells are separated by "," in English and by ";" in French and Arabic, as Excel set to those languages ' +
          'expects; a cell a spreadsheet would run as a formula starts with an apostrophe.',
        querystring: z.object({
          lang: z
            .string()
            .optional()
            .describe("The headers' and statuses' language: en (the default), fr or ar; another one gives English"),
        }),
        response: { 200: z.string().describe('The CSV file, to save as stock.csv'), ...errors(400, 401) },
        responseTypes: { 200: 'text/csv' },
      },
    },
    async (request, reply) => {
      const csv = await stock.csv(stockCsvLanguage(request.query.lang));
      return reply.type('text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="stock.csv"').send(csv);
    },
  );

  app.put(
    '/stock',
    {
      config: { auth: 'stock' },
      schema: {
        tags,
        operationId: 'saveStock',
        summary: 'Save a stocktake: every count or none',
        description:
          'Each count carries the one the owner saw (seen). When any has moved since (an order was confirmed or cancelled, ' +
          'another save came first), nothing is saved and the answer is 409 naming it, so a late save never undoes an order.',
        body: stockSaveInputSchema,
        response: { 200: stockSaveResponseSchema, ...errors(400, 401, 409, 413, 415) },
        responseDescriptions: { 409: 'A count moved since it was seen, or is no longer tracked (nothing saved)' },
      },
    },
    async (request) => ({ data: await stock.save(request.admin!, request.body) }),
  );

  app.get(
    '/stock/:id/history',
    {
      config: { auth: 'stock' },
      schema: {
        tags,
        operationId: 'getStockHistory',
        summary: "A count's changes, newest first: when, from what to what, and why",
        params: idParams,
        querystring: stockHistoryQuerySchema,
        response: { 200: stockHistoryResponseSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => stock.history(request.params.id, request.query.page),
  );

  const itemStock = (path: string, kind: StockKind, operationId: string, noun: string) =>
    app.get(
      `${path}/:id/stock`,
      {
        config: { auth: 'stock' },
        schema: {
          tags,
          operationId,
          summary: `Whether ${noun} is tracked, and its counts (for its edit dialog)`,
          params: idParams,
          response: { 200: itemStockSchema, ...errors(400, 401, 404) },
        },
      },
      async (request) => stock.ofItem(kind, request.params.id),
    );
  itemStock('/products', 'product', 'getProductStock', 'a product');
  itemStock('/offer', 'offer', 'getOfferStock', 'an offer');
};
