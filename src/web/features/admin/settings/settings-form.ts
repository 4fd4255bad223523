import { westernNumber } from '#contract/digits.js';
import { NO_DELIVERY_OPTIONS, type DeliveryZone } from '#contract/delivery.js';
import { shopSettingsInput, whatsappNumberInput, type ShopSettingsInput } from '#contract/settings.js';
import { displayWhatsappNumber } from '#contract/whatsapp-number.js';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '#contract/languages.js';
import { DEFAULT_WEEK, SHOP_TEXT_NAMES, WEEKDAYS, type DayHours, type ShopConfig, type ShopTextName } from '#contract/shop-defaults.js';
import { zodPathErrors, type FieldErrors } from '../form/field-errors.js';
import { priceInput } from '../list/format.js';

/** A zone's name and delivery time in one language, as typed; empty: the English one is shown. */
export interface ZoneTextFields {
  name: string;
  estimate: string;
}

/** A delivery zone as the owner edits it: amounts as typed, the id it was stored with. */
export interface ZoneFields {
  /** The form's own name for the zone, stable while it moves: a new zone has no id yet. */
  key: string;
  /** Sent back so orders that chose the zone keep pointing at it; absent for a zone not saved yet. */
  id?: string;
  name: string;
  /** Dollars as typed. */
  fee: string;
  /** Dollars as typed; empty: never free. */
  freeOver: string;
  estimate: string;
  translations: Record<TranslatedLanguage, ZoneTextFields>;
}

export const ZONE_TEXT_NAMES = ['name', 'estimate'] as const;
export type ZoneTextName = (typeof ZONE_TEXT_NAMES)[number];
const ZONE_FIELD_NAMES = ['name', 'fee', 'freeOver', 'estimate'] as const;
export type ZoneFieldName = (typeof ZONE_FIELD_NAMES)[number];

/** What the Settings form holds while the owner edits: text as typed, the week as a table. */
export interface SettingsFields {
  name: string;
  whatsappNumber: string;
  whatsappGreeting: string;
  orderGreeting: string;
  phone: string;
  address: string;
  facebookUrl: string;
  instagramUrl: string;
  aboutText: string;
  alwaysOpen: boolean;
  days: DayHours[];
  /** Empty: dollars only. */
  rate: string;
  step: string;
  /** The About text and greetings in each other language, as typed; empty: the English one is shown. */
  translations: Record<TranslatedLanguage, Record<ShopTextName, string>>;
  /** As typed: 'Only n left' and 'low' on the Stock page at or under it. */
  lowStockThreshold: string;
  /** In the order the cart lists them. */
  zones: ZoneFields[];
  pickup: boolean;
}

export type TextFieldName = Exclude<keyof SettingsFields, 'alwaysOpen' | 'days' | 'translations' | 'zones' | 'pickup'>;

/** Where a translated text's errors are keyed, as the schema's path gives it. */
export const translatedKey = (language: TranslatedLanguage, name: ShopTextName) => `translations.${language}.${name}`;

const languageTexts = <T>(text: (language: TranslatedLanguage, name: ShopTextName) => T) =>
  Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, Object.fromEntries(SHOP_TEXT_NAMES.map((name) => [name, text(language, name)]))]),
  ) as Record<TranslatedLanguage, Record<ShopTextName, T>>;

export const DEFAULT_POUND_STEP = 1000;

/** Where a zone's errors are keyed, as the schema's path gives it. */
export const zoneKey = (index: number, name: ZoneFieldName) => `delivery.zones.${index}.${name}`;
export const zoneTranslatedKey = (index: number, language: TranslatedLanguage, name: ZoneTextName) =>
  `delivery.zones.${index}.translations.${language}.${name}`;
/** The list's own errors (too many zones). */
export const ZONES_KEY = 'delivery.zones';

let zoneKeys = 0;
const nextZoneKey = () => `zone-${++zoneKeys}`;

/** A zone just added: no id until the server stores it. */
export function newZone(): ZoneFields {
  return {
    key: nextZoneKey(),
    name: '',
    fee: '',
    freeOver: '',
    estimate: '',
    translations: { fr: { name: '', estimate: '' }, ar: { name: '', estimate: '' } },
  };
}

function zoneFields(zone: DeliveryZone): ZoneFields {
  const texts = (language: TranslatedLanguage): ZoneTextFields => ({
    name: zone.translations?.[language]?.name ?? '',
    estimate: zone.translations?.[language]?.estimate ?? '',
  });
  return {
    key: nextZoneKey(),
    id: zone.id,
    name: zone.name,
    fee: priceInput(zone.fee),
    freeOver: priceInput(zone.freeOver),
    estimate: zone.estimate ?? '',
    translations: { fr: texts('fr'), ar: texts('ar') },
  };
}

/** Monday to Sunday, each from the stored week where it has that day, else from the default week. */
function fullWeek(days: readonly DayHours[] | undefined): DayHours[] {
  return WEEKDAYS.map((day, index) => ({ ...(days?.find((stored) => stored.day === day) ?? DEFAULT_WEEK[index]!) }));
}

export function fieldsFromConfig(config: ShopConfig): SettingsFields {
  return {
    name: config.name,
    whatsappNumber: displayWhatsappNumber(config.whatsappNumber),
    whatsappGreeting: config.whatsappGreeting,
    orderGreeting: config.orderGreeting,
    phone: config.phone,
    address: config.address,
    facebookUrl: config.facebookUrl,
    instagramUrl: config.instagramUrl,
    aboutText: config.aboutText,
    alwaysOpen: config.hours?.alwaysOpen ?? true,
    days: fullWeek(config.hours?.days),
    rate: config.poundRate ? String(config.poundRate.rate) : '',
    step: String(config.poundRate?.step ?? DEFAULT_POUND_STEP),
    translations: languageTexts((language, name) => config.translations?.[language]?.[name] ?? ''),
    lowStockThreshold: String(config.lowStockThreshold),
    // A shop saved before delivery options has none.
    zones: (config.delivery ?? NO_DELIVERY_OPTIONS).zones.map(zoneFields),
    pickup: (config.delivery ?? NO_DELIVERY_OPTIONS).pickup,
  };
}

/** A number as typed ("89,500", "89 500", "٨٩٥٠٠"); NaN, which the schema refuses with its message, when it is none. */
function typedNumber(text: string): number {
  const plain = westernNumber(text).replace(/[\s,]/g, '');
  return plain === '' ? Number.NaN : Number(plain);
}

/** Dollars as typed ("$2.50", "2,50" is not one); NaN, which the schema refuses with its message, when it is none. */
function typedDollars(text: string): number {
  return typedNumber(text.replace(/^\s*\$/, ''));
}

function zoneToSend(zone: ZoneFields) {
  return {
    ...(zone.id ? { id: zone.id } : {}),
    name: zone.name,
    fee: typedDollars(zone.fee),
    freeOver: zone.freeOver.trim() === '' ? null : typedDollars(zone.freeOver),
    estimate: zone.estimate,
    translations: zone.translations,
  };
}

/** A time input holds '' or HH:MM; a closed day keeps usable times so the week still passes. */
function dayToSend(day: DayHours, index: number): DayHours {
  if (day.open) return day;
  const fallback = DEFAULT_WEEK[index]!;
  return { ...day, opens: day.opens || fallback.opens, closes: day.closes || fallback.closes };
}

function input(fields: SettingsFields, days: DayHours[]): ShopSettingsInput {
  return {
    name: fields.name,
    whatsappNumber: fields.whatsappNumber,
    whatsappGreeting: fields.whatsappGreeting,
    orderGreeting: fields.orderGreeting,
    phone: fields.phone,
    hours: { alwaysOpen: fields.alwaysOpen, days },
    address: fields.address,
    facebookUrl: fields.facebookUrl,
    instagramUrl: fields.instagramUrl,
    aboutText: fields.aboutText,
    poundRate: fields.rate.trim() === '' ? null : { rate: typedNumber(fields.rate), step: typedNumber(fields.step) },
    translations: fields.translations,
    lowStockThreshold: typedNumber(fields.lowStockThreshold),
    // Always sent: the form shows every zone, so what it holds is the whole list.
    delivery: { zones: fields.zones.map(zoneToSend), pickup: fields.pickup },
  };
}

export type SettingsCheck = { ok: true; body: ShopSettingsInput } | { ok: false; errors: FieldErrors };

/**
 * Checks the form with the server's own schema and gives the body to send: the parsed values (trimmed,
 * the number without its spaces), which the server's parse gives back unchanged. The number keeps its
 * +, which the schema requires of what it is given. While the shop is open 24/7 the hidden table
 * cannot block a save: a week that does not pass is sent as the default one.
 */
export function checkSettings(fields: SettingsFields): SettingsCheck {
  let days = fields.days.map(dayToSend);
  if (fields.alwaysOpen && !shopSettingsInput.shape.hours.safeParse({ alwaysOpen: true, days }).success) {
    days = fullWeek(undefined);
  }
  const parsed = shopSettingsInput.safeParse(input(fields, days));
  if (!parsed.success) return { ok: false, errors: zodPathErrors(parsed.error) };
  return { ok: true, body: { ...parsed.data, whatsappNumber: `+${parsed.data.whatsappNumber}` } };
}

/** The number as customers will see it, once what is typed is a valid number. */
export function shownWhatsappNumber(typed: string): string | null {
  const parsed = whatsappNumberInput.safeParse(typed);
  return parsed.success ? displayWhatsappNumber(parsed.data) : null;
}

/** The error keys the form shows at a field; any other goes to the message above the Save button. */
export function placedErrorKeys(fields: Pick<SettingsFields, 'alwaysOpen' | 'zones'>): Set<string> {
  const keys: string[] = [
    'name',
    'whatsappNumber',
    'whatsappGreeting',
    'orderGreeting',
    'phone',
    'address',
    'facebookUrl',
    'instagramUrl',
    'aboutText',
    'hours',
    'hours.alwaysOpen',
    'hours.days',
    'poundRate',
    'poundRate.rate',
    'poundRate.step',
    'lowStockThreshold',
    ...TRANSLATED_LANGUAGES.flatMap((language) => SHOP_TEXT_NAMES.map((name) => translatedKey(language, name))),
    'delivery',
    ZONES_KEY,
    ...fields.zones.flatMap((_zone, index) => [
      ...ZONE_FIELD_NAMES.map((name) => zoneKey(index, name)),
      ...TRANSLATED_LANGUAGES.flatMap((language) => ZONE_TEXT_NAMES.map((name) => zoneTranslatedKey(index, language, name))),
    ]),
  ];
  if (!fields.alwaysOpen) {
    WEEKDAYS.forEach((_day, index) => keys.push(...['day', 'open', 'opens', 'closes'].map((part) => `hours.days.${index}.${part}`)));
  }
  return new Set(keys);
}

/**
 * The errors after the zones were reordered or one removed: `order[at]` is where the zone now at `at`
 * was before. Each zone's messages follow it; a removed zone's go.
 */
export function followZones(errors: FieldErrors, order: readonly number[]): FieldErrors {
  const next: FieldErrors = {};
  const prefix = `${ZONES_KEY}.`;
  for (const [key, message] of Object.entries(errors)) {
    if (!key.startsWith(prefix)) {
      next[key] = message;
      continue;
    }
    const [index, ...rest] = key.slice(prefix.length).split('.');
    const now = order.indexOf(Number(index));
    if (now !== -1) next[[ZONES_KEY, now, ...rest].join('.')] = message;
  }
  return next;
}
