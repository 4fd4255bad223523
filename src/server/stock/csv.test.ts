import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#contract/languages.js';
import { csvCell, STOCK_CSV_MESSAGES, stockCsv, stockCsvLanguage, stockStatus, type StockCsvNames } from './csv.js';
import type { ListedLevel } from './repository.js';

const level = (name: string, colour: string | null, count: number, overrides: Partial<ListedLevel> = {}): ListedLevel => ({
  id: `${name}-${colour ?? ''}`,
  kind: 'product',
  item_id: name,
  color_key: colour === null ? '' : '#AA0044',
  color_name: colour,
  count,
  updated_at: '2026-11-27T00:00:00.000Z',
  name,
  ...overrides,
});

/** The file's lines without the byte-order mark or the empty string after the last CRLF. */
const linesOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

describe('a stock CSV cell', () => {
  it('quotes a comma, a semicolon, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses what a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\t=1", `"'\r=1"`]);
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell('Rouge-Berry')).toBe('Rouge-Berry');
  });

  it('defuses a formula written with French or Arabic words, and leaves a name with = inside alone', () => {
    expect(csvCell('=HYPERLINK("http://evil";"Cliquez ici")')).toBe(`"'=HYPERLINK(""http://evil"";""Cliquez ici"")"`);
    expect(csvCell('=HYPERLINK("http://evil","اضغط هنا")')).toBe(`"'=HYPERLINK(""http://evil"",""اضغط هنا"")"`);
    expect(['-السعر', '+ماكياج', '@أحمر', '=Épuisé'].map(csvCell)).toEqual(["'-السعر", "'+ماكياج", "'@أحمر", "'=Épuisé"]);
    expect(['أحمر =1+1', 'Rouge à lèvres -20 %'].map(csvCell)).toEqual(['أحمر =1+1', 'Rouge à lèvres -20 %']);
  });

  it('writes bidi controls, markup and entities as they are: a CSV cell is text', () => {
    const texts = [
      '\u202Eevil.exe',
      '\u2067أحمر شفاه\u2069 Matte 24',
      '\u200Fنفد',
      '<b>Rouge</b>',
      '<script>alert(1)</script>',
      'Crème & Co',
    ];
    expect(texts.map(csvCell)).toEqual(texts);
    expect(csvCell('Crème &amp; Co')).toBe('"Crème &amp; Co"');
  });

  it('says out at 0, low at or under the threshold, else ok', () => {
    expect([0, 1, 3, 4].map((count) => stockStatus(count, 3))).toEqual(['out', 'low', 'low', 'ok']);
    expect(stockStatus(0, 0)).toBe('out');
  });
});

describe('the stock CSV', () => {
  const levels = [level('Velvet Lipstick', 'Berry', 0), level('Velvet Lipstick', 'Plum', 2), level('Rose Oil', null, 9)];

  it('writes the headers and statuses in English, comma-separated, after a byte-order mark', () => {
    const csv = stockCsv(levels, 3);
    expect(csv.startsWith('\uFEFFItem (English),')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(linesOf(csv)).toEqual([
      'Item (English),Item (French),Item (Arabic),Colour (English),Colour (French),Colour (Arabic),Count,Status',
      'Velvet Lipstick,Velvet Lipstick,Velvet Lipstick,Berry,Berry,Berry,0,Sold out',
      'Velvet Lipstick,Velvet Lipstick,Velvet Lipstick,Plum,Plum,Plum,2,Low',
      'Rose Oil,Rose Oil,Rose Oil,,,,9,In stock',
    ]);
  });

  it('writes them in French, semicolon-separated, as French Excel splits a file', () => {
    const csv = stockCsv(levels, 3, 'fr');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(linesOf(csv)).toEqual([
      'Article (anglais);Article (français);Article (arabe);Couleur (anglais);Couleur (français);Couleur (arabe);Quantité;État',
      'Velvet Lipstick;Velvet Lipstick;Velvet Lipstick;Berry;Berry;Berry;0;Épuisé',
      'Velvet Lipstick;Velvet Lipstick;Velvet Lipstick;Plum;Plum;Plum;2;Stock bas',
      'Rose Oil;Rose Oil;Rose Oil;;;;9;En stock',
    ]);
  });

  it('writes them in Arabic, semicolon-separated, with the mark Excel needs to read Arabic as UTF-8', () => {
    const csv = stockCsv(levels, 3, 'ar');
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(linesOf(csv)).toEqual([
      'المنتج (بالإنجليزية);المنتج (بالفرنسية);المنتج (بالعربية);اللون (بالإنجليزية);اللون (بالفرنسية);اللون (بالعربية);الكمية;الحالة',
      'Velvet Lipstick;Velvet Lipstick;Velvet Lipstick;Berry;Berry;Berry;0;نفدت الكمية',
      'Velvet Lipstick;Velvet Lipstick;Velvet Lipstick;Plum;Plum;Plum;2;كمية قليلة',
      'Rose Oil;Rose Oil;Rose Oil;;;;9;متوفر',
    ]);
  });

  it("writes each name in its language's column, the English one where it is not translated", () => {
    const names: StockCsvNames = new Map([
      [
        'product:Velvet Lipstick',
        { names: { fr: 'Rouge velours', ar: 'أحمر شفاه مخملي' }, colours: new Map([['#AA0044', { fr: 'Baie', ar: '  ' }]]) },
      ],
      ['offer:Duo', { names: { ar: 'ثنائي' }, colours: new Map() }],
    ]);
    const rows = [
      level('Velvet Lipstick', 'Berry', 4),
      level('Velvet Lipstick', 'Plum', 4, { color_key: '#660033' }),
      level('Duo', null, 4, { kind: 'offer' }),
      // A product of the same id as the offer is another item.
      level('Duo', null, 4),
    ];
    expect(linesOf(stockCsv(rows, 3, 'fr', names)).slice(1)).toEqual([
      'Velvet Lipstick;Rouge velours;أحمر شفاه مخملي;Berry;Baie;Berry;4;En stock',
      'Velvet Lipstick;Rouge velours;أحمر شفاه مخملي;Plum;Plum;Plum;4;En stock',
      'Duo;Duo;ثنائي;;;;4;En stock',
      'Duo;Duo;Duo;;;;4;En stock',
    ]);
  });

  it('keeps a cell with the separator whole and defuses a translated name read as a formula', () => {
    const names: StockCsvNames = new Map([['product:Kohl; black', { names: { fr: '=1+1', ar: '-كحل' }, colours: new Map() }]]);
    expect(linesOf(stockCsv([level('Kohl; black', null, 1)], 3, 'fr', names))[1]).toBe(`"Kohl; black";'=1+1;'-كحل;;;;1;Stock bas`);
    expect(linesOf(stockCsv([level('Kohl, black', null, 1)], 3, 'en', names))[1]).toBe(
      '"Kohl, black","Kohl, black","Kohl, black",,,,1,Low',
    );
  });

  it('writes English for a language the panel does not have', () => {
    expect(['fr', 'FR', 'fr-LB', 'ar', 'ar_LB'].map(stockCsvLanguage)).toEqual(['fr', 'fr', 'fr', 'ar', 'ar']);
    expect(['en', 'de', 'es-ES', '', 'français', 'english', undefined].map(stockCsvLanguage)).toEqual(Array(7).fill('en'));
    expect(stockCsv(levels, 3, stockCsvLanguage('de'))).toBe(stockCsv(levels, 3));
  });
});

describe('the stock CSV messages', () => {
  const english = STOCK_CSV_MESSAGES.en;
  const keysOf = (messages: object): string[] =>
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'object' ? keysOf(value as object).map((inner) => `${key}.${inner}`) : [key],
    );
  const textsOf = (messages: object): string[] =>
    Object.values(messages).flatMap((value) => (typeof value === 'object' ? textsOf(value as object) : [value as string]));

  it.each(LANGUAGES)('%s has every English key, no other, and no blank word', (language) => {
    const messages = STOCK_CSV_MESSAGES[language];
    expect(keysOf(messages).sort()).toEqual(keysOf(english).sort());
    expect(textsOf(messages).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('translates every word, and says every status differently', () => {
    for (const language of ['fr', 'ar'] as const) {
      const messages = textsOf(STOCK_CSV_MESSAGES[language]);
      expect(messages.filter((text) => textsOf(english).includes(text))).toEqual([]);
      expect(new Set(Object.values(STOCK_CSV_MESSAGES[language].statuses)).size).toBe(3);
    }
  });

  it('writes French with ’ and no plain space before : ; ! ?, and Arabic with Latin digits and Arabic punctuation', () => {
    const french = textsOf(STOCK_CSV_MESSAGES.fr);
    expect(french.filter((text) => text.includes("'") || /(^|[^\u00a0\u202f])[:;!?]/.test(text))).toEqual([]);
    const arabic = textsOf(STOCK_CSV_MESSAGES.ar);
    expect(arabic.filter((text) => /[\u0660-\u0669\u06f0-\u06f9,;?]/.test(text) || !/^[\u0600-\u06ff]/.test(text))).toEqual([]);
  });
});
