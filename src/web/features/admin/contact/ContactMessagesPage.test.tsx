import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '#contract/contact.js';
import { admin } from '#contract/messages/admin.js';
import { json, mockFetch, renderWithProviders, signedInPerson } from '#web/test-support/admin.js';
import { page } from '#web/test-support/data.js';
import { ContactMessagesPage } from './ContactMessagesPage.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const message: ContactMessage = {
  id: 'm1',
  name: 'Layla',
  email: 'layla@example.com',
  message: 'Do you have the Rose shade again?',
  createdAt: '2026-03-10T08:30:00Z',
};

/** The list's card of the message, and a way to open the message (the card is hidden from then on, the dialog being modal). */
async function showList(person = signedInPerson()) {
  const user = userEvent.setup();
  mockFetch((url) => (url.pathname === '/api/contact-us' ? json(page([message])) : json({}, 404)));
  renderWithProviders(<ContactMessagesPage />, { path: '/admin/contact-us', person });
  const card = (await screen.findByRole('button', { name: admin.contact.open('Layla') })).closest('li')!;
  const open = async () => {
    await user.click(within(card).getByRole('button', { name: admin.contact.open('Layla') }));
    return screen.findByRole('dialog', { name: 'Layla' });
  };
  return { card, open };
}

describe('ContactMessagesPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('lets the owner delete a message, from the list and from the message', async () => {
    const { card, open } = await showList();
    expect(within(card).getByRole('button', { name: `${admin.common.delete} Layla` })).toBeInTheDocument();
    const dialog = await open();
    expect(within(dialog).getByRole('button', { name: admin.common.delete })).toBeInTheDocument();
  });

  it('lets staff read messages and reply, but not delete them', async () => {
    const { card, open } = await showList(signedInPerson('staff'));
    expect(within(card).getByText(message.message)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: new RegExp(admin.common.delete) })).not.toBeInTheDocument();
    const dialog = await open();
    expect(within(dialog).getByRole('link', { name: admin.contact.replyByEmail })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: admin.common.delete })).not.toBeInTheDocument();
  });
});
