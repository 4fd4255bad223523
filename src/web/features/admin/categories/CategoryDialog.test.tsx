import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '#contract/category.js';
import { admin } from '#contract/messages/admin.js';
import { validation } from '#contract/messages/validation.js';
import { json, mockFetch, renderWithProviders } from '#web/test-support/admin.js';
import { CategoryDialog } from './CategoryDialog.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const category: Category = { id: 'c1', name: 'Lips', translations: { fr: { name: 'Lèvres' }, ar: {} } };

function renderDialog(editing: Category | null) {
  const onClose = vi.fn();
  renderWithProviders(<CategoryDialog category={editing} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog') };
}

describe('CategoryDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the French and Arabic names and sends every name again, an emptied one as none', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => json({ ...category, translations: { fr: {}, ar: { name: 'شفاه' } } }));
    const { dialog, onClose } = renderDialog(category);
    const french = within(dialog).getByRole('group', { name: admin.translations.legend('French') });
    const frenchName = within(french).getByLabelText(admin.translations.name('French'));
    expect(frenchName).toHaveValue('Lèvres');
    expect(frenchName).toHaveAttribute('lang', 'fr');
    const arabic = within(dialog).getByRole('group', { name: admin.translations.legend('Arabic') });
    const arabicName = within(arabic).getByLabelText(admin.translations.name('Arabic'));
    expect(arabicName).toHaveAttribute('dir', 'rtl');
    expect(arabicName).toHaveAttribute('lang', 'ar');

    await user.clear(frenchName);
    await user.type(arabicName, ' شفاه ');
    await user.click(within(dialog).getByRole('button', { name: admin.categories.submitEdit }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/categories/c1');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Lips', nameAr: 'شفاه' });
  });

  it('checks a translated name like the English one, next to its field', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => json({}, 500));
    const { dialog } = renderDialog(null);
    await user.type(within(dialog).getByLabelText(admin.categories.name), 'Eyes');
    const arabicName = within(dialog).getByLabelText(admin.translations.name('Arabic'));
    // maxLength stops typing; a pasted or scripted value can still be longer.
    arabicName.removeAttribute('maxLength');
    await user.click(arabicName);
    await user.paste('ع'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: admin.categories.submitAdd }));
    expect(arabicName).toHaveAccessibleDescription(validation.tooLong(100));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
