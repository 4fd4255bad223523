import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { DEFAULT_SHOP_CONFIG } from '#contract/shop-defaults.js';
import { SettingsPage } from '../settings/SettingsPage.js';
import { json, mockFetch, renderWithProviders } from '#web/test-support/admin.js';
import { AdminLayout, PlaceholderNumberBanner } from './AdminLayout.js';

const warning = /placeholder number/;

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('admin layout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('warns on admin pages while the shop uses the placeholder WhatsApp number', () => {
    mockFetch(() => json({ newCount: 0 }));
    renderWithProviders(
      <AdminLayout>
        <h1>Products</h1>
      </AdminLayout>,
    );
    expect(screen.getByText(warning)).toHaveTextContent(DEFAULT_SHOP_CONFIG.whatsappNumber);
  });

  it('says nothing once the shop has its own number', () => {
    render(<PlaceholderNumberBanner shop={{ whatsappNumber: '96171123456' }} />);
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it('links the warning to the Settings page and drops it once the number is saved there', async () => {
    const user = userEvent.setup();
    mockFetch((url, init) => {
      if (url.pathname === '/api/orders/summary') return json({ newCount: 0 });
      if (url.pathname !== '/api/settings') return json({}, 404);
      return json(init?.method === 'PUT' ? { ...DEFAULT_SHOP_CONFIG, whatsappNumber: '96171123456' } : DEFAULT_SHOP_CONFIG);
    });
    renderWithProviders(
      <AdminLayout>
        <SettingsPage />
      </AdminLayout>,
      { path: '/admin/settings' },
    );
    expect(screen.getByRole('link', { name: admin.setWhatsAppNumber })).toHaveAttribute('href', '/admin/settings');
    const number = await screen.findByLabelText(admin.settings.whatsappNumber);
    await user.clear(number);
    await user.type(number, '+961 71 123 456');
    await user.click(screen.getByRole('button', { name: admin.settings.submit }));
    await waitFor(() => expect(screen.queryByText(warning)).not.toBeInTheDocument());
  });
});
