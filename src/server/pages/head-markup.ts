import { LANGUAGE_LOCALES } from '#contract/languages.js';
import type { PageHead } from '#contract/page-head.js';
import { homeScreenHead } from '../home-screen/service-worker.js';
import { escapeMarkup, scriptJson } from '../http/markup.js';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}">`;

// The server writes a storefront page's head from what the web app's route table made of the page's
// data (src/web/routes/storefront-routes.tsx): every value escaped here, in one place.

/** The `<head>` elements of one page, each value escaped. */
export function renderHead(head: PageHead): string {
  const lines = [
    `<title>${escapeMarkup(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeMarkup(head.canonical)}">`,
  ];
  if (head.noindex) lines.push(meta('name', 'robots', 'noindex'));
  else {
    // Search engines show each visitor the page in their language; English where none fits.
    for (const { language, url } of head.alternates)
      lines.push(`<link rel="alternate" hreflang="${language}" href="${escapeMarkup(url)}">`);
    const english = head.alternates.find((alternate) => alternate.language === 'en');
    if (english) lines.push(`<link rel="alternate" hreflang="x-default" href="${escapeMarkup(english.url)}">`);
  }
  lines.push(
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', LANGUAGE_LOCALES[head.language]),
    ...head.alternates
      .filter((alternate) => alternate.language !== head.language)
      .map((alternate) => meta('property', 'og:locale:alternate', LANGUAGE_LOCALES[alternate.language])),
  );
  if (head.picture) {
    lines.push(
      meta('property', 'og:image', head.picture.url),
      meta('property', 'og:image:type', 'image/jpeg'),
      meta('property', 'og:image:width', String(head.picture.width)),
      meta('property', 'og:image:height', String(head.picture.height)),
      meta('property', 'og:image:alt', head.picture.alt),
    );
  }
  if (head.price !== undefined) {
    lines.push(meta('property', 'product:price:amount', head.price.toFixed(2)), meta('property', 'product:price:currency', 'USD'));
  }
  lines.push(
    meta('name', 'twitter:card', head.picture ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.picture) lines.push(meta('name', 'twitter:image', head.picture.url), meta('name', 'twitter:image:alt', head.picture.alt));
  for (const data of head.jsonLd) lines.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  // The shop on a phone's home screen, and the page shown offline (docs/decisions/034).
  lines.push(...homeScreenHead(head.language, 'storefront'));
  return lines.join('\n    ');
}
