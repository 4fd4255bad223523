import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allCategoriesResponseSchema,
  categoryInputSchema,
  categoryListQuerySchema,
  categoryListResponseSchema,
  categorySchema,
} from '#contract/category.js';
import { errors, idParams, noContent, notModified } from '../http/schemas.js';
import { CategoryService } from './service.js';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const categories = new CategoryService(app.db);
  const tags = ['categories'];

  app.get(
    '/categories/categories',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        operationId: 'listCategoryOptions',
        summary: 'Every category, for dropdowns (by name)',
        response: { 200: allCategoriesResponseSchema, ...notModified },
      },
    },
    async () => categories.all(),
  );

  app.get(
    '/categories',
    {
      config: { catalogueCache: true },
      schema: {
        tags,
        operationId: 'listCategories',
        summary: 'Categories, newest first',
        querystring: categoryListQuerySchema,
        response: { 200: categoryListResponseSchema, ...notModified, ...errors(400) },
      },
    },
    async (request) => categories.list(request.query.page, request.query.limit),
  );

  app.post(
    '/categories',
    {
      config: { auth: 'catalogue' },
      schema: {
        tags,
        operationId: 'createCategory',
        summary: 'Create a category',
        body: categoryInputSchema,
        response: { 201: categorySchema, ...errors(400, 401, 409, 413, 415) },
      },
    },
    async (request, reply) => reply.code(201).send(await categories.create(request.admin!, request.body)),
  );

  app.put(
    '/categories/:id',
    {
      config: { auth: 'catalogue' },
      schema: {
        tags,
        operationId: 'updateCategory',
        summary: 'Rename a category',
        params: idParams,
        body: categoryInputSchema,
        response: { 200: categorySchema, ...errors(400, 401, 404, 409, 413, 415) },
      },
    },
    async (request) => categories.update(request.admin!, request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      config: { auth: 'catalogue' },
      schema: {
        tags,
        operationId: 'deleteCategory',
        summary: 'Delete a category; its products stay, without a category',
        params: idParams,
        response: { 204: noContent, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await categories.delete(request.admin!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
