import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { arabicMessages } from '../i18n/arabic.js';
import { MessagesProvider } from '../i18n/context.js';
import { ShopRouter } from '../navigation/router.js';
import { visit } from '#web/test-support/render.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { PublicNavbar } from './PublicNavbar.js';

describe('the language switcher', () => {
  afterEach(() => {
    document.cookie = 'shop-language=; Path=/; Max-Age=0';
  });

  it('links the page the visitor is on, with its query, in each language, each named in itself', () => {
    visit('/offer?page=2');
    render(
      <ShopRouter>
        <LanguageSwitcher />
      </ShopRouter>,
    );
    const list = screen.getByRole('list', { name: 'Language' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')])).toEqual([
      ['ENEnglish', '/offer?page=2', 'en'],
      ['FRFrançais', '/fr/offer?page=2', 'fr'],
      ['عالعربية', '/ar/offer?page=2', 'ar'],
    ]);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Français' })).not.toHaveAttribute('aria-current');
  });

  it('on an Arabic page, leads back to the same page in English and remembers the choice', async () => {
    visit('/ar/products/p1');
    render(
      <MessagesProvider language="ar" messages={arabicMessages}>
        <ShopRouter base="/ar">
          <PublicNavbar />
        </ShopRouter>
      </MessagesProvider>,
    );
    const list = screen.getByRole('list', { name: 'اللغة' });
    expect(within(list).getByRole('link', { name: 'العربية' })).toHaveAttribute('aria-current', 'true');
    const english = within(list).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/products/p1');
    // The page's own links stay in Arabic.
    expect(screen.getByRole('link', { name: 'Beirut Beauty' })).toHaveAttribute('href', '/ar/');
    english.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(english);
    expect(document.cookie).toContain('shop-language=en');
  });
});
