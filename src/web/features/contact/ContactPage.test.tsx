import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '#contract/constants.js';
import { apiMessages, validation } from '#contract/messages/validation.js';
import type { Language } from '#web/i18n/messages.js';
import { CATALOGUES, json, mockFetch, renderInLanguage } from '#web/test-support/render.js';
import { ContactPage } from './ContactPage.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** The contact page in `language`, its form filled in, the API refusing it with the server's English messages. */
async function sendRefused(language: Language) {
  mockFetch((url) =>
    url.pathname === '/api/contact-us'
      ? json(
          {
            message: validation.contactEmailInvalid,
            errors: {
              name: apiMessages.invalidCharacters,
              email: validation.contactEmailInvalid,
              message: validation.contactMessageTooLong,
            },
          },
          400,
        )
      : undefined,
  );
  renderInLanguage(language, '/contact-us', <ContactPage />);
  const messages = CATALOGUES[language].contact;
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(messages.name), 'Rima');
  await user.type(screen.getByLabelText(messages.email), 'rima@example.com');
  await user.type(screen.getByLabelText(messages.message), 'Hello');
  await user.click(screen.getByRole('button', { name: messages.send }));
  return messages;
}

describe("the contact form's messages in the page's language", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['fr', 'ar'] as const)("shows the API's field messages in %s", async (language) => {
    const messages = await sendRefused(language);
    const common = CATALOGUES[language].common;
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(messages.email)).toHaveAccessibleDescription(messages.emailInvalid);
    expect(screen.getByLabelText(messages.name)).toHaveAccessibleDescription(common.invalidCharacters);
    expect(screen.getByLabelText(messages.message)).toHaveAccessibleDescription(messages.messageTooLong(LIMITS.contactMessageMax));
    expect(screen.queryByText(validation.contactEmailInvalid)).not.toBeInTheDocument();
    expect(screen.queryByText(validation.contactMessageTooLong)).not.toBeInTheDocument();
  });

  it('shows them as the server words them on an English page', async () => {
    await sendRefused('en');
    expect(await screen.findByText(validation.contactEmailInvalid)).toBeInTheDocument();
    expect(screen.getByText(validation.contactMessageTooLong)).toBeInTheDocument();
  });

  it("has the browser's own check of an empty field say the page's words, until the visitor types", () => {
    renderInLanguage('ar', '/contact-us', <ContactPage />);
    const messages = CATALOGUES.ar.contact;
    const name = screen.getByLabelText<HTMLInputElement>(messages.name);
    fireEvent.invalid(name);
    expect(name.validationMessage).toBe(messages.nameRequired);
    fireEvent.invalid(screen.getByLabelText(messages.email));
    expect(screen.getByLabelText<HTMLInputElement>(messages.email).validationMessage).toBe(messages.emailInvalid);
    fireEvent.input(name, { target: { value: 'ريما' } });
    expect(name.validationMessage).toBe('');
  });
});
