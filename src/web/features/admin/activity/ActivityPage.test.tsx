import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '#contract/accounts.js';
import type { ActivityEntry } from '#contract/activity.js';
import { admin } from '#contract/messages/admin.js';
import { adminText as arabic } from '#contract/messages/ar/admin.js';
import { commonText } from '#contract/messages/common.js';
import { adminText as french } from '#contract/messages/fr/admin.js';
import { json, mockFetch, renderAdminIn, renderWithProviders } from '#web/test-support/admin.js';
import { ActivityPage } from './ActivityPage.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const text = admin.activity;
/** What a reader reads: the sentence without the marks that keep typed names in their own direction. */
const plain = (value: string | null | undefined) => (value ?? '').replace(/[\u2068\u2069]/g, '');

const rima = { id: 'u-rima', name: 'Rima' };
const nour = { id: 'u-nour', name: 'Nour' };

let count = 0;
const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: `a${(count += 1)}`,
  at: '2026-03-10T08:30:00Z',
  person: rima,
  kind: 'order',
  action: 'confirmed',
  subject: { id: 'o1', label: 'BB-12345' },
  detail: {},
  ...overrides,
});

const entries: ActivityEntry[] = [
  entry({}),
  entry({ kind: 'stock', action: 'countSet', subject: { id: 'p1', label: 'Velvet Lipstick' }, detail: { from: 3, to: 5, color: 'Rose' } }),
  entry({ kind: 'stock', action: 'countSet', subject: { id: 'f1', label: 'Summer Set' }, detail: { from: 0, to: 12 } }),
  entry({ person: nour, kind: 'product', action: 'updated', subject: { id: 'p2', label: 'Kohl' } }),
  entry({ person: nour, kind: 'account', action: 'created', subject: { id: 'u-rima', label: 'Rima' }, detail: { role: 'staff' } }),
  entry({ person: nour, kind: 'account', action: 'roleChanged', subject: { id: 'u-sami', label: 'Sami' }, detail: { role: 'owner' } }),
  entry({ person: nour, kind: 'settings', action: 'updated', subject: { id: null, label: '' } }),
  entry({ kind: 'sale', action: 'created', subject: { id: 'o2', label: 'BB-77777' }, at: '2026-07-01T21:05:00Z' }),
  entry({ person: nour, action: 'linkRenewed', subject: { id: 'o3', label: 'BB-33333' } }),
  entry({ person: nour, action: 'messaged', detail: { status: 'confirmed' } }),
];

/** The sentences the page should show for `entries`, in the order given. */
const englishSentences = [
  'Rima confirmed order BB-12345',
  'Rima set the count of Velvet Lipstick (Rose) from 3 to 5',
  'Rima set the count of Summer Set from 0 to 12',
  'Nour updated product Kohl',
  'Nour added Rima as staff',
  'Nour changed the role of Sami to owner',
  'Nour changed the shop’s settings',
  'Rima recorded sale BB-77777',
  'Nour gave order BB-33333 a new link',
  'Nour messaged the customer of order BB-12345 (confirmed)',
];

const account = (id: string, name: string): Account => ({
  id,
  name,
  username: name.toLowerCase(),
  role: 'staff',
  active: true,
  mustChangePassword: false,
  lastSeenAt: null,
  createdAt: '2026-01-01T00:00:00Z',
});

/** Serves the accounts and `shown` for every activity request, keeping each one's query. */
function serve(shown: ActivityEntry[] = entries, totalItems = shown.length) {
  const asked: URLSearchParams[] = [];
  mockFetch((url) => {
    if (url.pathname === '/api/accounts') return json({ data: [account('u-nour', 'Nour'), account('u-rima', 'Rima')] });
    if (url.pathname !== '/api/activity') return json({}, 404);
    asked.push(url.searchParams);
    const page = Number(url.searchParams.get('page') ?? 1);
    const totalPages = Math.ceil(totalItems / 10);
    return json({
      data: shown,
      pagination: {
        currentPage: page,
        totalPages,
        totalItems,
        hasPrevious: page > 1,
        hasNext: page < totalPages,
        previousPage: page > 1 ? page - 1 : null,
        nextPage: page < totalPages ? page + 1 : null,
      },
    });
  });
  return asked;
}

const rows = async () => within(await screen.findByRole('list')).getAllByRole('listitem');

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ActivityPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('says each record as a sentence, with its date and time in Beirut', async () => {
    serve();
    renderWithProviders(<ActivityPage />, { path: '/admin/activity' });
    const shown = await rows();
    expect(shown.map((row) => plain(row.querySelector('p')!.textContent))).toEqual(englishSentences);
    // 08:30 UTC is 10:30 in Beirut in March; 21:05 UTC is past midnight there in July.
    expect(within(shown[0]!).getByText('10 Mar 2026, 10:30')).toHaveAttribute('dateTime', '2026-03-10T08:30:00Z');
    expect(within(shown[7]!).getByText('2 Jul 2026, 00:05')).toBeInTheDocument();
  });

  it('says a deleted contact message, a person changing their own password and an uploaded photo, in English, French and Arabic', async () => {
    const records = [
      entry({ kind: 'message', action: 'deleted', subject: { id: 'm1', label: 'Maya' } }),
      entry({ person: nour, kind: 'account', action: 'passwordChanged', subject: { id: 'u-nour', label: 'Nour' } }),
      entry({ kind: 'photo', action: 'created', subject: { id: 'i1', label: 'i1' } }),
    ];
    const sentences = async () => (await rows()).map((row) => plain(row.querySelector('p')!.textContent));
    serve(records);
    const english = renderWithProviders(<ActivityPage />, { path: '/admin/activity' });
    expect(await sentences()).toEqual([
      'Rima deleted a contact message from Maya',
      'Nour changed their own password',
      'Rima uploaded a photo',
    ]);
    english.unmount();
    const french = await renderAdminIn('fr', <ActivityPage />, { path: '/admin/activity' });
    expect(await sentences()).toEqual([
      'Rima a supprimé un message de contact de Maya',
      'Nour a changé son propre mot de passe',
      'Rima a envoyé une photo',
    ]);
    french.unmount();
    await renderAdminIn('ar', <ActivityPage />, { path: '/admin/activity' });
    expect(await sentences()).toEqual(['Rima: حذف رسالة تواصل من Maya', 'Nour: تغيير كلمة مروره الخاصة', 'Rima: رفع صورة']);
  });

  it('keeps each name in its own direction inside the sentence', async () => {
    serve([entry({ person: { id: 'u-rana', name: 'رنا' }, subject: { id: 'o1', label: 'BB-12345' } })]);
    renderWithProviders(<ActivityPage />, { path: '/admin/activity' });
    const [row] = await rows();
    expect(row!.querySelector('p')!.textContent).toBe(text.order.confirmed('\u2068رنا\u2069', '\u2068BB-12345\u2069'));
  });

  it('says who, the kind and the subject for a record no sentence covers', async () => {
    serve([
      entry({ kind: 'order', action: 'created', subject: { id: 'o9', label: 'BB-99999' } }),
      // A message record without its status (written by hand) has no sentence either.
      entry({ action: 'messaged', subject: { id: 'o8', label: 'BB-88888' } }),
    ]);
    renderWithProviders(<ActivityPage />, { path: '/admin/activity' });
    const [row, messaged] = await rows();
    expect(plain(row!.querySelector('p')!.textContent)).toBe(text.other('Rima', text.kinds.order, 'BB-99999'));
    expect(plain(messaged!.querySelector('p')!.textContent)).toBe(text.other('Rima', text.kinds.order, 'BB-88888'));
  });

  it('asks for the person and the kind chosen, from the first page, and keeps them in the address', async () => {
    const user = userEvent.setup();
    const asked = serve();
    renderWithProviders(<ActivityPage />, { path: '/admin/activity?page=2' });
    await rows();
    expect(asked.at(-1)?.get('page')).toBe('2');
    expect(screen.getByRole('combobox', { name: text.person })).toHaveTextContent(text.everyone);
    expect(screen.getByRole('combobox', { name: text.kind })).toHaveTextContent(text.allKinds);

    await choose(user, text.person, 'Rima');
    await waitFor(() => expect(asked.at(-1)?.get('person')).toBe('u-rima'));
    expect(asked.at(-1)?.get('page')).toBe('1');
    expect(asked.at(-1)?.has('kind')).toBe(false);

    await choose(user, text.kind, text.kinds.stock);
    await waitFor(() => expect(asked.at(-1)?.get('kind')).toBe('stock'));
    expect(asked.at(-1)?.get('person')).toBe('u-rima');
    expect(window.location.search).toBe('?person=u-rima&kind=stock');

    await choose(user, text.person, text.everyone);
    await waitFor(() => expect(asked.at(-1)?.has('person')).toBe(false));
    expect(asked.at(-1)?.get('kind')).toBe('stock');
    expect(window.location.search).toBe('?kind=stock');
  });

  it('reads the filters from the address, and says when nothing matches them', async () => {
    const asked = serve([]);
    renderWithProviders(<ActivityPage />, { path: '/admin/activity?person=u-nour&kind=account' });
    expect(await screen.findByText(text.noMatch)).toBeInTheDocument();
    expect(asked.at(-1)?.get('person')).toBe('u-nour');
    expect(asked.at(-1)?.get('kind')).toBe('account');
    await waitFor(() => expect(screen.getByRole('combobox', { name: text.person })).toHaveTextContent('Nour'));
    expect(screen.getByRole('combobox', { name: text.kind })).toHaveTextContent(text.kinds.account);
  });

  it('says nothing is recorded yet when the list is empty without filters', async () => {
    serve([]);
    renderWithProviders(<ActivityPage />, { path: '/admin/activity' });
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
  });

  it('turns the pages like the other lists', async () => {
    const user = userEvent.setup();
    const asked = serve(entries, 25);
    renderWithProviders(<ActivityPage />, { path: '/admin/activity?kind=order' });
    await rows();
    expect(screen.getByText(commonText.pageOf(1, 3))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: commonText.next }));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
    expect(asked.at(-1)?.get('kind')).toBe('order');
  });

  it('in French: the sentences and the date', async () => {
    serve();
    await renderAdminIn('fr', <ActivityPage />, { path: '/admin/activity' });
    const shown = await rows();
    expect(shown.map((row) => plain(row.querySelector('p')!.textContent))).toEqual([
      'Rima a confirmé la commande BB-12345',
      'Rima a passé le stock de Velvet Lipstick (Rose) de 3 à 5',
      'Rima a passé le stock de Summer Set de 0 à 12',
      'Nour a modifié le produit Kohl',
      'Nour a ajouté Rima comme employé',
      'Nour a changé le rôle de Sami en propriétaire',
      'Nour a modifié les paramètres de la boutique',
      'Rima a enregistré la vente BB-77777',
      'Nour a donné un nouveau lien à la commande BB-33333',
      'Nour a écrit au client de la commande BB-12345 (confirmée)',
    ]);
    expect(within(shown[0]!).getByRole('time')).toHaveTextContent('10 mars 2026');
    expect(screen.getByRole('combobox', { name: french.activity.kind })).toHaveTextContent(french.activity.allKinds);
  });

  it('in Arabic: the sentences, the names kept apart from the Arabic words', async () => {
    serve([...entries.slice(0, 2), ...entries.slice(-2)]);
    await renderAdminIn('ar', <ActivityPage />, { path: '/admin/activity' });
    const shown = await rows();
    expect(shown.map((row) => plain(row.querySelector('p')!.textContent))).toEqual([
      plain(arabic.activity.order.confirmed('Rima', 'BB-12345')),
      plain(arabic.activity.countSet('Rima', arabic.activity.itemColour('Velvet Lipstick', 'Rose'), 3, 5)),
      'Nour: رابط جديد للطلب BB-33333',
      'Nour: مراسلة الزبون بشأن الطلب BB-12345 (مؤكَّد)',
    ]);
    expect(plain(shown[0]!.querySelector('p')!.textContent)).toBe('Rima: تأكيد الطلب BB-12345');
  });

  describe('discount codes', () => {
    const codeEntries = (['created', 'updated', 'switchedOff', 'switchedOn', 'deleted'] as const).map((action) =>
      entry({ kind: 'code', action, subject: { id: 'c1', label: 'LAYAL15' } }),
    );

    it('says what was done to a code, in English', async () => {
      serve(codeEntries);
      renderWithProviders(<ActivityPage />, { path: '/admin/activity' });
      const shown = await rows();
      expect(shown.map((row) => plain(row.querySelector('p')!.textContent))).toEqual([
        'Rima added discount code LAYAL15',
        'Rima updated discount code LAYAL15',
        'Rima switched off discount code LAYAL15',
        'Rima switched on discount code LAYAL15',
        'Rima deleted discount code LAYAL15',
      ]);
    });

    it('in French and in Arabic, and offers the kind as a filter', async () => {
      const user = userEvent.setup();
      serve(codeEntries.slice(0, 3));
      const { unmount } = await renderAdminIn('fr', <ActivityPage />, { path: '/fr/admin/activity' });
      expect((await rows()).map((row) => plain(row.querySelector('p')!.textContent))).toEqual([
        'Rima a ajouté le code promo LAYAL15',
        'Rima a modifié le code promo LAYAL15',
        'Rima a désactivé le code promo LAYAL15',
      ]);
      await choose(user, french.activity.kind, french.activity.kinds.code);
      expect(window.location.search).toBe('?kind=code');
      unmount();

      await renderAdminIn('ar', <ActivityPage />, { path: '/ar/admin/activity' });
      expect((await rows()).map((row) => plain(row.querySelector('p')!.textContent))).toEqual([
        'Rima: إضافة رمز الخصم LAYAL15',
        'Rima: تعديل رمز الخصم LAYAL15',
        'Rima: إيقاف رمز الخصم LAYAL15',
      ]);
    });
  });
});
