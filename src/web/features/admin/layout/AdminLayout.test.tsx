import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_CONFIG } from '#contract/shop-defaults.js';
import { renderWithProviders } from '../test-utils.js';
import { AdminLayout, PlaceholderNumberBanner } from './AdminLayout.js';

const warning = /SHOP_WHATSAPP_NUMBER/;

describe('admin layout', () => {
  it('warns on admin pages while the shop uses the placeholder WhatsApp number', () => {
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
});
