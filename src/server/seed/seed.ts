import type { FastifyInstance } from 'fastify';
import { CarouselService } from '../carousel/service.js';
import { CategoryService } from '../categories/service.js';
import { OfferService } from '../offers/service.js';
import { ProductService } from '../products/service.js';
import { renderArtworkPng } from './artwork.js';
import { demoCatalogue, type DemoCatalogue } from './demo-catalogue.js';

const PRODUCT_SIZE = { width: 1000, height: 1000 };
const BANNER_SIZE = { width: 1600, height: 600 };


async function isEmpty(app: FastifyInstance): Promise<boolean> {
  for (const table of ['categories', 'products', 'offers', 'carousel_images'] as const) {
    if (await app.db.selectFrom(table).select('id').limit(1).executeTakeFirst()) return false;
  }
  return true;
}

/**
 * Fills an empty catalogue with the demo data, through the same services (and image pipeline) the
 * admin panel uses. Returns what it added, or null when the catalogue already had something.
 */
export async function seedDemoData(
  app: FastifyInstance,
  catalogue: DemoCatalogue = demoCatalogue,
): Promise<Record<string, number> | null> {
  if (!(await isEmpty(app))) return null;
  const categories = new CategoryService(app.db);
  const products = new ProductService(app.db, app.images);
  const offers = new OfferService(app.db, app.images);
  const carousel = new CarouselService(app.db, app.images);

  const categoryIds = new Map<string, string>();
  for (const category of catalogue.categories) {
    categoryIds.set(category.key, (await categories.create({ name: category.name })).id);
  }

  // Lists show newest first: insert from the end so the catalogue reads in its written order.
  for (const product of [...catalogue.products].reverse()) {
    const categoryId = categoryIds.get(product.categoryKey);
    if (!categoryId) throw new Error(`Demo product ${product.name} names an unknown category ${product.categoryKey}`);
    await products.create(
      {
        name: product.name,
        description: product.description,
        price: Math.round(product.price * 100),
        offerPrice: product.offerPrice === undefined ? null : Math.round(product.offerPrice * 100),
        categoryId,
        soldOut: product.soldOut ?? false,
        colors: product.colors,
      },
      await renderArtworkPng(product.art, PRODUCT_SIZE),
    );
  }
  for (const offer of [...catalogue.offers].reverse()) {
    await offers.create(
      {
        name: offer.name,
        description: offer.description,
        price: Math.round(offer.price * 100),
        offerPrice: offer.offerPrice === undefined ? null : Math.round(offer.offerPrice * 100),
      },
      await renderArtworkPng(offer.art, PRODUCT_SIZE),
    );
  }
  // The carousel shows the order added.
  for (const banner of catalogue.banners) {
    await carousel.create(await renderArtworkPng(banner.art, BANNER_SIZE));
  }
  return {
    categories: catalogue.categories.length,
    products: catalogue.products.length,
    offers: catalogue.offers.length,
    carouselImages: catalogue.banners.length,
  };
}

