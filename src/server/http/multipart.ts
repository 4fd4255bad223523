import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '#contract/constants.js';
import { apiMessages, validation } from '#contract/messages/validation.js';
import { fieldError, HttpError } from './errors.js';
import { noFormFields } from './schemas.js';
import { parseOr400, refuseUnstorableText } from './validation.js';

export const IMAGE_FIELD = 'image';

/** Limits for every multipart form: one image file and a handful of short text fields. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 21,
  fieldNameSize: 100,
  headerPairs: 50,
} as const;

export interface MultipartForm {
  fields: Record<string, string>;
  /** The `image` file's bytes; absent when none (or an empty one) was sent. */
  image?: Buffer;
}

/** Reads a whole multipart form: text fields as strings and at most one `image` file. */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, apiMessages.unsupportedMediaType);
  const form: MultipartForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== IMAGE_FIELD) {
          part.file.resume();
          throw fieldError(part.fieldname, 'Unknown field');
        }
        const bytes = await part.toBuffer();
        // Browsers send an empty, nameless file part when no file was picked.
        if (bytes.length > 0) form.image = bytes;
      } else {
        if (part.fieldname === IMAGE_FIELD) throw fieldError(IMAGE_FIELD, validation.selectImageFile, 415);
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, validation.imageTooLarge);
    if (code === 'FST_FILES_LIMIT') throw fieldError(IMAGE_FIELD, 'Only one image can be sent');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(413, apiMessages.bodyTooLarge);
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    // Malformed bodies (no boundary, cut short) are the client's fault, never a 5xx.
    throw new HttpError(400, apiMessages.invalidRequest);
  }
  refuseUnstorableText(form.fields);
  return form;
}

/** Reads a form of one `image` file and no text field (noFormFields); 400 without the image. */
export async function readImageOnlyForm(request: FastifyRequest): Promise<Buffer> {
  const { fields, image } = await readMultipartForm(request);
  parseOr400(noFormFields, fields);
  if (!image) throw fieldError(IMAGE_FIELD, validation.selectImage);
  return image;
}
