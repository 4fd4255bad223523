import { z } from 'zod';
import { errorResponseSchema } from '#contract/errors.js';
import { idSchema } from '#contract/fields.js';

export const idParams = z.strictObject({ id: idSchema });

/** Error responses, declared on routes so the OpenAPI document lists them. */
export const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<number, typeof errorResponseSchema>;

export const noContent = z.null().describe('No content');

/** The cached catalogue GETs respond 304 without a body when `If-None-Match` names the current ETag. */
export const notModified = { 304: z.null().describe('Not modified') } as const;

export interface MultipartForm {
  /** The text fields, as the handler validates them. */
  fields: z.ZodType;
  /** The one file part, `image`. */
  image: 'optional' | 'required';
}

declare module 'fastify' {
  interface FastifySchema {
    /** A multipart form the handler reads itself: documented as the request body, never validated by Fastify. */
    multipart?: MultipartForm;
    /** What a response means where the document's default for its status does not fit. */
    responseDescriptions?: Partial<Record<number, string>>;
    /** The content type of a response that is not JSON (a CSV file); the errors stay JSON. */
    responseTypes?: Partial<Record<number, string>>;
  }
}

/** The text fields of a form that sends one image and nothing else (a carousel slide, a photo). */
export const noFormFields = z.strictObject({});

/** A multipart/form-data body: the text fields of `fields` and one `image` file part. */
export function multipartBody(fields: z.ZodType, image: MultipartForm['image']) {
  return { consumes: ['multipart/form-data'], multipart: { fields, image } } as const;
}
