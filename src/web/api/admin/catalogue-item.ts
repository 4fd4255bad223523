import { uploadForm } from '#web/http/upload.js';

/** A product or offer form to save: with `id` it replaces that item, without it adds one. */
export interface SaveItemInput {
  /** Present when editing. */
  id?: string | undefined;
  form: FormData;
}

/** POSTs a new item to `path`, or PUTs an edited one to `path/{id}`, as a multipart form. */
export function saveItemForm<T>(path: string, { id, form }: SaveItemInput): Promise<T> {
  return id
    ? uploadForm<T>(`${path}/${encodeURIComponent(id)}`, { method: 'PUT', body: form })
    : uploadForm<T>(path, { method: 'POST', body: form });
}
