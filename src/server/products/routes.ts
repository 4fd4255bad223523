import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  productFieldsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
} from '../../contract/product.js';
import { readMultipartForm } from '../http/multipart.js';
import { errors, idParams, multipartBody, noContent, notModified } from '../http/schemas.js';
import { parseOr400 } from '../http/validation.js';
import { ProductService } from './service.js';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = new ProductService(app.db, app.images);
  const tags = ['products'];
  const form = multipartBody(productFieldsSchema, 'optional');

  app.get(
    '/products',
    {
      config: { catalogCache: true },
      schema: {
        tags,
        operationId: 'listProducts',
        summary: 'Products, newest first; search matches name or description',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, ...notModified, ...errors(400) },
      },
    },
    async (request) => products.list(request.query),
  );

  app.get(
    '/products/:id',
    {
      config: { catalogCache: true },
      schema: {
        tags,
        operationId: 'getProduct',
        summary: 'One product',
        params: idParams,
        response: { 200: productSchema, ...notModified, ...errors(400, 404) },
      },
    },
    async (request) => products.get(request.params.id),
  );

  app.post(
    '/products',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'createProduct',
        summary: 'Create a product (multipart)',
        ...form,
        response: { 201: productSchema, ...errors(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      const { fields, image } = await readMultipartForm(request);
      const input = parseOr400(productFieldsSchema, fields);
      return reply.code(201).send(await products.create(input, image));
    },
  );

  app.put(
    '/products/:id',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'updateProduct',
        summary: 'Replace a product (multipart); without an image the current one stays',
        params: idParams,
        ...form,
        response: { 200: productSchema, ...errors(400, 401, 404, 413, 415) },
      },
    },
    async (request) => {
      const { fields, image } = await readMultipartForm(request);
      const input = parseOr400(productFieldsSchema, fields);
      return products.update(request.params.id, input, image);
    },
  );

  app.delete(
    '/products/:id',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'deleteProduct',
        summary: 'Delete a product',
        params: idParams,
        response: { 204: noContent, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await products.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
