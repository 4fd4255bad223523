import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE } from '#contract/constants.js';
import { CarouselService } from '../carousel/service.js';
import { CategoryService } from '../categories/service.js';
import { OfferService } from '../offers/service.js';
import { ProductService } from '../products/service.js';
import { StockService } from '../stock/service.js';
import { renderArtworkPng, type Art } from './artwork.js';
import { demoCatalogue, demoCounts, shadeArts, type DemoCatalogue, type DemoItem } from './demo-catalogue.js';
import { isCatalogueEmpty } from './repository.js';

/** The demo data is no person's doing: nothing of it is in the activity. */
const NO_ONE = null;

const PRODUCT_SIZE = { width: 1000, height: 1000 };
const BANNER_SIZE = { width: 1600, height: 600 };

async function mapTwoAtATime<T, R>(items: T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

/** A demo item's text in every language, as the forms give it (a missing translation is null). */
function itemText(item: DemoItem) {
  return {
    name: item.name,
    description: item.description,
    nameFr: item.fr?.name ?? null,
    nameAr: item.ar?.name ?? null,
    descriptionFr: item.fr?.description ?? null,
    descriptionAr: item.ar?.description ?? null,
  };
}

/**
 * The demo's first stocktake: the tracked items' counts, from the 0 they were created at, saved as
 * the Stock page saves them, so each count's history opens with a row 'Counted'.
 */
async function countDemoStock(
  app: FastifyInstance,
  wanted: Map<string, Array<{ colorHex: string | null; count: number }>>,
): Promise<number> {
  const stock = new StockService(app.db, async () => (await app.settings.current()).lowStockThreshold);
  const { data: rows } = await stock.list({ page: 1, limit: MAX_PAGE_SIZE, filter: 'all', search: undefined });
  const counts = rows.flatMap((row) => {
    const count = wanted.get(row.itemId)?.find((entry) => entry.colorHex === row.colorHex)?.count ?? 0;
    // A count left at 0 (sold out by it) has nothing to write.
    return count === row.count ? [] : [{ id: row.id, count, seen: row.count }];
  });
  if (counts.length > 0) await stock.save(NO_ONE, { counts });
  return rows.length;
}

/**
 * Fills an empty catalogue with the demo data, through the same services (and image pipeline) the
 * admin panel uses. Returns what it added, or null when the catalogue already had something.
 */
export async function seedDemoData(app: FastifyInstance, catalogue: DemoCatalogue = demoCatalogue): Promise<Record<string, number> | null> {
  if (!(await isCatalogueEmpty(app.db))) return null;
  const categories = new CategoryService(app.db);
  const productService = new ProductService(app.db, app.images);
  const offerService = new OfferService(app.db, app.images);
  const carousel = new CarouselService(app.db, app.images);

  // Pictures are prepared two at a time (both cores busy, memory bounded); the rows below are then
  // inserted one by one, in order.
  const prepare = async (art: Art, size: { width: number; height: number }) => app.images.process(await renderArtworkPng(art, size));
  const products = [...catalogue.products].reverse();
  const offers = [...catalogue.offers].reverse();
  const productImages = await mapTwoAtATime(products, (product) => prepare(product.art, PRODUCT_SIZE));
  const shades = products.flatMap((product, index) => shadeArts(product).map((shade) => ({ ...shade, index })));
  const shadeImages = await mapTwoAtATime(shades, (shade) => prepare(shade.art, PRODUCT_SIZE));
  const offerImages = await mapTwoAtATime(offers, (offer) => prepare(offer.art, PRODUCT_SIZE));
  const bannerImages = await mapTwoAtATime(catalogue.banners, (banner) => prepare(banner.art, BANNER_SIZE));

  const categoryIds = new Map<string, string>();
  for (const category of catalogue.categories) {
    const names = { name: category.name, nameFr: category.fr ?? null, nameAr: category.ar ?? null };
    categoryIds.set(category.key, (await categories.create(NO_ONE, names)).id);
  }

  // The counts of each item by its id (none when untracked), written once every item exists.
  const counted = new Map<string, ReturnType<typeof demoCounts>>();
  // Lists show newest first: insert from the end so the catalogue reads in its written order.
  for (const [index, product] of products.entries()) {
    const categoryId = categoryIds.get(product.categoryKey);
    if (!categoryId) throw new Error(`Demo product ${product.name} names an unknown category ${product.categoryKey}`);
    const fields = {
      ...itemText(product),
      priceCents: Math.round(product.price * 100),
      offerPriceCents: product.offerPrice === undefined ? null : Math.round(product.offerPrice * 100),
      categoryId,
      soldOut: product.soldOut ?? false,
      trackStock: product.stock !== undefined,
      stock: [],
    };
    const ownShades = shades.flatMap((shade, at) => (shade.index === index ? [{ hexCode: shade.hexCode, image: shadeImages[at]! }] : []));
    if (ownShades.length === 0) {
      const created = await productService.create(
        NO_ONE,
        { ...fields, colors: product.colors.map((color) => ({ ...color, photo: null })) },
        productImages[index],
      );
      counted.set(created.id, demoCounts(product));
      continue;
    }
    // Uploaded first, as the admin dialog does, then named by the form: the main photo, then a photo per shade.
    const main = await app.images.upload(productImages[index]!);
    const shadePhotos = new Map<string, string>();
    for (const { hexCode, image } of ownShades) shadePhotos.set(hexCode, (await app.images.upload(image)).id);
    const colors = product.colors.map((color) => ({ ...color, photo: shadePhotos.get(color.hexCode) ?? main.id }));
    const created = await productService.create(NO_ONE, { ...fields, colors, photos: [main.id, ...shadePhotos.values()] });
    counted.set(created.id, demoCounts(product));
  }
  for (const [index, offer] of offers.entries()) {
    const created = await offerService.create(
      NO_ONE,
      {
        ...itemText(offer),
        priceCents: Math.round(offer.price * 100),
        offerPriceCents: offer.offerPrice === undefined ? null : Math.round(offer.offerPrice * 100),
        trackStock: offer.stock !== undefined,
        stock: [],
      },
      offerImages[index],
    );
    counted.set(created.id, demoCounts(offer));
  }
  const stockCounts = await countDemoStock(app, counted);
  // The carousel shows the order added.
  for (const image of bannerImages) await carousel.create(NO_ONE, image);
  return {
    categories: catalogue.categories.length,
    products: catalogue.products.length,
    shadePhotos: shades.length,
    offers: catalogue.offers.length,
    carouselImages: catalogue.banners.length,
    stockCounts,
  };
}
