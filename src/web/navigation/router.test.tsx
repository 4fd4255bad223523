import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Redirect, Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { visit } from '#web/test-support/render.js';
import { canGoBackInShop, NavLink, ShopRouter, useSearchParams } from './router.js';

function SearchBox() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>search: {params.get('search') ?? '(none)'}</p>
      <button type="button" onClick={() => setParams((current) => (current.set('page', '2'), current))}>
        page 2
      </button>
      <button type="button" onClick={() => setParams((current) => current, { replace: false })}>
        same
      </button>
    </>
  );
}

describe('the shop router', () => {
  it('numbers history entries: Back stays in the shop only after an in-shop navigation', async () => {
    const user = userEvent.setup();
    visit('/cart');
    render(
      <ShopRouter>
        <Link href="/offer">Offers</Link>
      </ShopRouter>,
    );
    expect(canGoBackInShop()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Offers' }));
    expect(window.location.pathname).toBe('/offer');
    expect(canGoBackInShop()).toBe(true);
  });

  it('keeps the index when a navigation replaces the entry', () => {
    visit('/old');
    render(
      <ShopRouter>
        <Switch>
          <Route path="/old">
            <Redirect to="/cart" replace />
          </Route>
          <Route>here</Route>
        </Switch>
      </ShopRouter>,
    );
    expect(window.location.pathname).toBe('/cart');
    expect(canGoBackInShop()).toBe(false);
  });

  it('marks a nav link current on its path and below it, and an `end` link only on its path', () => {
    visit('/offer/abc');
    render(
      <ShopRouter>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <NavLink to="/offer" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Offers
        </NavLink>
        <NavLink to="/of" className="plain">
          Prefix only
        </NavLink>
      </ShopRouter>,
    );
    expect(screen.getByRole('link', { name: 'Offers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Offers' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('off');
    expect(screen.getByRole('link', { name: 'Prefix only' })).not.toHaveAttribute('aria-current');
  });

  it('reads the query as the address bar has it: "%41" stays "%41"', () => {
    visit('/?search=%2541');
    render(
      <ShopRouter>
        <SearchBox />
      </ShopRouter>,
    );
    expect(screen.getByText('search: %41')).toBeInTheDocument();
  });

  it('writes new parameters with the path kept, and an unchanged query adds no history entry', async () => {
    const user = userEvent.setup();
    visit('/offer?search=rose');
    render(
      <ShopRouter>
        <SearchBox />
      </ShopRouter>,
    );
    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: 'same' }));
    expect(window.history.length).toBe(before);
    await user.click(screen.getByRole('button', { name: 'page 2' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/offer?search=rose&page=2');
    expect(window.history.length).toBe(before + 1);
    act(() => window.history.back());
    expect(await screen.findByText('search: rose')).toBeInTheDocument();
  });
});
