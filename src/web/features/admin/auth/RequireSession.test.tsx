import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch, useLocation } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin } from '../../../../contract/messages/admin.js';
import { apiMessages } from '../../../../contract/messages/validation.js';
import { useQueryString } from '../../../lib/router.js';
import { useSession } from '../../../lib/session.js';
import { json, mockFetch, renderWithProviders } from '../shared/test-utils.js';
import { LoginPage } from './LoginPage.js';
import { RequireSession } from './RequireSession.js';

vi.mock('../../../lib/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function Where() {
  const [pathname] = useLocation();
  const query = useQueryString();
  return <p>At {`${pathname}${query}`}</p>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Switch>
      <Route path="/admin/login" component={LoginPage} />
      <Route path="/admin/*">
        <RequireSession>
          <Where />
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
});
