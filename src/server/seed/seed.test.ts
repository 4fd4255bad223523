import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { demoCatalogue } from './demo-catalogue.js';
import { seedDemoData } from './seed.js';

// A slice of the real catalogue through the real pipeline; the whole one takes seconds per engine. Its
// first product has a photo per shade.
const sample = {
  categories: demoCatalogue.categories,
  products: demoCatalogue.products.slice(0, 3),
  offers: demoCatalogue.offers.slice(0, 1),
  banners: demoCatalogue.banners.slice(0, 1),
};

describe.each(engines)('demo seed on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('fills an empty catalogue through the services, in the written order, once', async () => {
    expect(await seedDemoData(t.app, sample)).toEqual({
      categories: sample.categories.length,
      products: sample.products.length,
      shadePhotos: sample.products[0]!.colors.length - 1,
      offers: sample.offers.length,
      carouselImages: sample.banners.length,
    });
    const list = (await t.app.inject({ method: 'GET', url: '/api/products' })).json();
    expect(list.data.map((p: { name: string }) => p.name)).toEqual(sample.products.map((p) => p.name));
    expect(list.data[0]).toMatchObject({
      price: sample.products[0]!.price,
      colors: sample.products[0]!.colors,
      image: expect.stringMatching(/^\/uploads\//),
    });
    expect(list.data[0].translations).toEqual({ fr: sample.products[0]!.fr, ar: sample.products[0]!.ar });
    // The main photo first, then one per shade, each linked from its colour; the shade drawn in the
    // main photo shows that one.
    const { photos, colors, image } = list.data[0] as { photos: Array<{ id: string; image: string }>; colors: Array<{ hexCode: string; photo: string }>; image: string };
    expect(photos).toHaveLength(sample.products[0]!.colors.length);
    expect(photos[0]!.image).toBe(image);
    expect(colors.map((color) => color.photo).sort()).toEqual(photos.map((photo) => photo.id).sort());
    expect(colors.find((color) => color.hexCode === sample.products[0]!.art.shade)!.photo).toBe(photos[0]!.id);
    expect(list.data[1].photos).toEqual([expect.objectContaining({ image: list.data[1].image })]);
    expect(list.data[1].colors.every((color: { photo: string | null }) => color.photo === null)).toBe(true);
    const lips = (await t.app.inject({ method: 'GET', url: '/api/categories/categories' })).json().find((c: { name: string }) => c.name === 'Lips');
    expect(lips.translations).toEqual({ fr: { name: 'Lèvres' }, ar: { name: 'الشفاه' } });
    const carousel = (await t.app.inject({ method: 'GET', url: '/api/carousel' })).json();
    expect(carousel).toHaveLength(sample.banners.length);
    expect(await seedDemoData(t.app, sample)).toBeNull();
  });
});
