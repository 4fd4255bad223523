import { direction, type Language } from '#contract/languages.js';
import { openingHoursLines } from '#contract/opening-hours.js';
import { displayWhatsappNumber } from '#contract/whatsapp-number.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { escapeMarkup } from '../http/markup.js';
import { BRAND } from './icons.js';
import { HOME_SCREEN_TEXT } from './offline-text.js';

// The page the service worker shows when a page cannot be reached: whole in itself (its styles written
// in it, no script, no picture), so that the one copy the service worker keeps is all it needs.

const STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem;
background:${BRAND.background};color:#2a1d22;font:1rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Arabic',sans-serif}
main{width:100%;max-width:28rem;background:#fff;border:1px solid #f2ccd6;border-radius:1rem;padding:2rem 1.5rem;text-align:center;
box-shadow:0 1px 3px rgba(42,29,34,.08)}
.shop{margin:0 0 .25rem;color:${BRAND.colour};font:700 1.25rem/1.3 'Iowan Old Style','Palatino Linotype',Palatino,Georgia,serif}
h1{margin:0 0 .75rem;font-size:1.5rem;line-height:1.3}
p{margin:0 0 1.25rem;color:#6b5a60}
.whatsapp{display:inline-block;min-width:12rem;padding:.75rem 1.25rem;border-radius:999px;background:${BRAND.colour};color:#fff;
font-weight:600;text-decoration:none}
.whatsapp:focus-visible,.retry:focus-visible{outline:2px solid #95375a;outline-offset:2px}
.number{display:block;font-weight:400;font-size:.9rem;unicode-bidi:isolate;direction:ltr}
.phone{margin:.75rem 0 0;font-size:.95rem}
.phone a{color:${BRAND.colour}}
h2{margin:1.75rem 0 .5rem;font-size:1rem}
ul{list-style:none;margin:0;padding:0}
li{margin:.125rem 0}
.retry{display:inline-block;margin-top:1.75rem;color:${BRAND.colour};font-weight:600}
`;

/** The offline page in one language, from the shop's settings as they are now. */
export function offlinePage(shop: ShopConfig, language: Language): string {
  const text = HOME_SCREEN_TEXT[language];
  const number = displayWhatsappNumber(shop.whatsappNumber);
  const hours = openingHoursLines(shop.hours, text.hours)
    .map((line) => `<li>${escapeMarkup(line)}</li>`)
    .join('');
  const phone = shop.phone.trim()
    ? `<p class="phone">${escapeMarkup(text.phone)}: <a href="tel:${escapeMarkup(shop.phone.replace(/[^\d+]/g, ''))}"><bdi>${escapeMarkup(shop.phone)}</bdi></a></p>`
    : '';
  // The retry link is the address the visitor asked for (the service worker answers it with this page).
  return `<!doctype html>
<html lang="${language}" dir="${direction(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${BRAND.colour}">
<title>${escapeMarkup(`${text.offlineTitle} · ${shop.name}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="shop">${escapeMarkup(shop.name)}</p>
<h1>${escapeMarkup(text.offlineTitle)}</h1>
<p>${escapeMarkup(text.offlineLead)}</p>
<a class="whatsapp" href="https://wa.me/${escapeMarkup(shop.whatsappNumber)}">${escapeMarkup(text.whatsapp)}<span class="number">${escapeMarkup(number)}</span></a>
${phone}
<h2>${escapeMarkup(text.openingHours)}</h2>
<ul class="hours">${hours}</ul>
<a class="retry" href="">${escapeMarkup(text.retry)}</a>
</main>
</body>
</html>
`;
}
