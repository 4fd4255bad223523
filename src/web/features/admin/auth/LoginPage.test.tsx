import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { apiMessages } from '#contract/messages/validation.js';
import { useSession } from '#web/http/session.js';
import { toast } from '#web/components/ui/toast.js';
import type { SignedInPerson } from '#contract/accounts.js';
import { json, mockFetch, renderWithProviders, signedInPerson } from '#web/test-support/admin.js';
import { LoginPage } from './LoginPage.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderLogin(from?: string) {
  return renderWithProviders(
    <Switch>
      <Route path="/admin/login" component={LoginPage} />
      <Route path="/admin/product">
        <p>Products page</p>
      </Route>
      <Route path="/admin/orders">
        <p>Orders page</p>
      </Route>
      <Route path="/admin/settings">
        <p>Settings page</p>
      </Route>
    </Switch>,
    { path: '/admin/login', person: null, historyState: from ? { from } : null },
  );
}

const signedIn = (person: SignedInPerson) => json({ token: 't0k3n', expiresAt: '2030-01-01T00:00:00Z', language: null, person });

async function signInAs(person: SignedInPerson, from?: string) {
  const user = userEvent.setup();
  mockFetch(() => signedIn(person));
  renderLogin(from);
  await user.type(screen.getByLabelText(admin.login.username), person.username);
  await user.type(screen.getByLabelText(admin.login.password), 'secret{Enter}');
}

describe('LoginPage', () => {
  beforeEach(() => useSession.setState({ token: null, ended: false }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('keeps the button disabled until both fields are filled', async () => {
    const user = userEvent.setup();
    renderLogin();
    const button = screen.getByRole('button', { name: admin.login.submit });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(admin.login.username), 'owner');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(admin.login.password), 'secret');
    expect(button).toBeEnabled();
  });

  it("shows the server's message inline and as a toast, keeping what was typed", async () => {
    const user = userEvent.setup();
    mockFetch(() => json({ message: 'Invalid credentials' }, 401));
    renderLogin();
    await user.type(screen.getByLabelText(admin.login.username), 'owner');
    await user.type(screen.getByLabelText(admin.login.password), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(toast.error).toHaveBeenCalledWith('Invalid credentials', { id: 'sign-in' });
    expect(screen.getByLabelText(admin.login.username)).toHaveValue('owner');
    expect(useSession.getState().token).toBeNull();
  });

  it("puts a successful sign-in's toast in the place of the failure's before it, so that one does not stay over the panel", async () => {
    const user = userEvent.setup();
    let attempt = 0;
    mockFetch(() => (++attempt === 1 ? json({ message: 'Invalid credentials' }, 401) : signedIn(signedInPerson())));
    renderLogin();
    await user.type(screen.getByLabelText(admin.login.username), 'owner');
    await user.type(screen.getByLabelText(admin.login.password), 'wrong{Enter}');
    await screen.findByRole('alert');
    await user.clear(screen.getByLabelText(admin.login.password));
    await user.type(screen.getByLabelText(admin.login.password), 'secret{Enter}');
    expect(await screen.findByText('Products page')).toBeInTheDocument();
    const failed = vi.mocked(toast.error).mock.calls.at(-1)!;
    const succeeded = vi.mocked(toast.success).mock.calls.at(-1)!;
    expect(failed[1]?.id).toBeTruthy();
    expect(succeeded[1]?.id).toBe(failed[1]?.id);
  });

  it('says "Please fill in all fields" for a blank username', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => json({}));
    renderLogin();
    await user.type(screen.getByLabelText(admin.login.username), '   ');
    await user.type(screen.getByLabelText(admin.login.password), 'secret{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in on Enter, stores the token and goes to the products page', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => signedIn(signedInPerson()));
    renderLogin();
    await user.type(screen.getByLabelText(admin.login.username), 'owner');
    await user.type(screen.getByLabelText(admin.login.password), 'secret{Enter}');
    expect(await screen.findByText('Products page')).toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({ token: 't0k3n', person: { name: 'Nour', role: 'owner' } });
    expect(toast.success).toHaveBeenCalledWith('Login successful!', { id: 'sign-in' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'owner', password: 'secret' });
  });

  it('opens Orders for staff, whose role has no products', async () => {
    await signInAs(signedInPerson('staff'));
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
    expect(useSession.getState().person).toMatchObject({ name: 'Rima', role: 'staff' });
  });

  it('returns the person to the page they came from if it is theirs to use, else to their first page', async () => {
    await signInAs(signedInPerson('owner'), '/admin/settings');
    expect(await screen.findByText('Settings page')).toBeInTheDocument();
    cleanup();
    useSession.setState({ token: null, ended: false });
    await signInAs(signedInPerson('staff'), '/admin/settings');
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
  });

  it('says the session ended after the server refused the token', async () => {
    useSession.setState({ token: null, ended: true });
    renderLogin();
    await waitFor(() => expect(screen.getByText(apiMessages.sessionEnded)).toBeInTheDocument());
  });
});
