import { ApiError, apiUrl, toApiError } from './api-client.js';
import { useSession } from './session.js';

// fetch cannot report upload progress, so multipart uploads go through XMLHttpRequest, with the
// same token, errors and 401 handling as apiRequest.

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  body: FormData;
  /** Called with the fraction sent so far, 0 to 1. */
  onProgress?: ((fraction: number) => void) | undefined;
  signal?: AbortSignal;
}

export function uploadForm<T>(path: string, options: UploadOptions): Promise<T> {
  const { method = 'POST', body, onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = useSession.getState().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        if (xhr.status === 204 || !xhr.responseText) {
          resolve(undefined as T);
          return;
        }
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new ApiError(xhr.status, 'The server answered with something that is not JSON'));
        }
        return;
      }
      void toApiError(xhr.status, xhr.responseText, token !== null).then(reject);
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
