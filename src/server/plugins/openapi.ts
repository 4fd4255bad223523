import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_IMAGE_BYTES, MB } from '#contract/constants.js';
import { errors, type MultipartForm } from '../http/schemas.js';
import { IMAGE_FIELD } from '../http/multipart.js';

type JsonSchema = Record<string, unknown>;

/** What a response means, by status; 2xx responses take the description of the schema they carry. */
const STATUS_DESCRIPTIONS: Record<number, string> = {
  204: 'Done; no content',
  304: 'Not modified: the `If-None-Match` tag is still current',
  400: 'Invalid input: `message`, and for validation failures one message per field in `errors`',
  401: 'Not signed in: the bearer token is missing, unknown, expired or revoked, or its account is switched off',
  403: "The signed-in person's role does not have this permission, or they must first replace their one-time password",
  404: 'Not found',
  409: 'The name is already taken (ignoring case)',
  413: `Too large (an image above ${MAX_IMAGE_BYTES / MB} MB, or too many or too long fields)`,
  414: 'The address is too long (an id of more than 200 characters)',
  415: 'Wrong content type, or the file is not a JPEG, PNG or WebP image',
  429: 'Too many requests; the message says how many seconds to wait',
  503: 'The database does not answer or is busy for a moment; `Retry-After` says when to try again',
  507: 'The shop cannot save right now (its storage is full); nothing was saved',
};

const IF_NONE_MATCH = {
  type: 'object',
  properties: {
    'if-none-match': { type: 'string', description: 'The ETag of an earlier answer; a 304 answers while it is current' },
  },
};

const IMAGE_PART = {
  type: 'string',
  format: 'binary',
  description: `JPEG, PNG or WebP, at most ${MAX_IMAGE_BYTES / MB} MB; the bytes are checked, not the declared type`,
};

/** The form as JSON Schema: every part is text except the image, so union members that are not text are dropped. */
function multipartFormSchema(form: MultipartForm): JsonSchema {
  const { $schema: _, ...fields } = z.toJSONSchema(form.fields, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const properties: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries((fields.properties ?? {}) as Record<string, JsonSchema>)) {
    const text = Array.isArray(schema.anyOf) ? (schema.anyOf as JsonSchema[]).filter((member) => member.type === 'string') : [];
    const { anyOf: _anyOf, ...rest } = schema;
    properties[name] = text.length === 1 ? { ...rest, ...text[0] } : schema;
  }
  properties[IMAGE_FIELD] = IMAGE_PART;
  const required = [...((fields.required ?? []) as string[]), ...(form.image === 'required' ? [IMAGE_FIELD] : [])];
  return { ...fields, properties, ...(required.length > 0 ? { required } : {}) };
}

function responseDescription(code: number, zodSchema: unknown, own: Partial<Record<number, string>> | undefined): string {
  const described =
    own?.[code] ??
    (code >= 300 ? STATUS_DESCRIPTIONS[code] : undefined) ??
    (zodSchema instanceof z.ZodType ? z.globalRegistry.get(zodSchema)?.description : undefined) ??
    STATUS_DESCRIPTIONS[code];
  if (!described) throw new Error(`No description for the ${code} response`);
  return described;
}

/**
 * Zod schemas to JSON Schema, then what the routes declare elsewhere: security and the 401 and 403
 * answers from `config.auth`,
 * the multipart form as the request body, a description for every response, If-None-Match where a 304
 * can be returned, the router's 414 for a path parameter over its maxParamLength (app.ts), and the
 * error handler's 503 (the database away or busy) everywhere and 507 (it cannot save) on writes.
 */
const transform: SwaggerTransform = (input) => {
  const withRouterResponses =
    input.schema && !input.schema.hide
      ? {
          ...input.schema,
          response: {
            ...(input.schema.params ? errors(414) : {}),
            ...(input.route.config?.auth ? errors(401, 403) : {}),
            ...databaseResponses([input.route.method].flat()),
            ...(input.schema.response as object),
          },
        }
      : input.schema;
  const result = jsonSchemaTransform({ ...input, schema: withRouterResponses });
  const schema = result.schema as JsonSchema & { hide?: boolean };
  if (schema.hide || !input.schema) return result;
  const { multipart, responseDescriptions, responseTypes, ...documented } = schema as JsonSchema & {
    multipart?: MultipartForm;
    responseDescriptions?: Partial<Record<number, string>>;
    responseTypes?: Partial<Record<number, string>>;
  };
  documented.security = input.route.config?.auth ? [{ bearer: [] }] : [];
  if (multipart) documented.body = multipartFormSchema(multipart);
  const zodResponses = (withRouterResponses?.response ?? {}) as Record<string, unknown>;
  const responses = (documented.response ?? {}) as Record<string, JsonSchema>;
  documented.response = Object.fromEntries(
    Object.entries(responses).map(([code, json]) => {
      const description = responseDescription(Number(code), zodResponses[code], responseDescriptions);
      const type = responseTypes?.[Number(code)];
      return [code, type ? { description, content: { [type]: { schema: json } } } : { ...json, description }];
    }),
  );
  if ('304' in responses) documented.headers = IF_NONE_MATCH;
  return { schema: documented, url: result.url };
};

/** Every route may meet the database away (503); a writing one may meet it full (507). */
function databaseResponses(methods: string[]) {
  return errors(...(methods.every((method) => method === 'GET' || method === 'HEAD') ? [503] : [503, 507]));
}

/** Named schemas (zod `.meta({ id })`) under components; those no operation refers to are left out. */
const zodComponents = createJsonSchemaTransformObject({});
const transformObject: SwaggerTransformObject = (input) => {
  const document = zodComponents(input) as JsonSchema & { components: { schemas: Record<string, JsonSchema> } };
  const all = document.components.schemas;
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const name = key === '$ref' && typeof inner === 'string' ? inner.replace('#/components/schemas/', '') : undefined;
        if (name && all[name] && !used.has(name)) {
          used.add(name);
          visit(all[name]);
        } else visit(inner);
      }
    }
  };
  visit(document.paths);
  const schemas = Object.fromEntries(
    Object.keys(all)
      .filter((name) => used.has(name))
      .sort()
      .map((name) => {
        // zod writes `$id: '#/components/schemas/Name'`, which JSON Schema forbids (a fragment) and a name already says.
        const { $schema: _schema, $id: _id, ...schema } = all[name]!;
        return [name, schema];
      }),
  );
  return { ...document, components: { ...document.components, schemas } } as ReturnType<SwaggerTransformObject>;
};

/** The OpenAPI 3.1 description of /api, served by the docs routes as `api.swagger()`. */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${app.config.shop.name} API`,
          version: '1.0.0',
          description: 'Admin routes need `Authorization: Bearer <token>` from POST /api/auth/login. Errors are `{ message, errors? }`.',
        },
        servers: [{ url: '/', description: 'This server' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform,
      transformObject,
    });
  },
  { name: 'openapi' },
);

/** The document as JSON at /docs and /docs/json of the scope it is registered in, left out of itself. */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  const document = () => app.swagger();
  app.get('/docs', { schema: { hide: true } }, async () => document());
  app.get('/docs/json', { schema: { hide: true } }, async () => document());
};
