import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Feed } from '#contract/feed.js';
import { admin } from '#contract/messages/admin.js';
import { settingsMessages, shopSettingsInput, type ShopSettingsInput } from '#contract/settings.js';
import { DEFAULT_WEEK, type ShopConfig } from '#contract/shop-defaults.js';
import { toast } from '#web/components/ui/toast.js';
import { formatDateTime } from '../list/format.js';
import { followMenuThenStay, json, mockFetch, renderInPanel, renderWithProviders } from '#web/test-support/admin.js';
import { SettingsPage } from './SettingsPage.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const text = admin.settings;

const config: ShopConfig = {
  name: 'Beirut Beauty',
  whatsappNumber: '96170123456',
  whatsappGreeting: 'Hello! I would like to know more.',
  orderGreeting: 'Hello! I would like to order:',
  phone: '+961 1 234 567',
  hours: { alwaysOpen: true, days: DEFAULT_WEEK },
  address: 'Hamra Street, Beirut',
  facebookUrl: 'https://www.facebook.com/beirutbeauty',
  instagramUrl: 'https://www.instagram.com/beirutbeauty',
  aboutText: 'Since 1970.\n\nPremium quality.',
  poundRate: { rate: 89500, step: 1000, setAt: '2026-11-20T08:30:00Z' },
  translations: { fr: { aboutText: 'Depuis 1970.' }, ar: {} },
  lowStockThreshold: 3,
  delivery: { zones: [], pickup: false },
};

/** The Product feed section below the form (FeedSection.test.tsx tries it): a shop with no category yet. */
const feed: Feed = {
  addresses: {
    en: 'http://localhost/feed/products.xml',
    fr: 'http://localhost/fr/feed/products.xml',
    ar: 'http://localhost/ar/feed/products.xml',
  },
  brand: null,
  categories: [],
  rows: 0,
  leftOut: [],
};

/** Serves GET /api/settings with `stored` and responds to each PUT with `respond(body)`; the feed section gets `feed`. */
function serveSettings(respond: (body: ShopSettingsInput) => Response = () => json(config), stored = config) {
  const sent: ShopSettingsInput[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/feed') return json(feed);
    if (url.pathname !== '/api/settings') return json({}, 404);
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as ShopSettingsInput;
      sent.push(body);
      return respond(body);
    }
    return json(stored);
  });
  return { sent, fetchMock };
}

const escape = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function renderPage() {
  renderWithProviders(<SettingsPage />, { path: '/admin/settings' });
  await screen.findByLabelText(text.name);
}

const save = () => screen.getByRole('button', { name: text.submit });

describe('the Settings page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the stored settings, the number as customers see it and when the rate was set', async () => {
    serveSettings();
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: text.heading })).toBeInTheDocument();
    expect(screen.getByLabelText(text.name)).toHaveValue('Beirut Beauty');
    expect(screen.getByLabelText(text.whatsappNumber)).toHaveValue('+961 70 123 456');
    expect(screen.getByLabelText(text.whatsappGreeting)).toHaveValue(config.whatsappGreeting);
    expect(screen.getByLabelText(text.orderGreeting)).toHaveValue(config.orderGreeting);
    expect(screen.getByLabelText(text.phone)).toHaveValue(config.phone);
    expect(screen.getByLabelText(text.address)).toHaveValue(config.address);
    expect(screen.getByLabelText(text.facebookUrl)).toHaveValue(config.facebookUrl);
    expect(screen.getByLabelText(text.instagramUrl)).toHaveValue(config.instagramUrl);
    expect(screen.getByLabelText(text.aboutText)).toHaveValue(config.aboutText);
    expect(screen.getByLabelText(text.aboutText)).toHaveAccessibleDescription(text.aboutHint);
    expect(screen.getByLabelText(text.rate)).toHaveValue('89500');
    expect(screen.getByLabelText(text.step)).toHaveValue('1000');
    expect(screen.getByText(text.rateSetAt(formatDateTime('2026-11-20T08:30:00Z')))).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: text.alwaysOpen })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Monday/ })).not.toBeInTheDocument();
  });

  it('says so when the settings cannot load', async () => {
    mockFetch(() => json({ message: 'Server error' }, 500));
    renderWithProviders(<SettingsPage />, { path: '/admin/settings' });
    expect(await screen.findByText(text.fetchFailed)).toBeInTheDocument();
  });

  it('links the test message to the saved number on WhatsApp, in a new tab', async () => {
    serveSettings();
    await renderPage();
    const link = screen.getByRole('link', { name: new RegExp(text.testMessage) });
    expect(link).toHaveAttribute('href', 'https://wa.me/96170123456');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows the week table, Monday to Sunday, only while the shop is not open 24/7', async () => {
    const user = userEvent.setup();
    serveSettings();
    await renderPage();
    await user.click(screen.getByRole('switch', { name: text.alwaysOpen }));
    const days = screen.getAllByRole('checkbox');
    expect(days.map((day) => day.closest('label')?.textContent)).toEqual(Object.values(text.weekdays));
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(screen.getByLabelText(text.opensOn('Monday'))).toHaveValue('09:00');
    expect(screen.getByLabelText(text.closesOn('Sunday'))).toHaveValue('21:00');

    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    expect(screen.getByLabelText(text.opensOn('Sunday'))).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: text.alwaysOpen }));
    expect(screen.queryByRole('checkbox', { name: 'Monday' })).not.toBeInTheDocument();
  });

  it('checks the form with the shared rules and sends nothing while a field is wrong', async () => {
    const user = userEvent.setup();
    const { sent } = serveSettings();
    await renderPage();
    await user.clear(screen.getByLabelText(text.name));
    await user.clear(screen.getByLabelText(text.whatsappNumber));
    await user.type(screen.getByLabelText(text.whatsappNumber), '+961 70 ABC 456');
    await user.clear(screen.getByLabelText(text.facebookUrl));
    await user.type(screen.getByLabelText(text.facebookUrl), 'http://www.facebook.com/beirutbeauty');
    await user.clear(screen.getByLabelText(text.rate));
    await user.type(screen.getByLabelText(text.rate), 'lots');
    await user.click(save());

    expect(screen.getByLabelText(text.name)).toHaveAccessibleDescription(settingsMessages.nameRequired);
    expect(screen.getByLabelText(text.whatsappNumber)).toHaveAccessibleDescription(escape(settingsMessages.whatsappNumber));
    expect(screen.getByLabelText(text.whatsappNumber)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(text.facebookUrl)).toHaveAccessibleDescription(escape(settingsMessages.httpsLink));
    expect(screen.getByLabelText(text.instagramUrl)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(text.rate)).toHaveAccessibleDescription(escape(settingsMessages.rate));
    await waitFor(() => expect(screen.getByLabelText(text.name)).toHaveFocus());
    expect(sent).toHaveLength(0);
  });

  it("marks a day that closes before it opens at that day's closing time", async () => {
    const user = userEvent.setup();
    const { sent } = serveSettings();
    await renderPage();
    await user.click(screen.getByRole('switch', { name: text.alwaysOpen }));
    fireEvent.change(screen.getByLabelText(text.closesOn('Wednesday')), { target: { value: '08:00' } });
    await user.click(save());
    expect(screen.getByLabelText(text.closesOn('Wednesday'))).toHaveAccessibleDescription(settingsMessages.closesAfterOpens);
    expect(screen.getByLabelText(text.closesOn('Tuesday'))).not.toHaveAttribute('aria-invalid');
    expect(sent).toHaveLength(0);
  });

  it('sends the settings as the schema reads them, then shows the response', async () => {
    const user = userEvent.setup();
    const saved: ShopConfig = { ...config, name: 'Beirut Beauty House', whatsappNumber: '96171234567', poundRate: null };
    const { sent } = serveSettings(() => json(saved));
    await renderPage();

    await user.clear(screen.getByLabelText(text.name));
    await user.type(screen.getByLabelText(text.name), '  Beirut Beauty House  ');
    await user.clear(screen.getByLabelText(text.whatsappNumber));
    await user.type(screen.getByLabelText(text.whatsappNumber), '+961 71 234567');
    await user.tab();
    expect(screen.getByLabelText(text.whatsappNumber)).toHaveValue('+961 71 234 567');
    await user.click(screen.getByRole('switch', { name: text.alwaysOpen }));
    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    fireEvent.change(screen.getByLabelText(text.opensOn('Saturday')), { target: { value: '10:00' } });
    await user.clear(screen.getByLabelText(text.rate));
    await user.click(save());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Beirut Beauty House',
      whatsappNumber: '+96171234567',
      whatsappGreeting: config.whatsappGreeting,
      orderGreeting: config.orderGreeting,
      phone: config.phone,
      hours: {
        alwaysOpen: false,
        days: DEFAULT_WEEK.map((day) =>
          day.day === 'saturday' ? { ...day, opens: '10:00' } : day.day === 'sunday' ? { ...day, open: false } : day,
        ),
      },
      address: config.address,
      facebookUrl: config.facebookUrl,
      instagramUrl: config.instagramUrl,
      aboutText: config.aboutText,
      poundRate: null,
      translations: config.translations,
      lowStockThreshold: 3,
      delivery: { zones: [], pickup: false },
    });
    // The server reads the body with the same schema.
    expect(shopSettingsInput.safeParse(sent[0]).success).toBe(true);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(text.saved));
    // The response: its number in the test link, 24/7 again as stored, no rate date any more (the form
    // takes it in an effect).
    await waitFor(() =>
      expect(screen.getByRole('link', { name: new RegExp(text.testMessage) })).toHaveAttribute('href', 'https://wa.me/96171234567'),
    );
    expect(screen.getByRole('switch', { name: text.alwaysOpen })).toBeChecked();
    expect(screen.queryByText(/Rate set/)).not.toBeInTheDocument();
  });

  it('groups the texts in French and Arabic by language, the Arabic ones right to left, and sends those given', async () => {
    const user = userEvent.setup();
    const { sent } = serveSettings();
    await renderPage();
    const french = screen.getByRole('region', { name: text.translationSection.fr });
    const arabic = screen.getByRole('region', { name: text.translationSection.ar });
    expect(within(french).getByLabelText(text.translatedLabel.fr(text.aboutText))).toHaveValue('Depuis 1970.');
    expect(within(french).getByLabelText(text.translatedLabel.fr(text.whatsappGreeting))).toHaveValue('');
    for (const label of [text.aboutText, text.whatsappGreeting, text.orderGreeting, text.address]) {
      const field = within(arabic).getByLabelText(text.translatedLabel.ar(label));
      expect(field).toHaveAttribute('dir', 'rtl');
      expect(field).toHaveAttribute('lang', 'ar');
      expect(field).not.toBeRequired();
    }
    expect(within(french).getByLabelText(text.translatedLabel.fr(text.orderGreeting))).toHaveAttribute('lang', 'fr');

    await user.type(within(arabic).getByLabelText(text.translatedLabel.ar(text.orderGreeting)), '  مرحبًا! أودّ أن أطلب:');
    await user.clear(within(french).getByLabelText(text.translatedLabel.fr(text.aboutText)));
    await user.type(within(french).getByLabelText(text.translatedLabel.fr(text.whatsappGreeting)), 'Bonjour\u202f!');
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.translations).toEqual({ fr: { whatsappGreeting: 'Bonjour\u202f!' }, ar: { orderGreeting: 'مرحبًا! أودّ أن أطلب:' } });
  });

  it('bounds a translated text as the English one, at its field', async () => {
    const user = userEvent.setup();
    const { sent } = serveSettings();
    await renderPage();
    const field = screen.getByLabelText(text.translatedLabel.ar(text.whatsappGreeting));
    fireEvent.change(field, { target: { value: 'x'.repeat(301) } });
    await user.click(save());
    expect(field).toHaveAccessibleDescription(settingsMessages.greetingTooLong);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the rate and its step as numbers', async () => {
    const user = userEvent.setup();
    const { sent } = serveSettings();
    await renderPage();
    await user.clear(screen.getByLabelText(text.rate));
    await user.type(screen.getByLabelText(text.rate), '90,000');
    await user.clear(screen.getByLabelText(text.step));
    await user.type(screen.getByLabelText(text.step), '500');
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.poundRate).toEqual({ rate: 90000, step: 500 });
  });

  it('shows the low-stock threshold, checks it with the shared rules and sends it as a number', async () => {
    const user = userEvent.setup();
    const { sent } = serveSettings();
    await renderPage();
    const threshold = screen.getByLabelText(text.lowStockThreshold);
    expect(threshold).toHaveValue('3');

    await user.clear(threshold);
    await user.type(threshold, '-1');
    await user.click(save());
    expect(threshold).toHaveAccessibleDescription(escape(settingsMessages.lowStockThreshold));
    await user.clear(threshold);
    await user.type(threshold, '2.5');
    await user.click(save());
    expect(threshold).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.clear(threshold);
    await user.type(threshold, '0');
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.lowStockThreshold).toBe(0);
  });

  it("puts the server's field messages at their fields, nested ones included", async () => {
    const user = userEvent.setup();
    serveSettings(() =>
      json(
        {
          message: 'The request is not valid',
          errors: {
            name: 'That name is taken',
            'poundRate.rate': 'The rate is too high',
            'hours.days.2.closes': 'Wednesday closes too late',
            somethingElse: 'Something else is wrong',
          },
        },
        400,
      ),
    );
    await renderPage();
    await user.click(screen.getByRole('switch', { name: text.alwaysOpen }));
    await user.click(save());

    await waitFor(() => expect(screen.getByLabelText(text.name)).toHaveAccessibleDescription('That name is taken'));
    expect(screen.getByLabelText(text.rate)).toHaveAccessibleDescription(/The rate is too high/);
    expect(screen.getByLabelText(text.closesOn('Wednesday'))).toHaveAccessibleDescription('Wednesday closes too late');
    expect(screen.getByRole('alert')).toHaveTextContent('Something else is wrong');
    expect(screen.getByLabelText(text.name)).toHaveValue('Beirut Beauty');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says when the save failed for another reason', async () => {
    const user = userEvent.setup();
    serveSettings(() => json({ message: 'Server error' }, 500));
    await renderPage();
    await user.click(save());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Server error'));
    expect(screen.getByLabelText(text.name)).not.toHaveAttribute('aria-invalid');
  });
});

describe("the Settings page's delivery options", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  const withZones: ShopConfig = {
    ...config,
    delivery: {
      zones: [
        {
          id: 'z-beirut',
          name: 'Beirut',
          fee: 3,
          freeOver: 50,
          estimate: 'Same day',
          translations: { fr: { name: 'Beyrouth' }, ar: { name: 'بيروت' } },
        },
        { id: 'z-mount', name: 'Mount Lebanon', fee: 5, freeOver: null, estimate: null, translations: { fr: {}, ar: {} } },
      ],
      pickup: false,
    },
  };

  const serveZones = (stored: ShopConfig, respond: (body: ShopSettingsInput) => Response = () => json(stored)) =>
    serveSettings(respond, stored).sent;

  const zone = (position: number, name = '') => screen.getByRole('group', { name: text.zone(position, name) });
  const delivery = () => screen.getByRole('region', { name: text.deliverySection });

  it('shows the stored zones in order, with their amounts, times and translations, and pickup', async () => {
    serveZones(withZones);
    await renderPage();
    const beirut = zone(1, 'Beirut');
    expect(within(beirut).getByLabelText(text.zoneName)).toHaveValue('Beirut');
    expect(within(beirut).getByLabelText(text.fee)).toHaveValue('3.00');
    expect(within(beirut).getByLabelText(text.fee)).toHaveAccessibleDescription(text.feeHint);
    expect(within(beirut).getByLabelText(text.freeOver)).toHaveValue('50.00');
    expect(within(beirut).getByLabelText(text.estimate)).toHaveValue('Same day');
    const arabic = within(beirut).getByRole('group', { name: admin.translations.legend('Arabic') });
    expect(within(arabic).getByLabelText(admin.translations.name('Arabic'))).toHaveValue('بيروت');
    expect(within(arabic).getByLabelText(admin.translations.name('Arabic'))).toHaveAttribute('dir', 'rtl');
    expect(within(zone(2, 'Mount Lebanon')).getByLabelText(text.freeOver)).toHaveValue('');
    expect(within(beirut).getByRole('button', { name: text.moveZoneUp('Beirut') })).toBeDisabled();
    expect(within(zone(2, 'Mount Lebanon')).getByRole('button', { name: text.moveZoneDown('Mount Lebanon') })).toBeDisabled();
    const pickup = screen.getByRole('switch', { name: text.pickup });
    expect(pickup).not.toBeChecked();
    expect(pickup).toHaveAccessibleDescription(text.pickupHint);
  });

  it('adds, reorders and removes zones, and sends them in order, the stored ones with their ids', async () => {
    const user = userEvent.setup();
    const sent = serveZones(withZones);
    await renderPage();

    await user.click(within(delivery()).getByRole('button', { name: text.addZone }));
    const third = zone(3);
    expect(within(third).getByLabelText(text.zoneName)).toHaveFocus();
    await user.type(within(third).getByLabelText(text.zoneName), 'North');
    await user.type(within(zone(3, 'North')).getByLabelText(text.fee), '$4.5');
    await user.type(within(zone(3, 'North')).getByLabelText(text.freeOver), '40');
    await user.type(within(zone(3, 'North')).getByLabelText(text.estimate), '2–3 days');
    const french = within(zone(3, 'North')).getByRole('group', { name: admin.translations.legend('French') });
    await user.type(within(french).getByLabelText(admin.translations.name('French')), 'Nord');
    await user.type(within(french).getByLabelText(text.estimateIn('French')), '2 à 3 jours');

    await user.click(within(delivery()).getByRole('button', { name: text.addZone }));
    await user.type(within(zone(4)).getByLabelText(text.zoneName), 'South');
    await user.type(within(zone(4, 'South')).getByLabelText(text.fee), '0');

    // North goes first, one step at a time; the keyboard stays on it.
    await user.click(screen.getByRole('button', { name: text.moveZoneUp('North') }));
    expect(screen.getByRole('button', { name: text.moveZoneUp('North') })).toHaveFocus();
    expect(screen.getByText(text.zoneMoved('North', 2, 4))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.moveZoneUp('North') }));
    expect(zone(1, 'North')).toBeInTheDocument();
    // At the top its Up button is disabled: the keyboard moves to Down.
    expect(screen.getByRole('button', { name: text.moveZoneDown('North') })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: text.removeZone('Mount Lebanon') }));
    expect(screen.queryByRole('group', { name: /Mount Lebanon/ })).not.toBeInTheDocument();
    expect(within(zone(3, 'South')).getByLabelText(text.zoneName)).toHaveFocus();
    await user.click(screen.getByRole('switch', { name: text.pickup }));
    await user.click(save());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.delivery).toEqual({
      zones: [
        {
          name: 'North',
          fee: 4.5,
          freeOver: 40,
          estimate: '2–3 days',
          translations: { fr: { name: 'Nord', estimate: '2 à 3 jours' }, ar: {} },
        },
        {
          id: 'z-beirut',
          name: 'Beirut',
          fee: 3,
          freeOver: 50,
          estimate: 'Same day',
          translations: { fr: { name: 'Beyrouth' }, ar: { name: 'بيروت' } },
        },
        { name: 'South', fee: 0, freeOver: null, estimate: null, translations: { fr: {}, ar: {} } },
      ],
      pickup: true,
    });
    expect(shopSettingsInput.safeParse(sent[0]).success).toBe(true);
  });

  it('sends the delivery options even when the shop offers none', async () => {
    const user = userEvent.setup();
    const sent = serveZones(config);
    await renderPage();
    expect(within(delivery()).getByText(text.noZones)).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.delivery).toEqual({ zones: [], pickup: false });
  });

  it('takes the ids the server gave new zones from its response, so a second save keeps them', async () => {
    const user = userEvent.setup();
    const stored = {
      ...config,
      delivery: {
        zones: [{ id: 'z-new', name: 'Tyre', fee: 6, freeOver: null, estimate: null, translations: { fr: {}, ar: {} } }],
        pickup: false,
      },
    };
    const sent = serveZones(config, () => json(stored));
    await renderPage();
    await user.click(within(delivery()).getByRole('button', { name: text.addZone }));
    await user.type(within(zone(1)).getByLabelText(text.zoneName), 'Tyre');
    await user.type(within(zone(1, 'Tyre')).getByLabelText(text.fee), '6');
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.delivery!.zones[0]).not.toHaveProperty('id');
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.delivery!.zones[0]).toMatchObject({ id: 'z-new', name: 'Tyre', fee: 6 });
  });

  it('checks each zone with the shared rules at its fields, and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = serveZones(withZones);
    await renderPage();
    const beirut = zone(1, 'Beirut');
    await user.clear(within(beirut).getByLabelText(text.fee));
    await user.type(within(beirut).getByLabelText(text.fee), 'three');
    await user.clear(within(beirut).getByLabelText(text.freeOver));
    await user.type(within(beirut).getByLabelText(text.freeOver), '0');
    fireEvent.change(within(beirut).getByLabelText(text.estimate), { target: { value: 'x'.repeat(41) } });
    fireEvent.change(within(beirut).getByLabelText(text.estimateIn('Arabic')), { target: { value: 'x'.repeat(41) } });
    await user.clear(within(zone(2, 'Mount Lebanon')).getByLabelText(text.zoneName));
    await user.click(save());

    expect(within(beirut).getByLabelText(text.fee)).toHaveAccessibleDescription(escape(settingsMessages.deliveryFee));
    expect(within(beirut).getByLabelText(text.fee)).toHaveAttribute('aria-invalid', 'true');
    expect(within(beirut).getByLabelText(text.freeOver)).toHaveAccessibleDescription(escape(settingsMessages.freeOver));
    expect(within(beirut).getByLabelText(text.estimate)).toHaveAccessibleDescription(escape(settingsMessages.estimateTooLong));
    expect(within(beirut).getByLabelText(text.estimateIn('Arabic'))).toHaveAccessibleDescription(settingsMessages.estimateTooLong);
    expect(within(zone(2)).getByLabelText(text.zoneName)).toHaveAccessibleDescription(settingsMessages.zoneNameRequired);
    await waitFor(() => expect(within(beirut).getByLabelText(text.fee)).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('refuses two zones of the same name, whatever their case', async () => {
    const user = userEvent.setup();
    const sent = serveZones(withZones);
    await renderPage();
    await user.click(within(delivery()).getByRole('button', { name: text.addZone }));
    await user.type(within(zone(3)).getByLabelText(text.zoneName), 'beirut');
    await user.type(within(zone(3, 'beirut')).getByLabelText(text.fee), '2');
    await user.click(save());
    expect(within(zone(3, 'beirut')).getByLabelText(text.zoneName)).toHaveAccessibleDescription(settingsMessages.zoneNameTaken);
    expect(within(zone(1, 'Beirut')).getByLabelText(text.zoneName)).not.toHaveAttribute('aria-invalid');
    expect(sent).toHaveLength(0);
  });

  it("keeps a zone's messages with it when it moves", async () => {
    const user = userEvent.setup();
    serveZones(withZones);
    await renderPage();
    await user.clear(within(zone(2, 'Mount Lebanon')).getByLabelText(text.fee));
    await user.click(save());
    expect(within(zone(2, 'Mount Lebanon')).getByLabelText(text.fee)).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: text.moveZoneUp('Mount Lebanon') }));
    expect(within(zone(1, 'Mount Lebanon')).getByLabelText(text.fee)).toHaveAccessibleDescription(escape(settingsMessages.deliveryFee));
    expect(within(zone(2, 'Beirut')).getByLabelText(text.fee)).not.toHaveAttribute('aria-invalid');
  });

  it(`stops adding zones at ${12} and says why`, async () => {
    const user = userEvent.setup();
    const zones = Array.from({ length: 11 }, (_, index) => ({
      id: `z-${index}`,
      name: `Zone ${String.fromCharCode(65 + index)}`,
      fee: 2,
      freeOver: null,
      estimate: null,
      translations: { fr: {}, ar: {} },
    }));
    serveZones({ ...config, delivery: { zones, pickup: true } });
    await renderPage();
    const add = within(delivery()).getByRole('button', { name: text.addZone });
    expect(add).not.toHaveAttribute('aria-disabled');
    await user.click(add);
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription(text.zonesFull);
    await user.click(add);
    expect(within(delivery()).getAllByRole('button', { name: /^Remove / })).toHaveLength(12);
  });

  it("puts the server's messages at the zone fields they concern", async () => {
    const user = userEvent.setup();
    serveZones(withZones, () =>
      json(
        {
          message: 'The request is not valid',
          errors: {
            'delivery.zones[1].fee': 'That fee is too high',
            'delivery.zones[0].translations.fr.name': 'Too long in French',
            'delivery.zones': settingsMessages.zonesMax,
          },
        },
        400,
      ),
    );
    await renderPage();
    await user.click(save());
    await waitFor(() =>
      expect(within(zone(2, 'Mount Lebanon')).getByLabelText(text.fee)).toHaveAccessibleDescription(/That fee is too high/),
    );
    expect(within(zone(1, 'Beirut')).getByLabelText(admin.translations.name('French'))).toHaveAccessibleDescription('Too long in French');
    expect(within(delivery()).getByText(settingsMessages.zonesMax)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  /** Renames Beirut in the panel's layout, then follows the menu's Dashboard link, which asks; Stay keeps the page. */
  async function renameThenStay(user: UserEvent) {
    renderInPanel(<SettingsPage />, '/admin/settings');
    const name = within(await screen.findByRole('group', { name: text.zone(1, 'Beirut') })).getByLabelText(text.zoneName);
    expect(screen.queryByText(admin.unsaved.notSaved)).not.toBeInTheDocument();
    await user.type(name, ' Central');
    expect(screen.getByText(admin.unsaved.notSaved)).toBeInTheDocument();
    await followMenuThenStay(user, admin.nav.dashboard);
    return name;
  }

  it('asks before the menu leaves a zone renamed and not saved: Stay keeps it, Leave without saving goes', async () => {
    const user = userEvent.setup();
    serveZones(withZones);
    const name = await renameThenStay(user);
    expect(window.location.pathname).toBe('/admin/settings');
    expect(name).toHaveValue('Beirut Central');

    await user.click(screen.getByRole('link', { name: admin.nav.dashboard }));
    await user.click(screen.getByRole('button', { name: admin.unsaved.leave.discard }));
    expect(window.location.pathname).toBe('/admin/dashboard');
  });

  it('asks no more once the settings are saved, and the bar no longer says they are not', async () => {
    const user = userEvent.setup();
    const renamed = {
      ...withZones,
      delivery: {
        ...withZones.delivery,
        zones: [{ ...withZones.delivery!.zones[0]!, name: 'Beirut Central' }, withZones.delivery!.zones[1]!],
      },
    };
    serveZones(withZones, () => json(renamed));
    await renameThenStay(user);
    await user.click(save());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(text.saved));
    expect(screen.queryByText(admin.unsaved.notSaved)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: admin.nav.dashboard }));
    expect(window.location.pathname).toBe('/admin/dashboard');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
