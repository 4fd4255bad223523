import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Feed, FeedSettingsInput } from '#contract/feed.js';
import { admin } from '#contract/messages/admin.js';
import { adminText as arabic } from '#contract/messages/ar/admin.js';
import { adminText as french } from '#contract/messages/fr/admin.js';
import { validationText as frenchValidation } from '#contract/messages/fr/validation.js';
import { validation } from '#contract/messages/validation.js';
import { toast } from '#web/components/ui/toast.js';
import { json, mockFetch, renderAdminIn, renderWithProviders } from '#web/test-support/admin.js';
import { FeedSection } from './FeedSection.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const text = admin.feed;

const feed: Feed = {
  addresses: {
    en: 'https://shop.example/feed/products.xml',
    fr: 'https://shop.example/fr/feed/products.xml',
    ar: 'https://shop.example/ar/feed/products.xml',
  },
  brand: null,
  categories: [
    { id: 'c-lips', name: 'Lipsticks', googleCategory: '473' },
    { id: 'c-skin', name: 'Skin care', googleCategory: null },
  ],
  rows: 12,
  leftOut: [
    { kind: 'product', id: 'p-1', name: 'Velvet Rouge', reason: 'noPhoto' },
    { kind: 'offer', id: 'o-1', name: 'Summer & Sun', reason: 'noPhoto' },
  ],
};

/** Serves GET /api/feed with `shown` and answers each PUT with `respond(body)`. */
function serveFeed(shown: Feed, respond: (body: FeedSettingsInput) => Response) {
  const sent: FeedSettingsInput[] = [];
  mockFetch((url, init) => {
    if (url.pathname !== '/api/feed') return json({}, 404);
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as FeedSettingsInput;
      sent.push(body);
      return respond(body);
    }
    return json(shown);
  });
  return sent;
}

async function renderSection() {
  renderWithProviders(<FeedSection shopName="Beirut Beauty" />, { path: '/admin/settings' });
  return screen.findByLabelText(text.brand);
}

describe("Settings' Product feed section", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the address of each language to copy, the items sent and the brand that goes when none is set', async () => {
    const user = userEvent.setup();
    serveFeed(feed, () => json(feed));
    const brand = await renderSection();

    for (const language of ['en', 'fr', 'ar'] as const) {
      expect(screen.getByRole('status', { name: text.addressIn[language] })).toHaveTextContent(feed.addresses[language]);
    }
    expect(screen.getByText(text.rows(12))).toBeInTheDocument();
    expect(brand).toHaveValue('');
    expect(brand).toHaveAccessibleDescription(text.brandHint('Beirut Beauty'));

    const french = screen.getByText(text.addressIn.fr).parentElement!;
    await user.click(within(french).getByRole('button', { name: admin.common.copy }));
    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe(feed.addresses.fr);
    expect(within(french).getByText(admin.common.copied)).toBeInTheDocument();
  });

  it('lists what the feed leaves out, each linked to its list searched for its name', async () => {
    serveFeed(feed, () => json(feed));
    await renderSection();

    const product = screen.getByRole('link', { name: 'Velvet Rouge' });
    expect(product).toHaveAttribute('href', '/admin/product?search=Velvet+Rouge');
    expect(product.closest('li')).toHaveTextContent(`${text.kind.product}Velvet Rouge${text.reason.noPhoto}`);
    expect(screen.getByRole('link', { name: 'Summer & Sun' })).toHaveAttribute('href', '/admin/offer?search=Summer+%26+Sun');
    expect(screen.queryByText(text.noneLeftOut)).not.toBeInTheDocument();
  });

  it('says so when every product and offer is in the feed', async () => {
    serveFeed({ ...feed, leftOut: [] }, () => json(feed));
    await renderSection();
    expect(screen.getByText(text.noneLeftOut)).toBeInTheDocument();
    expect(screen.queryByText(text.leftOutIntro)).not.toBeInTheDocument();
  });

  it("offers Google's list to pick each category from, and saves the brand and the categories by their numbers", async () => {
    const user = userEvent.setup();
    const stored: Feed = {
      ...feed,
      brand: 'Maison Nour',
      categories: [feed.categories[0]!, { ...feed.categories[1]!, googleCategory: '567' }],
    };
    const sent = serveFeed(feed, () => json(stored));
    const brand = await renderSection();

    // The number stored is shown as Google's English path.
    const lipsticks = screen.getByLabelText('Lipsticks');
    expect(lipsticks).toHaveValue('Health & Beauty > Personal Care > Cosmetics');
    const skin = screen.getByLabelText('Skin care');
    const list = document.getElementById(skin.getAttribute('list')!)!;
    expect(lipsticks).toHaveAttribute('list', list.id);
    const offered = [...list.querySelectorAll('option')].map((option) => option.value);
    expect(offered).toContain('Health & Beauty > Personal Care > Cosmetics > Makeup > Lip Makeup > Lipstick');
    expect(offered).toContain('Health & Beauty > Personal Care > Cosmetics > Skin Care');
    expect(offered.every((path) => path.startsWith('Health & Beauty'))).toBe(true);

    await user.type(brand, 'Maison Nour');
    // As the browser fills the field when a path is chosen from the list.
    await user.click(skin);
    await user.paste('Health & Beauty > Personal Care > Cosmetics > Skin Care');
    expect(screen.getByText(admin.unsaved.notSaved)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.submit }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(text.saved));
    expect(sent).toEqual([{ brand: 'Maison Nour', categories: { 'c-lips': '473', 'c-skin': '567' } }]);
    expect(brand).toHaveValue('Maison Nour');
    expect(screen.getByLabelText('Skin care')).toHaveValue('Health & Beauty > Personal Care > Cosmetics > Skin Care');
    expect(screen.queryByText(admin.unsaved.notSaved)).not.toBeInTheDocument();
  });

  it("refuses a category that is not in Google's list at its field, in the panel's language, sending nothing", async () => {
    const user = userEvent.setup();
    const sent = serveFeed(feed, () => json(feed));
    await renderAdminIn('fr', <FeedSection shopName="Beirut Beauty" />, { path: '/fr/admin/settings' });

    expect(await screen.findByRole('heading', { name: french.feed.heading })).toBeInTheDocument();
    const skin = await screen.findByLabelText('Skin care');
    await user.type(skin, 'Lip stuff');
    await user.click(screen.getByRole('button', { name: french.feed.submit }));

    await waitFor(() => expect(skin).toHaveAccessibleDescription(frenchValidation.googleCategoryInvalid));
    expect(skin).toHaveFocus();
    expect(sent).toEqual([]);
    // Cleared, the category sends none.
    await user.clear(skin);
    await user.click(screen.getByRole('button', { name: french.feed.submit }));
    await waitFor(() => expect(sent).toEqual([{ brand: '', categories: { 'c-lips': '473', 'c-skin': '' } }]));
  });

  it("shows the server's message at the category it concerns", async () => {
    const user = userEvent.setup();
    serveFeed(feed, () => json({ error: 'Validation failed', errors: { 'categories.c-skin': validation.googleCategoryInvalid } }, 400));
    await renderSection();

    await user.type(screen.getByLabelText('Skin care'), '2834');
    await user.click(screen.getByRole('button', { name: text.submit }));

    const skin = screen.getByLabelText('Skin care');
    await waitFor(() => expect(skin).toHaveAccessibleDescription(validation.googleCategoryInvalid));
    expect(skin).toHaveFocus();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says when the feed cannot be loaded', async () => {
    mockFetch(() => json({ error: 'Internal Server Error' }, 500));
    renderWithProviders(<FeedSection shopName="Beirut Beauty" />, { path: '/admin/settings' });
    expect(await screen.findByText(text.fetchFailed)).toBeInTheDocument();
  });

  it("speaks the panel's language", async () => {
    serveFeed(feed, () => json(feed));
    await renderAdminIn('ar', <FeedSection shopName="Beirut Beauty" />, { path: '/ar/admin/settings' });

    expect(await screen.findByRole('heading', { name: arabic.feed.heading })).toBeInTheDocument();
    expect(await screen.findByText(arabic.feed.rows(12))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Velvet Rouge' }).closest('li')).toHaveTextContent(arabic.feed.reason.noPhoto);
  });
});
