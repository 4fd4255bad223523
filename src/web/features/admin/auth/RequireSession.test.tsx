import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { apiMessages } from '#contract/messages/validation.js';
import { useQueryString } from '#web/navigation/router.js';
import { useSession } from '#web/http/session.js';
import { FormDialog } from '../dialogs/FormDialog.js';
import type { SignedInPerson } from '#contract/accounts.js';
import { apiRequest } from '#web/http/api-client.js';
import { json, mockFetch, renderWithProviders, signedInPerson } from '#web/test-support/admin.js';
import { LoginPage } from './LoginPage.js';
import { RequireSession } from './RequireSession.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function Where() {
  const [pathname] = useLocation();
  const query = useQueryString();
  return <p>At {`${pathname}${query}`}</p>;
}

/** A page with an add dialog the owner can open and type into. */
function PageWithDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <>
      <Where />
      <button type="button" onClick={() => setOpen(true)}>
        Add
      </button>
      {open ? (
        <FormDialog title="Add Offer" busy={false} onClose={() => setOpen(false)} onSubmit={(event) => event.preventDefault()}>
          <label>
            Name
            <input value={name} onChange={(event) => setName(event.target.value)} />
          </label>
        </FormDialog>
      ) : null}
    </>
  );
}

/** The server: GET /auth/me answers `person` (as they are now), a sign-in signs them in. */
function serve(person: SignedInPerson = signedInPerson()) {
  return mockFetch((url) =>
    url.pathname === '/api/auth/me' ? json(person) : json({ token: 'fresh', expiresAt: '2030-01-01T00:00:00Z', language: null, person }),
  );
}

function renderAt(path: string, person: SignedInPerson | null = signedInPerson()) {
  return renderWithProviders(
    <Switch>
      <Route path="/admin/login" component={LoginPage} />
      <Route path="/admin/*">
        <RequireSession>
          <PageWithDialog />
        </RequireSession>
      </Route>
    </Switch>,
    { path, person },
  );
}

describe('RequireSession', () => {
  beforeEach(() => {
    useSession.setState({ token: null, ended: false });
    serve();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('sends a visitor without a token to the login page', () => {
    renderAt('/admin/category');
    expect(screen.getByRole('heading', { name: admin.login.heading })).toBeInTheDocument();
  });

  it('lets the owner in with a token, and asks who they are now', async () => {
    const fetchMock = serve();
    useSession.setState({ token: 'abc' });
    renderAt('/admin/category');
    expect(screen.getByText('At /admin/category')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/auth/me'));
  });

  it('with a token kept from before the panel knew people, asks who it is before showing the page', async () => {
    serve(signedInPerson('staff'));
    useSession.setState({ token: 'abc' });
    renderAt('/admin/orders', null);
    expect(screen.queryByText('At /admin/orders')).not.toBeInTheDocument();
    expect(await screen.findByText('At /admin/orders')).toBeInTheDocument();
    expect(useSession.getState().person).toMatchObject({ name: 'Rima', role: 'staff' });
  });

  it('sends someone with a one-time password to the password page from any page', async () => {
    const person = signedInPerson('staff', { mustChangePassword: true });
    serve(person);
    useSession.setState({ token: 'abc' });
    renderAt('/admin/orders?status=new', person);
    expect(await screen.findByText('At /admin/update-password')).toBeInTheDocument();
  });

  it('asks who the person is again after a refusal (403) and on window focus: the owner may have changed their role', async () => {
    let now = signedInPerson('owner', { id: 'u-rima', name: 'Rima' });
    mockFetch((url) => (url.pathname === '/api/auth/me' ? json(now) : json({ message: apiMessages.notAllowed }, 403)));
    useSession.setState({ token: 'abc' });
    renderAt('/admin/product', now);
    await waitFor(() => expect(useSession.getState().person?.role).toBe('owner'));

    now = { ...now, role: 'staff', permissions: ['orders', 'sales', 'stock', 'messages'] };
    await act(async () => {
      await expect(apiRequest('/products', { method: 'POST', body: {} })).rejects.toThrow(apiMessages.notAllowed);
    });
    await waitFor(() => expect(useSession.getState().person?.role).toBe('staff'));

    now = { ...now, role: 'owner' };
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(useSession.getState().person?.role).toBe('owner'));
    focusManager.setFocused(undefined);
  });

  it('after a 401 shows the login page saying so, then returns to the same page and query', async () => {
    const user = userEvent.setup();
    useSession.setState({ token: 'expired' });
    renderAt('/admin/offer?page=2&search=rose');
    expect(screen.getByText('At /admin/offer?page=2&search=rose')).toBeInTheDocument();

    act(() => useSession.getState().end());
    expect(await screen.findByText(apiMessages.sessionEnded)).toBeInTheDocument();

    serve();
    await user.type(screen.getByLabelText(admin.login.username), 'owner');
    await user.type(screen.getByLabelText(admin.login.password), 'secret{Enter}');
    expect(await screen.findByText('At /admin/offer?page=2&search=rose')).toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({ token: 'fresh', ended: false });
  });

  it('when the session ends with a form open, asks to sign in over the page and keeps what was typed', async () => {
    const user = userEvent.setup();
    useSession.setState({ token: 'expired' });
    renderAt('/admin/offer?page=2');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('Name'), 'Rose water');

    await act(async () => useSession.getState().end());
    const signIn = await screen.findByRole('dialog', { name: admin.login.heading });
    expect(within(signIn).getByText(apiMessages.sessionEnded)).toBeInTheDocument();
    expect(screen.getByText('At /admin/offer?page=2')).toBeInTheDocument();

    serve();
    await user.type(within(signIn).getByLabelText(admin.login.username), 'owner');
    await user.type(within(signIn).getByLabelText(admin.login.password), 'secret{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: admin.login.heading })).not.toBeInTheDocument());
    expect(useSession.getState()).toMatchObject({ token: 'fresh', ended: false });
    // Radix gives the page back to assistive technology as the sign-in dialog's last effect goes.
    expect(await screen.findByRole('dialog', { name: 'Add Offer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Rose water');
    expect(screen.getByText('At /admin/offer?page=2')).toBeInTheDocument();
  });

  /** Opens the page's add dialog, then the session goes the given way. */
  async function openFormThen(ending: 'end' | 'signOut') {
    const user = userEvent.setup();
    useSession.setState({ token: 'abc' });
    renderAt('/admin/offer');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await act(async () => useSession.getState()[ending]());
    return user;
  }

  it('goes to the login page when the owner closes that sign-in instead', async () => {
    const user = await openFormThen('end');
    const signIn = await screen.findByRole('dialog', { name: admin.login.heading });

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { level: 1, name: admin.login.heading })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signIn).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/login');
  });

  it('signed out by the owner (not ended by the server), goes to the login page even with a form open', async () => {
    await openFormThen('signOut');
    expect(await screen.findByRole('heading', { level: 1, name: admin.login.heading })).toBeInTheDocument();
    expect(screen.queryByText(apiMessages.sessionEnded)).not.toBeInTheDocument();
  });
});
