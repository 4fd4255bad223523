import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account, AccountSession } from '#contract/accounts.js';
import { admin } from '#contract/messages/admin.js';
import { adminText as arabic } from '#contract/messages/ar/admin.js';
import { adminText as french } from '#contract/messages/fr/admin.js';
import { apiMessages, validation } from '#contract/messages/validation.js';
import { apiMessagesText as frenchApi } from '#contract/messages/fr/validation.js';
import { json, mockFetch, renderAdminIn, renderWithProviders } from '#web/test-support/admin.js';
import { isolateText } from '../list/Isolate.js';
import { AccountsPage } from './AccountsPage.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const text = admin.accounts;
/** Text as the panel shows it around what people typed, without the isolating marks. */
const plain = (value: string | null | undefined) => (value ?? '').replace(/[\u2068\u2069]/g, '');

const account = (overrides: Partial<Account> = {}): Account => ({
  id: 'u-owner',
  name: 'Nour',
  username: 'nour',
  role: 'owner',
  active: true,
  mustChangePassword: false,
  lastSeenAt: '2026-03-10T08:30:00Z',
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

const rima = account({ id: 'u-rima', name: 'Rima', username: 'rima', role: 'staff', lastSeenAt: null, mustChangePassword: true });
const sami = account({ id: 'u-sami', name: 'Sami', username: 'sami', role: 'staff', active: false, lastSeenAt: '2026-02-01T12:00:00Z' });

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The accounts API with `accounts`; `answer` may answer a write first. Every request is kept in `sent`. */
function serve(accounts: Account[], answer: (sent: Sent) => Response | undefined = () => undefined) {
  const sent: Sent[] = [];
  const sessions: AccountSession[] = [
    {
      id: 's1',
      browser: 'Chrome',
      system: 'Android',
      device: 'Chrome on Android',
      createdAt: '2026-03-09T07:00:00Z',
      lastSeenAt: '2026-03-10T08:30:00Z',
      expiresAt: '2026-03-16T07:00:00Z',
      current: false,
    },
    {
      id: 's2',
      browser: null,
      system: 'Windows',
      device: 'Windows',
      createdAt: '2026-03-05T07:00:00Z',
      lastSeenAt: '2026-03-06T09:00:00Z',
      expiresAt: '2026-03-12T07:00:00Z',
      current: false,
    },
    {
      id: 's3',
      browser: null,
      system: null,
      device: 'Unknown device',
      createdAt: '2026-03-01T07:00:00Z',
      lastSeenAt: '2026-03-02T09:00:00Z',
      expiresAt: '2026-03-08T07:00:00Z',
      current: true,
    },
  ];
  mockFetch((url, init) => {
    const request = { method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    const answered = answer(request);
    if (answered) return answered;
    if (request.method === 'GET' && request.path === '/api/accounts') return json({ data: accounts });
    if (request.method === 'GET' && request.path.endsWith('/sessions')) return json({ data: sessions });
    if (request.method === 'DELETE') {
      sessions.splice(
        sessions.findIndex((session) => request.path.endsWith(`/${session.id}`)),
        1,
      );
      return new Response(null, { status: 204 });
    }
    return json({ message: 'Not found' }, 404);
  });
  return sent;
}

const card = async (name: string) => (await screen.findByText(name, { selector: 'bdi' })).closest('li')!;

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('AccountsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('lists each person with their username, role, switch and when they were last seen', async () => {
    serve([account(), rima, sami]);
    renderWithProviders(<AccountsPage />, { path: '/admin/accounts' });
    const nour = await card('Nour');
    expect(within(nour).getByText('nour')).toBeInTheDocument();
    expect(within(nour).getByText(text.roles.owner)).toBeInTheDocument();
    expect(within(nour).getByText(text.you)).toBeInTheDocument();
    // 08:30 UTC is 10:30 in Beirut in March.
    expect(within(nour).getByText(text.lastSeen('10 Mar 2026, 10:30'))).toBeInTheDocument();
    // Their own password the owner changes on the password page, not here.
    expect(within(nour).queryByRole('button', { name: /^Reset password/ })).not.toBeInTheDocument();

    const rimaCard = await card('Rima');
    expect(within(rimaCard).getByText(text.roles.staff)).toBeInTheDocument();
    expect(rimaCard).toHaveTextContent(`${text.neverSeen} · ${text.waitingForPassword}`);
    expect(within(rimaCard).queryByText(text.switchedOff)).not.toBeInTheDocument();
    expect(within(await card('Sami')).getByText(text.switchedOff)).toBeInTheDocument();
    expect(screen.getByText(text.count(3))).toBeInTheDocument();
  });

  it('adds a person, then shows their one-time password once, to copy', async () => {
    const user = userEvent.setup();
    const sent = serve([account()], ({ method, path }) =>
      method === 'POST' && path === '/api/accounts' ? json({ account: rima, password: 'k7-Fq2-x9Lm' }, 201) : undefined,
    );
    renderWithProviders(<AccountsPage />, { path: '/admin/accounts' });
    await user.click(await screen.findByRole('button', { name: text.add }));
    const dialog = screen.getByRole('dialog', { name: text.addTitle });
    await user.type(within(dialog).getByLabelText(text.name), ' Rima ');
    await user.type(within(dialog).getByLabelText(text.username), 'rima');
    // Staff unless the owner chooses otherwise: the role that can do least.
    expect(within(dialog).getByRole('combobox', { name: text.role })).toHaveTextContent(text.roles.staff);
    expect(dialog).toHaveTextContent(text.roleHints.staff);
    await user.click(within(dialog).getByRole('button', { name: text.submitAdd }));

    const shown = await screen.findByRole('dialog', { name: text.oneTimeTitle(isolateText('Rima')) });
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Rima', username: 'rima', role: 'staff' });
    expect(plain(within(shown).getByText(/^Give this password/).textContent)).toBe(text.oneTimeText('Rima'));
    expect(within(shown).getByText('k7-Fq2-x9Lm')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: admin.common.copy }));
    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe('k7-Fq2-x9Lm');
    expect(within(shown).getByText(admin.common.copied)).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: text.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Shown once: nowhere on the page any more.
    expect(screen.queryByText('k7-Fq2-x9Lm')).not.toBeInTheDocument();
  });

  it('adds an owner when the owner chooses that role', async () => {
    const user = userEvent.setup();
    const sent = serve([account()], ({ method }) =>
      method === 'POST' ? json({ account: account({ id: 'u-maya', name: 'Maya', username: 'maya' }), password: 'p' }, 201) : undefined,
    );
    renderWithProviders(<AccountsPage />, { path: '/admin/accounts' });
    await user.click(await screen.findByRole('button', { name: text.add }));
    const dialog = screen.getByRole('dialog', { name: text.addTitle });
    await user.type(within(dialog).getByLabelText(text.name), 'Maya');
    await user.type(within(dialog).getByLabelText(text.username), 'maya');
    await choose(user, text.role, text.roles.owner);
    expect(dialog).toHaveTextContent(text.roleHints.owner);
    await user.click(within(dialog).getByRole('button', { name: text.submitAdd }));
    await screen.findByRole('dialog', { name: text.oneTimeTitle(isolateText('Maya')) });
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Maya', username: 'maya', role: 'owner' });
  });

  it('says under the username that it is taken, keeping what was typed', async () => {
    const user = userEvent.setup();
    serve([account()], ({ method }) =>
      method === 'POST' ? json({ message: apiMessages.usernameTaken, errors: { username: apiMessages.usernameTaken } }, 409) : undefined,
    );
    renderWithProviders(<AccountsPage />, { path: '/admin/accounts' });
    await user.click(await screen.findByRole('button', { name: text.add }));
    const dialog = screen.getByRole('dialog', { name: text.addTitle });
    await user.type(within(dialog).getByLabelText(text.name), 'Nour Haddad');
    await user.type(within(dialog).getByLabelText(text.username), 'NOUR');
    await user.click(within(dialog).getByRole('button', { name: text.submitAdd }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(text.username)).toHaveAccessibleDescription(`${text.usernameHint} ${apiMessages.usernameTaken}`),
    );
    expect(within(dialog).getByLabelText(text.username)).toHaveValue('NOUR');
  });

  it('checks the fields before sending: a username with a space', async () => {
    const user = userEvent.setup();
    const sent = serve([account()]);
    renderWithProviders(<AccountsPage />, { path: '/admin/accounts' });
    await user.click(await screen.findByRole('button', { name: text.add }));
    const dialog = screen.getByRole('dialog', { name: text.addTitle });
    await user.type(within(dialog).getByLabelText(text.name), 'Rima');
    await user.type(within(dialog).getByLabelText(text.username), 'rima k');
    await user.click(within(dialog).getByRole('button', { name: text.submitAdd }));
    expect(within(dialog).getByLabelText(text.username)).toHaveAccessibleDescription(
      `${text.usernameHint} ${validation.usernameCharacters}`,
    );
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it("edits a person's name, role and switch", async () => {
    const user = userEvent.setup();
    const sent = serve([account(), rima], ({ method }) =>
      method === 'PUT' ? json({ ...rima, name: 'Rima Haddad', active: false }) : undefined,
    );
    renderWithProviders(<AccountsPage />, { path: '/admin/accounts' });
    await user.click(await screen.findByRole('button', { name: text.editOf(isolateText('Rima')) }));
    const dialog = screen.getByRole('dialog', { name: text.editTitle(isolateText('Rima')) });
    // The username is not edited.
    expect(within(dialog).queryByLabelText(text.username)).not.toBeInTheDocument();
    const name = within(dialog).getByLabelText(text.name);
    await user.clear(name);
    await user.type(name, 'Rima Haddad');
    const active = within(dialog).getByRole('switch', { name: text.active });
    expect(active).toBeChecked();
    await user.click(active);
    await user.click(within(dialog).getByRole('button', { name: text.submitEdit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe('/api/accounts/u-rima');
    expect(put.body).toEqual({ name: 'Rima Haddad', role: 'staff', active: false });
  });

  it('does not offer the owner to switch themselves off', async () => {
    const user = userEvent.setup();
    serve([account(), rima]);
    renderWithProviders(<AccountsPage />, { path: '/admin/accounts' });
    await user.click(await screen.findByRole('button', { name: text.editOf(isolateText('Nour')) }));
    const dialog = screen.getByRole('dialog', { name: text.editTitle(isolateText('Nour')) });
    expect(within(dialog).getByLabelText(text.name)).toHaveValue('Nour');
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('says in the form when the change would leave the shop without an owner', async () => {
    const user = userEvent.setup();
    serve([account()], ({ method }) => (method === 'PUT' ? json({ message: apiMessages.lastOwner }, 409) : undefined));
    renderWithProviders(<AccountsPage />, { path: '/admin/accounts' });
    await user.click(await screen.findByRole('button', { name: text.editOf(isolateText('Nour')) }));
    const dialog = screen.getByRole('dialog', { name: text.editTitle(isolateText('Nour')) });
    await choose(user, text.role, text.roles.staff);
    await user.click(within(dialog).getByRole('button', { name: text.submitEdit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(apiMessages.lastOwner);
    expect(screen.getByRole('dialog', { name: text.editTitle(isolateText('Nour')) })).toBeInTheDocument();
  });

  it("resets a person's password once asked, then shows the new one-time password once", async () => {
    const user = userEvent.setup();
    const sent = serve([account(), rima], ({ method, path }) =>
      method === 'POST' && path === '/api/accounts/u-rima/password' ? json({ account: rima, password: 'Zz-88-new' }) : undefined,
    );
    renderWithProviders(<AccountsPage />, { path: '/admin/accounts' });
    await user.click(await screen.findByRole('button', { name: text.resetPasswordOf(isolateText('Rima')) }));
    const asking = screen.getByRole('alertdialog', { name: text.resetTitle });
    expect(plain(asking.textContent)).toContain(text.resetText('Rima'));
    // Nothing is reset before the owner confirms.
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
    await user.click(within(asking).getByRole('button', { name: text.resetConfirm }));

    const shown = await screen.findByRole('dialog', { name: text.oneTimeTitle(isolateText('Rima')) });
    expect(within(shown).getByText('Zz-88-new')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/accounts/u-rima/password']);
    await user.click(within(shown).getByRole('button', { name: text.done }));
    await waitFor(() => expect(screen.queryByText('Zz-88-new')).not.toBeInTheDocument());
  });

  it("lists a person's sessions, this device marked, and ends one", async () => {
    const user = userEvent.setup();
    const sent = serve([account(), rima]);
    renderWithProviders(<AccountsPage />, { path: '/admin/accounts' });
    await user.click(await screen.findByRole('button', { name: text.sessionsOf(isolateText('Rima')) }));
    const dialog = screen.getByRole('dialog', { name: text.sessionsOf(isolateText('Rima')) });
    const phone = (await within(dialog).findByText('Chrome on Android')).closest('li')!;
    expect(phone).toHaveTextContent(text.lastSeen('10 Mar 2026, 10:30'));
    expect(within(phone).queryByText(text.thisDevice)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Windows')).toBeInTheDocument();
    const unknown = within(dialog).getByText(text.unknownDevice).closest('li')!;
    expect(within(unknown).getByText(text.thisDevice)).toBeInTheDocument();

    await user.click(within(phone).getByRole('button', { name: text.endSessionOn(isolateText('Chrome on Android')) }));
    await waitFor(() => expect(within(dialog).queryByText('Chrome on Android')).not.toBeInTheDocument());
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/api/accounts/u-rima/sessions/s1',
    ]);
    expect(within(dialog).getByText(text.unknownDevice)).toBeInTheDocument();
  });

  it('in French: the roles, and the refusal to leave the shop without an owner', async () => {
    const user = userEvent.setup();
    serve([account(), rima], ({ method }) => (method === 'PUT' ? json({ message: apiMessages.lastOwner }, 409) : undefined));
    await renderAdminIn('fr', <AccountsPage />, { path: '/admin/accounts' });
    expect(await screen.findByRole('heading', { name: french.accounts.heading })).toBeInTheDocument();
    expect(within(await card('Rima')).getByText(french.accounts.roles.staff)).toBeInTheDocument();
    expect(within(await card('Nour')).getByText(french.accounts.lastSeen('10 mars 2026, 10:30'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: french.accounts.editOf(isolateText('Nour')) }));
    const dialog = screen.getByRole('dialog', { name: french.accounts.editTitle(isolateText('Nour')) });
    await user.click(within(dialog).getByRole('button', { name: french.accounts.submitEdit }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(frenchApi.lastOwner);
  });

  it('in Arabic: the one-time password and what to do with it', async () => {
    const user = userEvent.setup();
    serve([account(), rima], ({ method }) => (method === 'POST' ? json({ account: rima, password: 'Zz-88-new' }) : undefined));
    await renderAdminIn('ar', <AccountsPage />, { path: '/admin/accounts' });
    await user.click(await screen.findByRole('button', { name: arabic.accounts.resetPasswordOf(isolateText('Rima')) }));
    await user.click(screen.getByRole('button', { name: arabic.accounts.resetConfirm }));
    const shown = await screen.findByRole('dialog', { name: arabic.accounts.oneTimeTitle(isolateText('Rima')) });
    expect(plain(shown.textContent)).toContain(plain(arabic.accounts.oneTimeText('Rima')));
    expect(within(shown).getByText('Zz-88-new')).toHaveAttribute('dir', 'ltr');
  });

  it.each([
    ['fr', french.accounts],
    ['ar', arabic.accounts],
  ] as const)("in %s: each session's device in the panel's words, browser and system names as they are", async (language, words) => {
    const user = userEvent.setup();
    serve([account(), rima]);
    await renderAdminIn(language, <AccountsPage />, { path: '/admin/accounts' });
    await user.click(await screen.findByRole('button', { name: words.sessionsOf(isolateText('Rima')) }));
    const dialog = screen.getByRole('dialog', { name: words.sessionsOf(isolateText('Rima')) });
    const phone = (await within(dialog).findByText(words.device('Chrome', 'Android'))).closest('li')!;
    expect(
      within(phone).getByRole('button', { name: words.endSessionOn(isolateText(words.device('Chrome', 'Android'))) }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Windows')).toBeInTheDocument();
    expect(within(dialog).getByText(words.unknownDevice)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Chrome on Android');
  });
});
