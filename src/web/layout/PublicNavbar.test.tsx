import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCart } from '../shop/cart.js';
import { ShopRouter } from '../navigation/router.js';
import { visit } from '#web/test-support/render.js';
import { cartBadgeText, PublicNavbar } from './PublicNavbar.js';

const show = (url = '/') => {
  visit(url);
  return render(
    <ShopRouter>
      <PublicNavbar />
    </ShopRouter>,
  );
};

describe('public navigation bar', () => {
  beforeEach(() => {
    localStorage.clear();
    useCart.getState().clear();
  });

  it('caps the cart badge at 99+ and hides it at zero', () => {
    expect(cartBadgeText(0)).toBeNull();
    expect(cartBadgeText(7)).toBe('7');
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
  });

  it('shows the item count on the cart link and highlights the current page', () => {
    show('/offer');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    act(() => {
      useCart.getState().add({ id: 'p1', name: 'Lipstick', price: 10, image: null });
      useCart.getState().add({ id: 'p1', name: 'Lipstick', price: 10, image: null });
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Offers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('toggles the mobile menu, which closes on a choice', async () => {
    show();
    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById('mobile-menu')!;
    expect(menu).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: 'About Us' }).find((link) => menu.contains(link))!);
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('public mobile menu from the keyboard', () => {
  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    show();
    const button = screen.getByRole('button', { name: 'Open menu' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    await user.tab();
    expect(document.activeElement?.closest('#mobile-menu')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes when Tab leaves it', async () => {
    const user = userEvent.setup();
    render(
      <ShopRouter>
        <PublicNavbar />
        <a href="/elsewhere">After the bar</a>
      </ShopRouter>,
    );
    screen.getByRole('button', { name: 'Open menu' }).focus();
    await user.keyboard('{Enter}');
    const menu = document.getElementById('mobile-menu')!;
    const links = menu.querySelectorAll('a');
    for (let step = 0; step < links.length; step += 1) await user.tab();
    expect(links[links.length - 1]).toHaveFocus();
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    await user.tab();
    expect(screen.getByRole('link', { name: 'After the bar' })).toHaveFocus();
    expect(document.getElementById('mobile-menu')).toBeNull();
  });
});
