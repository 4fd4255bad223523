import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_CONFIG, DEFAULT_WEEK } from '#contract/shop-defaults.js';
import { checkSettings, fieldsFromConfig, followZones, shownWhatsappNumber } from './settings-form.js';

const fields = () => fieldsFromConfig({ ...DEFAULT_SHOP_CONFIG, whatsappNumber: '96170123456' });

describe('the Settings form', () => {
  it('starts from a full week, Monday first, whatever the stored week lacks', () => {
    const start = fieldsFromConfig({
      ...DEFAULT_SHOP_CONFIG,
      hours: { alwaysOpen: false, days: [{ day: 'sunday', open: false, opens: '10:00', closes: '14:00' }] },
    });
    expect(start.days.map((day) => day.day)).toEqual(DEFAULT_WEEK.map((day) => day.day));
    expect(start.days[6]).toEqual({ day: 'sunday', open: false, opens: '10:00', closes: '14:00' });
    expect(start.step).toBe('1000');
    expect(start.rate).toBe('');
  });

  it('gives a closed day whose times were cleared the default ones, so the week still passes', () => {
    const form = fields();
    form.alwaysOpen = false;
    form.days[6] = { day: 'sunday', open: false, opens: '', closes: '' };
    const check = checkSettings(form);
    expect(check.ok && check.body.hours.days[6]).toEqual({ day: 'sunday', open: false, opens: '09:00', closes: '21:00' });
  });

  it('does not let the hidden table block a save while the shop is open 24/7', () => {
    const form = fields();
    form.days[2] = { ...form.days[2]!, opens: '22:00', closes: '08:00' };
    expect(checkSettings(form)).toMatchObject({ ok: true, body: { hours: { alwaysOpen: true, days: DEFAULT_WEEK } } });
    form.alwaysOpen = false;
    expect(checkSettings(form)).toMatchObject({ ok: false, errors: { 'hours.days.2.closes': expect.any(String) } });
  });

  it('shows the number as customers see it only once it is one', () => {
    expect(shownWhatsappNumber('+96170123456')).toBe('+961 70 123 456');
    expect(shownWhatsappNumber('70 123 456')).toBe('+961 70 123 456');
    expect(shownWhatsappNumber('70 12')).toBeNull();
  });

  it('starts the French and Arabic texts from the stored ones, empty where there are none, and sends only those given', () => {
    const { translations: _none, ...older } = DEFAULT_SHOP_CONFIG;
    const start = fieldsFromConfig({ ...(older as typeof DEFAULT_SHOP_CONFIG), whatsappNumber: '96170123456' });
    expect(start.translations).toEqual({
      fr: { aboutText: '', whatsappGreeting: '', orderGreeting: '', address: '' },
      ar: { aboutText: '', whatsappGreeting: '', orderGreeting: '', address: '' },
    });
    start.translations.ar.aboutText = '  متجر عائلي.  ';
    start.translations.fr.address = ' Rue Hamra, Beyrouth ';
    expect(checkSettings(start)).toMatchObject({
      ok: true,
      body: { translations: { fr: { address: 'Rue Hamra, Beyrouth' }, ar: { aboutText: 'متجر عائلي.' } } },
    });
    start.translations.ar.address = 'x'.repeat(201);
    expect(checkSettings(start)).toMatchObject({ ok: false, errors: { 'translations.ar.address': expect.any(String) } });
    start.translations.ar.address = '';
    start.translations.fr.orderGreeting = 'x'.repeat(301);
    expect(checkSettings(start)).toMatchObject({ ok: false, errors: { 'translations.fr.orderGreeting': expect.any(String) } });
  });

  it("moves a zone's messages with it and drops a removed zone's", () => {
    const errors = {
      name: 'Required',
      'delivery.zones.0.fee': 'Fee 0',
      'delivery.zones.1.translations.fr.name': 'Name 1',
      'delivery.zones': 'Too many',
    };
    // The second zone goes first.
    expect(followZones(errors, [1, 0])).toEqual({
      name: 'Required',
      'delivery.zones.1.fee': 'Fee 0',
      'delivery.zones.0.translations.fr.name': 'Name 1',
      'delivery.zones': 'Too many',
    });
    // The first zone is removed.
    expect(followZones(errors, [1])).toEqual({
      name: 'Required',
      'delivery.zones.0.translations.fr.name': 'Name 1',
      'delivery.zones': 'Too many',
    });
  });

  it('reads numbers typed with Arabic-Indic and Persian digits: the number, the rate, the step, a fee and a threshold', () => {
    const form = fields();
    form.whatsappNumber = '٠٣ ١٢٣ ٤٥٦';
    form.rate = '٨٩٬٥٠٠';
    form.step = '۱۰۰۰';
    form.lowStockThreshold = '٣';
    form.zones = [
      {
        key: 'k',
        name: 'Beirut',
        fee: '٢٫٥',
        freeOver: '۵۰',
        estimate: '',
        translations: { fr: { name: '', estimate: '' }, ar: { name: '', estimate: '' } },
      },
    ];
    expect(checkSettings(form)).toMatchObject({
      ok: true,
      body: {
        whatsappNumber: '+9613123456',
        poundRate: { rate: 89_500, step: 1000 },
        lowStockThreshold: 3,
        delivery: { zones: [{ fee: 2.5, freeOver: 50 }] },
      },
    });
  });

  it('reads a fee typed with a dollar sign, and an empty threshold as never free', () => {
    const form = fields();
    form.zones = [
      {
        key: 'k',
        name: 'Beirut',
        fee: ' $2.50 ',
        freeOver: ' ',
        estimate: '',
        translations: { fr: { name: '', estimate: '' }, ar: { name: '', estimate: '' } },
      },
    ];
    expect(checkSettings(form)).toMatchObject({
      ok: true,
      body: {
        delivery: {
          zones: [{ name: 'Beirut', fee: 2.5, freeOver: null, estimate: null, translations: { fr: {}, ar: {} } }],
          pickup: false,
        },
      },
    });
  });
});
