import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import type { Offer } from '#contract/offer.js';
import { uploadForm } from '#web/http/upload.js';
import { json, mockFetch, mockPhotoUploads, renderWithProviders, savedFields, storedPhoto } from '#web/test-support/admin.js';
import { OfferDialog } from './OfferDialog.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('#web/http/upload.js', () => ({ uploadForm: vi.fn() }));

const offer: Offer = {
  id: 'o1',
  name: 'Summer Set',
  description: 'Lipstick and gloss',
  translations: { fr: {}, ar: {} },
  price: 30,
  offerPrice: null,
  image: '/uploads/a.webp',
  imageSrcset: '/uploads/a-400.webp 400w',
  imageWidth: 800,
  imageHeight: 800,
  photos: [storedPhoto('a')],
  soldOut: false,
  trackStock: false,
  left: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function renderDialog(editing: Offer | null) {
  renderWithProviders(<OfferDialog offer={editing} onClose={vi.fn()} />, { path: '/admin/offer' });
  return screen.getByRole('dialog');
}

describe('OfferDialog photos', () => {
  beforeEach(() => mockFetch(() => json({}, 404)));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('adds an offer with the photos uploaded before it, by id', async () => {
    const user = userEvent.setup();
    const uploads = mockPhotoUploads(offer);
    const dialog = renderDialog(null);
    await user.type(within(dialog).getByLabelText(admin.products.name), 'Summer Set');
    await user.type(within(dialog).getByLabelText(admin.products.description), 'Lipstick and gloss');
    await user.type(within(dialog).getByLabelText(admin.products.price), '30');
    await user.upload(within(dialog).getByLabelText(admin.photos.add), new File([new Uint8Array(10)], 'set.webp', { type: 'image/webp' }));
    await uploads[0]!.finish(storedPhoto('set'));

    await user.click(within(dialog).getByRole('button', { name: admin.offers.submitAdd }));
    await waitFor(() => expect(uploadForm).toHaveBeenCalledTimes(2));
    expect(vi.mocked(uploadForm).mock.calls[1]![0]).toBe('/offer');
    expect(savedFields()).toMatchObject({ name: 'Summer Set', photos: '["set"]' });
    expect(savedFields().image).toBeUndefined();
  });

  it('removes every photo: the save sends an empty list', async () => {
    const user = userEvent.setup();
    mockPhotoUploads(offer);
    const dialog = renderDialog(offer);
    await user.click(within(dialog).getByRole('button', { name: admin.photos.delete(1) }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: admin.common.delete }));
    expect(within(dialog).getByText(admin.photos.none)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: admin.offers.submitEdit }));
    await waitFor(() => expect(savedFields().photos).toBe('[]'));
  });
});
