import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { direction, type Language } from '#contract/languages.js';
import { SHOP_CONFIG_ELEMENT_ID, type ShopConfig } from '#contract/shop.js';
import { escapeMarkup, scriptJson } from '../http/markup.js';

// The web app's index.html as the server fills it in: the shop's settings in every page, and a
// storefront page's own head, body and data in their places.

const SHOP_CONFIG_PLACEHOLDER = '<!--shop-config-->';

/** The shop settings as an inert JSON script that no value can close. */
function shopConfigScript(shop: ShopConfig): string {
  return `<script type="application/json" id="${SHOP_CONFIG_ELEMENT_ID}">${scriptJson(shop)}</script>`;
}

function placeholderPage(shop: ShopConfig): string {
  const name = escapeMarkup(shop.name);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title>${SHOP_CONFIG_PLACEHOLDER}</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>${name}</h1><p>The storefront is not built yet. Run <code>npm run build</code>; the API answers under <a href="/api/docs">/api</a>.</p>
</body></html>`;
}

/** What the server writes into index.html for one storefront page. */
export interface PageParts {
  /** Replaces the block between `<!--page-head-->` and `<!--/page-head-->`. */
  head: string;
  /** The rendered page, inside `#root` (at `<!--page-body-->`). */
  body?: string;
  /** The data it was rendered from, after `#root` (at `<!--page-data-->`). */
  data?: string;
  /** The page's language: `lang` and `dir` on `<html>`. English (the template's) when absent. */
  language?: Language;
}

/**
 * index.html with the shop settings filled in (they change while the shop runs, so they are given with
 * each page), in two forms: as built (`plain`: the admin panel and paths the app sends back to /), and
 * with a storefront page's own parts (`page`). A template without the head block gets the head before
 * `</head>` in place of its `<title>`; one without the body and data places (`rendersBody` false) gets
 * the head only, and the browser renders the page.
 */
export interface PageTemplate {
  built: boolean;
  rendersBody: boolean;
  /** `head`: more of the head, after the settings (the admin panel's manifest). */
  plain(shop: ShopConfig, head?: string): string;
  page(parts: PageParts, shop: ShopConfig): string;
}

const HEAD_BLOCK = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const BODY_PLACE = '<!--page-body-->';
const DATA_PLACE = '<!--page-data-->';

/** The template cut once at its places; the settings go into its own pieces only, never into a page's parts. */
function cutTemplate(template: string): Omit<PageTemplate, 'built'> {
  let before: string;
  let after: string;
  const block = HEAD_BLOCK.exec(template);
  if (block) {
    before = template.slice(0, block.index);
    after = template.slice(block.index + block[0].length);
  } else {
    const withoutTitle = template.replace(/<title>[\s\S]*?<\/title>/i, '');
    const end = withoutTitle.search(/<\/head>/i);
    before = end === -1 ? withoutTitle : withoutTitle.slice(0, end);
    after = end === -1 ? '' : withoutTitle.slice(end);
  }
  const bodyAt = after.indexOf(BODY_PLACE);
  const dataAt = after.indexOf(DATA_PLACE);
  const rendersBody = bodyAt !== -1 && dataAt > bodyAt;
  const blank = (html: string) => html.replace(BODY_PLACE, '').replace(DATA_PLACE, '');
  const plain = blank(template);
  const fill = (html: string, shop: ShopConfig, head = '') => html.replace(SHOP_CONFIG_PLACEHOLDER, () => shopConfigScript(shop) + head);
  // The opening <html> tag carries the page's language and its direction.
  const inLanguage = (html: string, language: Language | undefined) =>
    language ? html.replace(/<html\b[^>]*>/i, `<html lang="${language}" dir="${direction(language)}">`) : html;
  const page = ({ head, body = '', data = '', language }: PageParts, shop: ShopConfig): string =>
    rendersBody
      ? fill(inLanguage(before, language), shop) +
        head +
        fill(after.slice(0, bodyAt), shop) +
        body +
        fill(after.slice(bodyAt + BODY_PLACE.length, dataAt), shop) +
        data +
        fill(after.slice(dataAt + DATA_PLACE.length), shop)
      : fill(inLanguage(before, language), shop) + head + fill(blank(after), shop);
  return { rendersBody, plain: (shop, head) => fill(plain, shop, head), page };
}

/**
 * The template of a request's page: the build's, the same for every page, or in development
 * (src/server/dev.ts) Vite's, made again for each page from the source index.html.
 */
export type TemplateFor = (url: string) => Promise<PageTemplate>;

/** A template made from an index.html that has the page's places (the build's, or Vite's in development). */
export function pageTemplate(html: string): PageTemplate {
  return { built: true, ...cutTemplate(html) };
}

export function loadPageTemplate(webRoot: string | undefined): PageTemplate {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  if (indexFile !== undefined && existsSync(indexFile)) return pageTemplate(readFileSync(indexFile, 'utf8'));
  // Not built (the API alone, in development): the stand-in page names the shop, so it is rendered each time.
  return {
    built: false,
    rendersBody: false,
    plain: (shop, head) => cutTemplate(placeholderPage(shop)).plain(shop, head),
    page: (parts, shop) => cutTemplate(placeholderPage(shop)).page(parts, shop),
  };
}
