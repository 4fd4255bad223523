import type { QueryClient } from '@tanstack/react-query';
import { shareKey, SHARE_SIZE } from '#contract/share-picture.js';
import { LANGUAGES, pathIn, type Language } from '#contract/languages.js';
import { localizedColorName, localizedText } from '#contract/localized.js';
import type { PageHead, SharePicture } from '#contract/page-head.js';
import { storefrontPageText, type PageMessages, type StorefrontPage } from '#contract/page-text.js';
import type { ColorTranslations } from '#contract/color.js';
import type { Photo } from '#contract/photo.js';
import type { ShopConfig } from '#contract/shop.js';
import { carouselQuery } from '#web/api/carousel.js';
import { offerQuery } from '#web/api/offers.js';
import { productQuery } from '#web/api/products.js';
import { productData, productGroupData, storeData } from './structured-data.js';

// The heads of the storefront's pages, made on the server from the data the page was rendered from
// (the route table names each route's: storefront-routes.tsx). The browser sets only the title, with
// the same words (usePageTitle), so none of this is in its code.

/** What a head is made from: the page's data, as its queries left it in the cache, and where it is. */
export interface HeadContext {
  queryClient: QueryClient;
  /** The route's parameters, decoded: `{ id }` on a product's page. */
  params: Record<string, string>;
  shop: ShopConfig;
  /** The shop's public address, without a trailing slash. */
  base: string;
  language: Language;
  /** The page's English path, its parameters encoded: `/products/abc`. */
  path: string;
}

/**
 * A page whose words come with its own code rather than with the first load (an order's,
 * features/order-page/order-route.ts): its title, which the shop's name follows, and its description.
 */
export interface OwnPageText {
  kind: 'own';
  title: string;
  description: string;
}

/** What a route's head says of its own; the rest (address, alternates, the shop's JSON-LD) is every page's. */
export interface RouteHead {
  /** What the title and description are made from. */
  page: StorefrontPage | OwnPageText;
  /** 404: the product or offer does not exist (the page says so, and search engines drop it). */
  status?: 404;
  ogType?: 'product';
  picture?: SharePicture | null;
  /** Dollars: the price a link preview shows. */
  price?: number;
  jsonLd?: object[];
}

/** The link-preview picture of the image `imageId`. */
const sharePicture = (base: string, imageId: string, alt: string): SharePicture => ({
  url: `${base}/uploads/${shareKey(imageId)}`,
  ...SHARE_SIZE,
  alt,
});

/** The home page's preview shows the first banner, when there is one. */
export function homeHead({ queryClient, base, shop }: HeadContext): RouteHead {
  const banner = queryClient.getQueryData(carouselQuery().queryKey)?.[0];
  return { page: { kind: 'home' }, picture: banner ? sharePicture(base, banner.imageId, shop.name) : null };
}

interface CatalogueItem {
  id: string;
  name: string;
  description: string;
  translations: Parameters<typeof localizedText>[0]['translations'];
  price: number;
  offerPrice: number | null;
  soldOut: boolean;
  photos: Photo[];
  /** A product's shades (an offer has none): each sold out when counted at 0 or the whole product is. */
  colors?: { name: string; hexCode: string; soldOut: boolean; photo: string | null; translations?: Partial<ColorTranslations> }[];
}

/** A product's or an offer's page: its words in the page's language, its picture, price and structured data; 404 when it does not exist. */
function itemHead(kind: 'product' | 'offer', item: CatalogueItem | undefined, { base, shop, language, path }: HeadContext): RouteHead {
  if (!item) return { page: { kind, item: null }, status: 404 };
  // Its name and description in the page's language, each English where the owner gave none.
  const text = localizedText(item, language);
  const price = item.offerPrice ?? item.price;
  const main = item.photos[0];
  // Search engines are given every photo at its largest width; the preview shows the main one.
  const image = (photo: Photo) => new URL(photo.image, `${base}/`).href;
  const described = {
    name: text.name,
    description: text.description,
    price,
    inStock: !item.soldOut,
    url: `${base}${pathIn(language, path)}`,
    images: item.photos.map(image),
  };
  const colors = item.colors ?? [];
  const data =
    colors.length > 0
      ? productGroupData(
          {
            ...described,
            id: item.id,
            shades: colors.map((color) => {
              const photo = item.photos.find((candidate) => candidate.id === color.photo);
              return {
                name: localizedColorName(color, language),
                // As the shade's address names it (#contract/shade.ts, which this module, in the first load, leaves out).
                code: color.hexCode.replace('#', ''),
                inStock: !color.soldOut,
                image: photo ? image(photo) : null,
              };
            }),
          },
          shop,
          base,
        )
      : productData(described, shop, base);
  return {
    page: { kind, item: text },
    ogType: 'product',
    picture: main ? sharePicture(base, main.id, text.name) : null,
    price,
    jsonLd: [data],
  };
}

export const productHead = (context: HeadContext): RouteHead =>
  itemHead('product', context.queryClient.getQueryData(productQuery(context.params.id ?? '').queryKey), context);

export const offerHead = (context: HeadContext): RouteHead =>
  itemHead('offer', context.queryClient.getQueryData(offerQuery(context.params.id ?? '').queryKey), context);

/** The whole head of a page: its route's own, and what every page says (its addresses, the shop). */
export function pageHead(own: RouteHead, { base, shop, language, path }: HeadContext, messages: PageMessages): PageHead {
  return {
    ...(own.page.kind === 'own'
      ? { title: messages.titled(own.page.title, shop.name), description: own.page.description }
      : storefrontPageText(own.page, shop.name, messages)),
    canonical: `${base}${pathIn(language, path)}`,
    language,
    alternates: LANGUAGES.map((other) => ({ language: other, url: `${base}${pathIn(other, path)}` })),
    siteName: shop.name,
    ogType: own.ogType ?? 'website',
    picture: own.picture ?? null,
    ...(own.price !== undefined ? { price: own.price } : {}),
    ...(own.status === 404 ? { noindex: true } : {}),
    jsonLd: [storeData(shop, base), ...(own.jsonLd ?? [])],
  };
}
