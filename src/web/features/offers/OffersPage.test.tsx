import { getDefaultNormalizer, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUES, json, mockFetch, renderRoute } from '#web/test-support/render.js';
import { page } from '#web/test-support/data.js';
import { OffersPage } from './OffersPage.js';

describe('offers page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['en', 'fr', 'ar'] as const)("names offers near a search that found nothing, in the page's language (%s)", async (language) => {
    const suggestions = [{ name: 'Summer set', translations: { fr: { name: 'Coffret été' }, ar: { name: 'مجموعة الصيف' } } }];
    mockFetch((url) => (url.pathname === '/api/offer' ? json({ ...page([]), suggestions }) : undefined));
    renderRoute('/offers', <OffersPage />, '/offers?search=sumer%20sett', { language, messages: CATALOGUES[language] });
    const messages = CATALOGUES[language].offers;
    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
    expect(screen.getByText(messages.didYouMean, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeInTheDocument();
    const name = { en: 'Summer set', fr: 'Coffret été', ar: 'مجموعة الصيف' }[language];
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', `/offers?${new URLSearchParams({ search: name }).toString()}`);
  });

  it('shows no suggestions for a plain empty list', async () => {
    mockFetch((url) => (url.pathname === '/api/offer' ? json(page([])) : undefined));
    renderRoute('/offers', <OffersPage />, '/offers');
    expect(await screen.findByText('No offers found')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
