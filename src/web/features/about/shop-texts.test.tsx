import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FloatingWhatsAppButton } from '#web/layout/FloatingWhatsAppButton.js';
import { CATALOGUES, renderInLanguage, TRANSLATED_SHOP as shop, whatsappTextOf } from '#web/test-support/render.js';
import { AboutPage } from './AboutPage.js';

// The owner's About text and chat greeting (Settings) in the page's language, English where none was written.
describe("the owner's texts in the page's language", () => {
  it.each([
    ['en', ['A family shop since 1970.', 'Premium quality.']],
    ['fr', ['Une boutique familiale depuis 1970.', 'Qualité premium.']],
    ['ar', ['متجر عائلي منذ 1970.']],
  ] as const)('shows the About text in %s, paragraph by paragraph', (language, paragraphs) => {
    renderInLanguage(language, '/about', <AboutPage />, shop);
    for (const paragraph of paragraphs) expect(screen.getByText(paragraph, { selector: 'p' })).toBeInTheDocument();
    if (language !== 'en') expect(screen.queryByText('Premium quality.')).not.toBeInTheDocument();
  });

  it('shows the English About text on a French page when the owner wrote none in French', () => {
    renderInLanguage('fr', '/about', <AboutPage />, { ...shop, translations: { fr: {}, ar: {} } });
    expect(screen.getByText('Premium quality.')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Hello! Tell me more.'],
    ['fr', 'Hello! Tell me more.'],
    ['ar', 'مرحبًا! أودّ معرفة المزيد.'],
  ] as const)('opens the chat from the WhatsApp button with the greeting in %s', (language, greeting) => {
    renderInLanguage(language, '/', <FloatingWhatsAppButton />, shop);
    const link = screen.getByRole('link', { name: CATALOGUES[language].whatsapp.chatButton });
    expect(whatsappTextOf(link.getAttribute('href'))).toBe(greeting);
  });
});
