import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Switch } from 'wouter';
import { admin } from '#contract/messages/admin.js';
import { renderWithProviders } from '#web/test-support/admin.js';
import { useUnsavedChanges } from './unsaved-changes.js';
import { UnsavedChangesGuard, useConfirmLeave } from './UnsavedChangesGuard.js';

const messages = admin.unsaved.leave;

/** A page with one field: what is typed there is unsaved until it is empty again. */
function Notes() {
  const [note, setNote] = useState('');
  useUnsavedChanges(note !== '');
  return <input aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />;
}

/** Stands for the Logout menu item: it leaves the panel through whatever `leave` does. */
function SignOut({ leave }: { leave: () => void }) {
  const confirmLeave = useConfirmLeave();
  return (
    <button type="button" onClick={() => confirmLeave(leave)}>
      Sign out
    </button>
  );
}

function renderPanel(path = '/admin/stock', leave = vi.fn()) {
  renderWithProviders(
    <UnsavedChangesGuard>
      <nav>
        <Link href="/admin/orders">Orders</Link>
        <Link href="/admin/stock">Stock</Link>
        <Link href="/admin/stock?filter=low">Low stock</Link>
        <SignOut leave={leave} />
      </nav>
      <Switch>
        <Route path="/admin/stock">
          <Notes />
        </Route>
        <Route path="/admin/orders">
          <h1>Orders</h1>
        </Route>
      </Switch>
    </UnsavedChangesGuard>,
    { path },
  );
  return { leave };
}

/** Fires beforeunload as the browser does before a reload; true when the page asked to stay. */
function browserWouldAsk(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** By its label: while the confirmation shows, the page under it is hidden from the accessibility tree. */
const note = () => screen.getByLabelText('Note');
const confirmation = () => screen.queryByRole('alertdialog', { name: messages.title });

describe('leaving a page with unsaved changes', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('follows a link at once while nothing is unsaved, and the browser does not ask before a reload', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(browserWouldAsk()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(window.location.pathname).toBe('/admin/orders');
    expect(confirmation()).toBeNull();
  });

  it('asks before following a link: Stay keeps what was typed, Leave without saving goes', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(note(), 'Count the shelf');
    await user.click(screen.getByRole('link', { name: 'Orders' }));

    expect(confirmation()).toHaveAccessibleDescription(`${messages.description} ${admin.common.cannotUndo}`);
    expect(window.location.pathname).toBe('/admin/stock');
    await user.click(screen.getByRole('button', { name: messages.stay }));
    expect(confirmation()).toBeNull();
    expect(note()).toHaveValue('Count the shelf');

    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await user.click(screen.getByRole('button', { name: messages.discard }));
    expect(window.location.pathname).toBe('/admin/orders');
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('lets the page change its own query without asking: the page and what was typed stay', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(note(), 'Count the shelf');
    await user.click(screen.getByRole('link', { name: 'Low stock' }));
    expect(confirmation()).toBeNull();
    expect(window.location.search).toBe('?filter=low');
    expect(note()).toHaveValue('Count the shelf');
  });

  it('has the browser ask before a reload or another address only while something is unsaved', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(note(), 'x');
    expect(browserWouldAsk()).toBe(true);
    await user.clear(note());
    expect(browserWouldAsk()).toBe(false);
  });

  it("undoes the browser's Back and asks; Leave without saving goes back after all", async () => {
    const user = userEvent.setup();
    renderPanel('/admin/orders');
    await user.click(screen.getByRole('link', { name: 'Stock' }));
    await user.type(note(), 'Count the shelf');

    await act(async () => window.history.back());
    expect(window.location.pathname).toBe('/admin/stock');
    expect(note()).toHaveValue('Count the shelf');
    expect(confirmation()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.stay }));
    expect(note()).toHaveValue('Count the shelf');

    await act(async () => window.history.back());
    await user.click(screen.getByRole('button', { name: messages.discard }));
    expect(window.location.pathname).toBe('/admin/orders');
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('goes Back at once while nothing is unsaved', async () => {
    const user = userEvent.setup();
    renderPanel('/admin/orders');
    await user.click(screen.getByRole('link', { name: 'Stock' }));
    expect(note()).toBeInTheDocument();
    await act(async () => window.history.back());
    expect(window.location.pathname).toBe('/admin/orders');
    expect(confirmation()).toBeNull();
  });

  it('asks before signing out; leaving then goes without the browser asking again', async () => {
    const user = userEvent.setup();
    const { leave } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(leave).toHaveBeenCalledTimes(1);

    await user.type(note(), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(leave).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: messages.discard }));
    expect(leave).toHaveBeenCalledTimes(2);
    expect(browserWouldAsk()).toBe(false);
  });
});
