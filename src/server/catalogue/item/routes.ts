import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '#server/db/connect.js';
import { readMultipartForm } from '#server/http/multipart.js';
import { errors, idParams, multipartBody, noContent, notModified } from '#server/http/schemas.js';
import { parseOr400 } from '#server/http/validation.js';
import type { ImageLibrary } from '#server/uploads/library.js';
import type { CatalogueItemService, ItemListQuery, KeptFields, LowStockThreshold, StockedRow } from './service.js';

export interface ItemRoutes<Item, Fields, Query extends ItemListQuery> {
  path: string;
  /**
   * How the operations name the items: `product` makes getProduct, 'One product', 'Create a product';
   * `many` is the OpenAPI tag too.
   */
  noun: { one: string; many: string; article: 'a' | 'an' };
  schemas: { item: z.ZodType<Item>; list: z.ZodType; listQuery: z.ZodType<Query>; fields: z.ZodType<Fields> };
}

type ItemServiceClass<Item, Fields extends KeptFields, Query extends ItemListQuery> = new (
  db: Db,
  images: ImageLibrary,
  threshold: LowStockThreshold,
) => ItemOperations<Item, Fields, Query>;

type ItemOperations<Item, Fields extends KeptFields, Query extends ItemListQuery> = Pick<
  CatalogueItemService<StockedRow, Item, Fields, Query>,
  'list' | 'get' | 'create' | 'update' | 'delete' | 'prepareSearch'
>;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The five routes of a catalogue item: the public list and item (cached per catalogue version), and
 * the admin's multipart create and replace and its delete.
 */
export function catalogueItemRoutes<Item, Fields extends KeptFields, Query extends ItemListQuery>(
  Service: ItemServiceClass<Item, Fields, Query>,
  { path, noun, schemas }: ItemRoutes<Item, Fields, Query>,
): FastifyPluginAsyncZod {
  const tags = [noun.many];
  const one = capitalised(noun.one);
  const aOne = `${noun.article} ${noun.one}`;
  const form = multipartBody(schemas.fields, 'optional');

  return async (app) => {
    const items = new Service(app.db, app.images, async () => (await app.settings.current()).lowStockThreshold);

    // The search index is built once the app is ready, in the background, so the first search does not
    // wait for it (seconds at 100,000 items); a search that comes sooner waits for the same build.
    let preparing: Promise<void> | undefined;
    app.addHook('onReady', async () => {
      preparing = items
        .prepareSearch()
        .catch((error: unknown) => app.log.warn({ err: error }, `The ${noun.many} search index was not built at start`));
    });
    app.addHook('onClose', async () => {
      await preparing;
    });

    app.get(
      path,
      {
        config: { catalogueCache: true },
        schema: {
          tags,
          operationId: `list${capitalised(noun.many)}`,
          summary: `${capitalised(noun.many)}, newest first; a search finds its words in names and descriptions in English, French or Arabic, best matches first`,
          querystring: schemas.listQuery,
          response: { 200: schemas.list, ...notModified, ...errors(400) },
        },
      },
      // For a generic query Fastify's types cannot tell that the validated query is the schema's output.
      async (request) => items.list(request.query as Query),
    );

    app.get(
      `${path}/:id`,
      {
        config: { catalogueCache: true },
        schema: {
          tags,
          operationId: `get${one}`,
          summary: `One ${noun.one}`,
          params: idParams,
          response: { 200: schemas.item, ...notModified, ...errors(400, 404) },
        },
      },
      async (request) => items.get(request.params.id),
    );

    app.post(
      path,
      {
        config: { auth: 'catalogue' },
        schema: {
          tags,
          operationId: `create${one}`,
          summary: `Create ${aOne} (multipart)`,
          ...form,
          response: { 201: schemas.item, ...errors(400, 401, 413, 415) },
        },
      },
      async (request, reply) => {
        const { fields, image } = await readMultipartForm(request);
        return reply.code(201).send(await items.create(request.admin!, parseOr400(schemas.fields, fields), image));
      },
    );

    app.put(
      `${path}/:id`,
      {
        config: { auth: 'catalogue' },
        schema: {
          tags,
          operationId: `update${one}`,
          summary: `Replace ${aOne} (multipart); without an image the current one stays`,
          params: idParams,
          ...form,
          response: { 200: schemas.item, ...errors(400, 401, 404, 413, 415) },
        },
      },
      async (request) => {
        const { fields, image } = await readMultipartForm(request);
        return items.update(request.admin!, request.params.id, parseOr400(schemas.fields, fields), image);
      },
    );

    app.delete(
      `${path}/:id`,
      {
        config: { auth: 'catalogue' },
        schema: {
          tags,
          operationId: `delete${one}`,
          summary: `Delete ${aOne}`,
          params: idParams,
          response: { 204: noContent, ...errors(400, 401, 404) },
        },
      },
      async (request, reply) => {
        await items.delete(request.admin!, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
