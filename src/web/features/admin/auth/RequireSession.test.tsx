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
import { json, mockFetch, renderWithProviders } from '#web/test-support/admin.js';
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

function renderAt(path: string) {
  return renderWithProviders(
    <Switch>
      <Route path="/admin/login" component={LoginPage} />
      <Route path="/admin/*">
        <RequireSession>
          <PageWithDialog />
        </RequireSession>
      </Route>
    </Switch>,
    { path },
  );
}

describe('RequireSession', () => {
  beforeEach(() => useSession.setState({ token: null, ended: false }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('sends a visitor without a token to the login page', () => {
    renderAt('/admin/category');
    expect(screen.getByRole('heading', { name: admin.login.heading })).toBeInTheDocument();
  });

  it('lets the owner in with a token', () => {
    useSession.setState({ token: 'abc' });
    renderAt('/admin/category');
    expect(screen.getByText('At /admin/category')).toBeInTheDocument();
  });

  it('after a 401 shows the login page saying so, then returns to the same page and query', async () => {
    const user = userEvent.setup();
    useSession.setState({ token: 'expired' });
    renderAt('/admin/offer?page=2&search=rose');
    expect(screen.getByText('At /admin/offer?page=2&search=rose')).toBeInTheDocument();

    act(() => useSession.getState().end());
    expect(await screen.findByText(apiMessages.sessionEnded)).toBeInTheDocument();

    mockFetch(() => json({ token: 'fresh', expiresAt: '2030-01-01T00:00:00Z' }));
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

    mockFetch(() => json({ token: 'fresh', expiresAt: '2030-01-01T00:00:00Z' }));
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
