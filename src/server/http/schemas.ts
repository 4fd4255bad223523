import { z } from 'zod';
import { errorResponseSchema } from '../../contract/errors.js';
import { idSchema } from '../../contract/fields.js';

export const idParams = z.strictObject({ id: idSchema });

/** Error answers, declared on routes so the OpenAPI document lists them. */
export const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<number, typeof errorResponseSchema>;

export const noContent = z.null().describe('No content');

/** Multipart forms are read by the handler (text fields + one image), so they are described, not validated here. */
export function multipartBody(fields: string) {
  return { consumes: ['multipart/form-data'], description: `multipart/form-data fields: ${fields}` };
}
