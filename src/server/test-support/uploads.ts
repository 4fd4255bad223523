import { bearer, type TestApp } from './app.js';
import { pngImage } from './images.js';
import { multipart } from './multipart.js';

/** Adds a carousel picture through the API (201) and returns its response. */
export async function uploadCarouselImage(
  t: TestApp,
  seed: number,
  size: { width: number; height: number } = { width: 64, height: 48 },
): Promise<{ id: string; image: string; imageSrcset: string }> {
  const body = multipart({}, { data: await pngImage(seed, size.width, size.height), contentType: 'image/png' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/carousel',
    headers: { ...bearer(await t.login()), ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`carousel upload returned ${response.statusCode}: ${response.body}`);
  return response.json();
}
