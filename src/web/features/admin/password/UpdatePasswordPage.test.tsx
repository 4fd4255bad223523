import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { adminText as arabic } from '#contract/messages/ar/admin.js';
import { toast } from '#web/components/ui/toast.js';
import { json, mockFetch, renderAdminIn, renderWithProviders, signedInPerson } from '#web/test-support/admin.js';
import { UpdatePasswordPage } from './UpdatePasswordPage.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const text = admin.password;

describe('UpdatePasswordPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('fills in the username, and once the password is changed stays, the passwords cleared', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }));
    renderWithProviders(<UpdatePasswordPage />, { path: '/admin/update-password' });
    expect(screen.getByLabelText(text.username)).toHaveValue('nour');
    // Nothing to explain to someone who chose to come here.
    expect(screen.queryByText(text.chooseYourOwn)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(text.oldPassword), 'old secret');
    await user.type(screen.getByLabelText(text.newPassword), 'new secret');
    await user.type(screen.getByLabelText(text.confirmPassword), 'new secret');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(text.success));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ username: 'nour', oldPassword: 'old secret' });
    expect(window.location.pathname).toBe('/admin/update-password');
    expect(screen.getByLabelText(text.username)).toHaveValue('nour');
    expect(screen.getByLabelText(text.oldPassword)).toHaveValue('');
  });

  it('says why in Arabic to someone signed in with a one-time password', async () => {
    mockFetch(() => json({}, 404));
    await renderAdminIn('ar', <UpdatePasswordPage />, {
      path: '/admin/update-password',
      person: signedInPerson('staff', { mustChangePassword: true }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(arabic.password.chooseYourOwn);
    expect(screen.getByLabelText(arabic.password.username)).toHaveValue('rima');
  });
});
