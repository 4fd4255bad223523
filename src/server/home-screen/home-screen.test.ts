import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEEK } from '#contract/shop-defaults.js';
import { sourceRenderer } from '#test/storefront-renderer.js';
import { bearer, createTestApp, type TestApp } from '../test-support/app.js';
import { engines } from '../test-support/engines.js';
import { VALID_SETTINGS } from '../test-support/hostile.js';
import { BRAND, monogram, monogramSvg } from './icons.js';
import { shortName } from './manifests.js';
import { openingHoursLines } from '#contract/opening-hours.js';
import { HOME_SCREEN_TEXT } from './offline-text.js';
import { REGISTER_SCRIPT, REGISTER_SCRIPT_HASH } from './service-worker.js';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<!--page-head--><title>Built title</title><!--/page-head-->
<!--shop-config--></head><body><div id="root"><!--page-body--></div><!--page-data--><script type="module" src="/assets/app.js"></script></body></html>`;

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

function parse(html: string) {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true } });
  return new window.DOMParser().parseFromString(html, 'text/html');
}

describe('the home screen pieces', () => {
  it('writes the monogram from up to two words, and a short name that fits a home screen', () => {
    expect(monogram('Beirut Beauty')).toBe('BB');
    expect(monogram('layal')).toBe('L');
    expect(monogram('Maison de la Beauté')).toBe('MD');
    expect(shortName('Layal')).toBe('Layal');
    expect(shortName('Beirut Beauty')).toBe('Beirut');
    expect(shortName('Extraordinarily Long')).toBe('Extraordinar');
  });

  it('keeps the maskable icon to its edges, the others rounded, and escapes the letters', () => {
    expect(monogramSvg('Beirut Beauty', 512, 'maskable')).not.toContain('rx=');
    expect(monogramSvg('Beirut Beauty', 512, 'any')).toContain('rx=');
    expect(monogramSvg('<b> &', 192, 'any')).toContain('&lt;&amp;');
  });

  it('writes the hours as the footer does, in each language', () => {
    const week = { alwaysOpen: false, days: DEFAULT_WEEK.map((day) => (day.day === 'sunday' ? { ...day, open: false } : day)) };
    expect(openingHoursLines(week, HOME_SCREEN_TEXT.en.hours)).toEqual(['Mon–Sat 09:00–21:00', 'Sun Closed']);
    expect(openingHoursLines(week, HOME_SCREEN_TEXT.fr.hours)).toEqual(['Lun.–Sam. 09:00–21:00', 'Dim. Fermé']);
    expect(openingHoursLines({ alwaysOpen: true, days: DEFAULT_WEEK }, HOME_SCREEN_TEXT.ar.hours)).toEqual([
      'مفتوح على مدار الساعة طوال أيام الأسبوع',
    ]);
  });
});

/** The shop these tests set up: its name makes the manifests' and the icons', its hours the offline page's. */
const LAYAL = {
  ...VALID_SETTINGS,
  name: 'Layal Cosmetics',
  hours: { alwaysOpen: false, days: DEFAULT_WEEK.map((day) => (day.day === 'sunday' ? { ...day, open: false } : day)) },
};

describe.each(engines)('the shop on a home screen, on %s', (engine) => {
  let t: TestApp;
  let webRoot: string;
  let token: string;

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const saveSettings = async (payload: typeof LAYAL) => {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(token), payload });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const manifest = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    return response.json<Manifest>();
  };

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
    t = await createTestApp(engine, { webRoot }, false, { renderer: await sourceRenderer() });
    token = await t.login();
    await saveSettings(LAYAL);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("serves the storefront's manifest in each language, from the shop's settings", async () => {
    const english = await manifest('/manifest.webmanifest');
    expect(english).toMatchObject({
      id: '/',
      name: 'Layal Cosmetics',
      short_name: 'Layal',
      description: HOME_SCREEN_TEXT.en.description,
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: BRAND.colour,
      background_color: BRAND.background,
    });
    expect(english.icons.map(({ sizes, type, purpose }) => ({ sizes, type, purpose }))).toEqual([
      { sizes: '192x192', type: 'image/png', purpose: 'any' },
      { sizes: '512x512', type: 'image/png', purpose: 'any' },
      { sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    expect(await manifest('/ar/manifest.webmanifest')).toMatchObject({
      id: '/',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/ar/',
      scope: '/',
      description: HOME_SCREEN_TEXT.ar.description,
    });
  });

  it("serves the admin panel's manifest, scoped to the panel in its language", async () => {
    expect(await manifest('/admin.webmanifest')).toMatchObject({
      id: '/admin',
      name: 'Layal Cosmetics · Admin Panel',
      start_url: '/admin',
      scope: '/admin',
      display: 'standalone',
      lang: 'en',
    });
    const french = await manifest('/fr/admin.webmanifest');
    expect(french).toMatchObject({ id: '/fr/admin', start_url: '/fr/admin', scope: '/fr/admin', lang: 'fr', dir: 'ltr' });
    expect(french.name).toBe('Layal Cosmetics · Administration');
    expect([...french.short_name].length).toBeLessThanOrEqual(12);
    // Its own icons, told apart from the shop's.
    const shop = await manifest('/fr/manifest.webmanifest');
    expect(french.icons.map((icon) => icon.src)).not.toEqual(shop.icons.map((icon) => icon.src));
  });

  it('serves the icons as PNGs of their sizes, kept a year', async () => {
    for (const url of ['/manifest.webmanifest', '/admin.webmanifest']) {
      for (const icon of (await manifest(url)).icons) {
        const response = await get(icon.src);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const { format, width, height } = await sharp(response.rawPayload).metadata();
        expect({ format, size: `${width}x${height}` }).toEqual({ format: 'png', size: icon.sizes });
      }
    }
    expect((await get('/icons/made-up-512.png')).statusCode).toBe(404);
  });

  it('links each page to its manifest, and registers the worker by a script the policy allows', async () => {
    const home = await get('/fr/');
    expect(home.statusCode).toBe(200);
    const page = parse(home.body);
    expect(page.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/fr/manifest.webmanifest');
    expect(page.querySelector('script:not([type]):not([src])')?.textContent).toBe(REGISTER_SCRIPT);
    expect(home.headers['content-security-policy']).toContain(`script-src 'self' ${REGISTER_SCRIPT_HASH}`);

    const panel = await get('/ar/admin/orders');
    expect(panel.statusCode).toBe(200);
    const panelPage = parse(panel.body);
    expect(panelPage.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/ar/admin.webmanifest');
    expect(panelPage.querySelector('script:not([type]):not([src])')?.textContent).toBe(REGISTER_SCRIPT);
    // iPhones read no manifest's icons, but this link.
    expect(page.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/apple-touch-icon.png');
    expect(panelPage.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/admin-touch-icon.png');
  });

  it("serves an iPhone's icon at 180 px, asked again each time and 304 while the shop's name is the same", async () => {
    const pixels = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('no-cache');
      const { format, width, height } = await sharp(response.rawPayload).metadata();
      expect({ format, width, height }).toEqual({ format: 'png', width: 180, height: 180 });
      // Filled to its corners (iOS rounds them): the corner is the brand colour, or the panel's light one.
      const { data } = await sharp(response.rawPayload)
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { etag: String(response.headers.etag), corner: `#${data.subarray(0, 3).toString('hex')}` };
    };
    const shop = await pixels('/apple-touch-icon.png');
    expect(shop.corner).toBe(BRAND.colour);
    expect((await pixels('/apple-touch-icon-precomposed.png')).etag).toBe(shop.etag);
    const panel = await pixels('/admin-touch-icon.png');
    expect(panel.corner).toBe(BRAND.light);
    expect(panel.etag).not.toBe(shop.etag);
    expect((await get('/apple-touch-icon.png', { 'if-none-match': shop.etag })).statusCode).toBe(304);

    await saveSettings({ ...LAYAL, name: 'Nour Beauty' });
    try {
      const after = await get('/apple-touch-icon.png', { 'if-none-match': shop.etag });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(shop.etag);
    } finally {
      await saveSettings(LAYAL);
    }
  });

  it('serves /sw.js as JavaScript the browser checks again on every visit', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // It keeps the offline pages and nothing else, and lets every request but a page's go by.
    expect(response.body).toContain('"en":"/offline","fr":"/fr/offline","ar":"/ar/offline"');
    expect(response.body).toContain("request.mode !== 'navigate'");
    expect(response.body).toContain("url.pathname.startsWith('/api/')");
    expect(response.body.match(/cache\.(put|add|addAll)\(/g)).toEqual(['cache.addAll(']);
  });

  it("changes the worker's cache when the offline page changes, so the kept copy is replaced", async () => {
    const before = /const CACHE = '([^']+)'/.exec((await get('/sw.js')).body)![1];
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(token),
      payload: { ...VALID_SETTINGS, name: 'Layal Cosmetics', whatsappNumber: '+961 3 555 666' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = /const CACHE = '([^']+)'/.exec((await get('/sw.js')).body)![1];
    expect(after).not.toBe(before);
    expect((await get('/offline')).body).toContain('https://wa.me/9613555666');
  });

  it('shows the offline page with the WhatsApp number and the hours, in the language of its address', async () => {
    const english = await get('/offline');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(english.headers['x-robots-tag']).toBe('noindex');
    const page = parse(english.body);
    expect(page.documentElement.getAttribute('lang')).toBe('en');
    expect(page.querySelector('h1')?.textContent).toBe('No connection');
    const whatsapp = page.querySelector('a.whatsapp');
    expect(whatsapp?.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/961\d+$/);
    expect(whatsapp?.textContent).toContain('+961');
    expect(page.querySelector('.shop')?.textContent).toBe('Layal Cosmetics');
    // Whole in itself: no script, no stylesheet or picture to fetch.
    expect(page.querySelectorAll('script, link[rel="stylesheet"], img')).toHaveLength(0);

    const arabic = parse((await get('/ar/offline')).body);
    expect(arabic.documentElement.getAttribute('dir')).toBe('rtl');
    expect(arabic.querySelector('h1')?.textContent).toBe(HOME_SCREEN_TEXT.ar.offlineTitle);
    expect(arabic.querySelector('a.whatsapp')?.textContent).toContain('واتساب');
    const french = parse((await get('/fr/offline')).body);
    expect(french.querySelector('h2')?.textContent).toBe('Horaires d’ouverture');
  });

  it('writes the hours as the owner set them', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(token),
      payload: {
        ...VALID_SETTINGS,
        hours: { alwaysOpen: false, days: DEFAULT_WEEK.map((day) => (day.day === 'sunday' ? { ...day, open: false } : day)) },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const hours = [...parse((await get('/offline')).body).querySelectorAll('.hours li')].map((item) => item.textContent);
    expect(hours).toEqual(['Mon–Sat 09:00–21:00', 'Sun Closed']);
  });
});
