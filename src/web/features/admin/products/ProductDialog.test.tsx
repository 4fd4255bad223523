import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import { adminText as arabic } from '#contract/messages/ar/admin.js';
import { commonText } from '#contract/messages/common.js';
import { validation } from '#contract/messages/validation.js';
import type { Product } from '#contract/product.js';
import { ApiError } from '#web/http/api-client.js';
import { toast } from '#web/components/ui/toast.js';
import { uploadForm } from '#web/http/upload.js';
import {
  json,
  mockFetch,
  mockPhotoUploads,
  renderAdminIn,
  renderWithProviders,
  savedFields,
  storedPhoto,
} from '#web/test-support/admin.js';
import { ProductDialog } from './ProductDialog.js';

vi.mock('#web/components/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('#web/http/upload.js', () => ({ uploadForm: vi.fn() }));

const product: Product = {
  id: 'p1',
  name: 'Velvet Lipstick',
  description: 'Matte finish',
  translations: { fr: {}, ar: {} },
  price: 20,
  offerPrice: null,
  image: '/uploads/p1.webp',
  imageSrcset: null,
  imageWidth: 800,
  imageHeight: 800,
  photos: [],
  soldOut: false,
  trackStock: false,
  left: null,
  categoryId: 'c1',
  category: { id: 'c1', name: 'Lips', translations: { fr: {}, ar: {} } },
  colors: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function renderDialog(editing: Product | null = null, onClose = vi.fn()) {
  renderWithProviders(<ProductDialog product={editing} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog') };
}

/** A click on the page under the dialog: the press, then the click it ends in. */
function clickOutside() {
  fireEvent.pointerDown(document.body);
  fireEvent.click(document.body);
}

beforeEach(() => {
  mockFetch((url) => (url.pathname === '/api/categories/categories' ? json([{ id: 'c1', name: 'Lips' }]) : json({}, 404)));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ProductDialog', () => {
  it('names the categories by the names the owner gave them in Arabic, in the Arabic panel', async () => {
    mockFetch((url) =>
      url.pathname === '/api/categories/categories'
        ? json([{ id: 'c1', name: 'Lips', translations: { fr: { name: 'Lèvres' }, ar: { name: 'الشفاه' } } }])
        : json({}, 404),
    );
    await renderAdminIn('ar', <ProductDialog product={product} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: arabic.products.category })).toHaveTextContent('الشفاه'));
  });

  it("says 'Failed to fetch categories' when the category list cannot load", async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/categories/categories') throw new TypeError('Failed to fetch');
      return json({}, 404);
    });
    const { dialog } = renderDialog();
    expect(await within(dialog).findByText(admin.categories.fetchFailed)).toBeInTheDocument();
  });

  it('shows every validation message of an empty form next to its field and sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: admin.products.submitAdd }));
    expect(within(dialog).getByLabelText(admin.products.name)).toHaveAccessibleDescription(validation.productNameRequired);
    expect(within(dialog).getByLabelText(admin.products.description)).toHaveAccessibleDescription(validation.productDescriptionRequired);
    expect(within(dialog).getByLabelText(admin.products.price)).toHaveAccessibleDescription(validation.validPrice);
    expect(within(dialog).getByText(validation.selectCategory)).toBeInTheDocument();
    expect(uploadForm).not.toHaveBeenCalled();
  });

  it('refuses a zero price and hides the sold-out switch when adding', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    expect(within(dialog).queryByRole('switch', { name: commonText.soldOut })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(admin.products.price), '0');
    await user.click(within(dialog).getByRole('button', { name: admin.products.submitAdd }));
    expect(within(dialog).getByText(validation.validPrice)).toBeInTheDocument();
  });

  it('applies the colour rules: name and hex required, names unique whatever the case', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const name = within(dialog).getByLabelText(admin.colors.name);
    const hex = within(dialog).getByLabelText(admin.colors.hexCode);
    const add = within(dialog).getByRole('button', { name: admin.colors.add });

    expect(hex).toHaveValue('#000000');
    expect(hex).toHaveAttribute('placeholder', '#RRGGBB');

    await user.click(add);
    expect(within(dialog).getByText(validation.colorNameRequired)).toBeInTheDocument();

    await user.type(name, '  Ruby  ');
    await user.clear(hex);
    await user.click(add);
    expect(within(dialog).getByText(validation.colorHexRequired)).toBeInTheDocument();

    await user.type(hex, '#aa0011');
    await user.click(add);
    expect(toast.success).toHaveBeenCalledWith(admin.colors.added);
    expect(within(dialog).getByText('Ruby')).toBeInTheDocument();
    expect(within(dialog).getByText('#AA0011')).toBeInTheDocument();
    expect(name).toHaveValue('');
    expect(hex).toHaveValue('#000000');

    await user.type(name, 'RUBY{Enter}');
    expect(within(dialog).getByText(validation.colorNameExists)).toBeInTheDocument();

    // Another name with Ruby's code, typed in lower case: a cart line names a colour by its code.
    await user.clear(name);
    await user.type(name, 'Garnet');
    await user.clear(hex);
    await user.type(hex, '#aa0011{Enter}');
    expect(within(dialog).getByText(validation.colorHexExists)).toBeInTheDocument();
    expect(within(dialog).queryByText('Garnet')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: admin.colors.remove('Ruby') }));
    expect(toast.success).toHaveBeenCalledWith(admin.colors.removed);
    expect(within(dialog).queryByText('#AA0011')).not.toBeInTheDocument();
  });

  it('sends the edit as multipart, offer price and colours only when filled, once on a double click', async () => {
    const user = userEvent.setup();
    let respond!: (value: Product) => void;
    vi.mocked(uploadForm).mockReturnValue(new Promise((resolve) => (respond = resolve as (value: Product) => void)));
    const { dialog, onClose } = renderDialog(product);

    await user.click(within(dialog).getByRole('switch', { name: commonText.soldOut }));
    await user.dblClick(within(dialog).getByRole('button', { name: admin.products.submitEdit }));

    expect(within(dialog).getByRole('button', { name: admin.common.updating })).toBeDisabled();
    expect(uploadForm).toHaveBeenCalledTimes(1);
    expect(vi.mocked(uploadForm).mock.calls[0]![0]).toBe('/products/p1');
    expect(vi.mocked(uploadForm).mock.calls[0]![1].method).toBe('PUT');
    expect(savedFields()).toEqual({
      name: 'Velvet Lipstick',
      description: 'Matte finish',
      price: '20.00',
      categoryId: 'c1',
      soldOut: 'true',
      trackStock: 'false',
    });

    respond({ ...product, soldOut: true });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith(admin.products.updated);
  });

  it('shows the French and Arabic text in their own groups and sends what is filled, trimmed', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadForm).mockResolvedValue(product);
    const translated: Product = {
      ...product,
      translations: { fr: { name: 'Rouge Velours' }, ar: { name: 'أحمر شفاه مخملي', description: 'لمسة مطفية' } },
    };
    const { dialog } = renderDialog(translated);
    const french = within(dialog).getByRole('group', { name: admin.translations.legend('French') });
    const arabic = within(dialog).getByRole('group', { name: admin.translations.legend('Arabic') });
    expect(french).toHaveAccessibleDescription(admin.translations.hint('French'));

    const frenchName = within(french).getByLabelText(admin.translations.name('French'));
    expect(frenchName).toHaveValue('Rouge Velours');
    expect(frenchName).toHaveAttribute('lang', 'fr');
    const arabicName = within(arabic).getByLabelText(admin.translations.name('Arabic'));
    expect(arabicName).toHaveValue('أحمر شفاه مخملي');
    expect(arabicName).toHaveAttribute('dir', 'rtl');
    expect(arabicName).toHaveAttribute('lang', 'ar');
    const arabicDescription = within(arabic).getByLabelText(admin.translations.description('Arabic'));
    expect(arabicDescription).toHaveValue('لمسة مطفية');
    expect(arabicDescription).toHaveAttribute('dir', 'rtl');
    // The English fields keep their own labels.
    expect(within(dialog).getByLabelText(admin.products.name)).toHaveValue('Velvet Lipstick');

    await user.type(within(french).getByLabelText(admin.translations.description('French')), '  Fini mat, teinte intense ');
    await user.clear(arabicDescription);
    await user.click(within(dialog).getByRole('button', { name: admin.products.submitEdit }));

    await waitFor(() => expect(uploadForm).toHaveBeenCalledTimes(1));
    expect(savedFields()).toEqual({
      name: 'Velvet Lipstick',
      description: 'Matte finish',
      price: '20.00',
      categoryId: 'c1',
      soldOut: 'false',
      trackStock: 'false',
      nameFr: 'Rouge Velours',
      descriptionFr: 'Fini mat, teinte intense',
      nameAr: 'أحمر شفاه مخملي',
    });
  });

  it('shows a count beside each colour of a tracked product and sends the counts typed with the ones seen', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadForm).mockResolvedValue(product);
    mockFetch((url) => {
      if (url.pathname === '/api/categories/categories') return json([{ id: 'c1', name: 'Lips' }]);
      if (url.pathname === '/api/products/p1/stock') {
        return json({
          trackStock: true,
          markedSoldOut: false,
          counts: [
            { colorHex: '#FF0077', count: 4 },
            { colorHex: '#660033', count: 0 },
          ],
        });
      }
      return json({}, 404);
    });
    const tracked: Product = {
      ...product,
      // Sold out by its counts would not be the owner's switch: the switch shows what is stored.
      soldOut: true,
      trackStock: true,
      colors: [
        { name: 'Rose', hexCode: '#FF0077', soldOut: false, left: null, photo: null },
        { name: 'Plum', hexCode: '#660033', soldOut: true, left: null, photo: null },
      ],
    };
    const { dialog } = renderDialog(tracked);
    const rose = await within(dialog).findByLabelText(admin.stock.countOf('Rose'));
    expect(rose).toHaveValue(4);
    expect(within(dialog).getByLabelText(admin.stock.countOf('Plum'))).toHaveValue(0);
    expect(within(dialog).getByRole('switch', { name: admin.stock.track })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: commonText.soldOut })).not.toBeChecked();

    await user.clear(rose);
    await user.type(rose, '6');
    await user.click(within(dialog).getByRole('button', { name: admin.products.submitEdit }));
    await waitFor(() => expect(uploadForm).toHaveBeenCalledTimes(1));
    expect(savedFields()).toMatchObject({ soldOut: 'false', trackStock: 'true' });
    expect(JSON.parse(savedFields().stock!)).toEqual([
      { colorHex: '#FF0077', count: 6, seen: 4 },
      { colorHex: '#660033', count: 0, seen: 0 },
    ]);
  });

  it('keeps the counts as they are when they failed to load: no count fields, and the save sends none', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadForm).mockResolvedValue(product);
    mockFetch((url) => {
      if (url.pathname === '/api/categories/categories') return json([{ id: 'c1', name: 'Lips' }]);
      if (url.pathname === '/api/products/p1/stock') return json({ message: 'Service unavailable' }, 503);
      return json({}, 404);
    });
    const { dialog } = renderDialog({ ...product, trackStock: true });
    expect(await within(dialog).findByText(admin.stock.loadFailedKept, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(admin.stock.count)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: admin.products.submitEdit }));
    await waitFor(() => expect(uploadForm).toHaveBeenCalledTimes(1));
    expect(savedFields()).toMatchObject({ trackStock: 'true' });
    expect(savedFields().stock).toBeUndefined();
  });

  it('refuses a count that is not a whole number from 0, and sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole('switch', { name: admin.stock.track }));
    await user.type(within(dialog).getByLabelText(admin.stock.count), '-2');
    await user.click(within(dialog).getByRole('button', { name: admin.products.submitAdd }));
    expect(within(dialog).getByText(validation.stockCount)).toBeInTheDocument();
    expect(uploadForm).not.toHaveBeenCalled();
  });

  it('shows a translation the server refused next to its field', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadForm).mockRejectedValue(new ApiError(400, 'The request is not valid', { nameAr: validation.tooLong(200) }));
    const { dialog } = renderDialog(product);
    await user.click(within(dialog).getByRole('button', { name: admin.products.submitEdit }));
    expect(await within(dialog).findByLabelText(admin.translations.name('Arabic'))).toHaveAccessibleDescription(validation.tooLong(200));
  });

  it("puts the server's field messages next to their fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    vi.mocked(uploadForm).mockRejectedValue(new ApiError(400, 'The request is not valid', { offerPrice: validation.offerPriceBelowPrice }));
    const { dialog, onClose } = renderDialog({
      ...product,
      colors: [{ name: 'Rose', hexCode: '#FF0077', soldOut: false, left: null, photo: null }],
    });
    await user.type(within(dialog).getByLabelText(`${admin.products.offerPrice} ${admin.products.optional}`), '5');
    await user.click(within(dialog).getByRole('button', { name: admin.products.submitEdit }));

    expect(await within(dialog).findByText(validation.offerPriceBelowPrice)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(admin.products.updateFailed);
    expect(savedFields()).toMatchObject({ offerPrice: '5', colors: JSON.stringify([{ name: 'Rose', hexCode: '#FF0077' }]) });
    expect(within(dialog).getByLabelText(admin.products.name)).toHaveValue('Velvet Lipstick');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ProductDialog colour translations', () => {
  it("takes a new colour's French and Arabic names, edits a stored colour's, and sends only those given", async () => {
    const user = userEvent.setup();
    vi.mocked(uploadForm).mockRejectedValue(new ApiError(400, 'The request is not valid', {}));
    const { dialog } = renderDialog({
      ...product,
      colors: [
        { name: 'Rose', hexCode: '#FF0077', soldOut: false, left: null, photo: null, translations: { fr: {}, ar: { name: 'وردي' } } },
      ],
    });
    const [frenchName, arabicName] = [admin.colors.nameIn('French'), admin.colors.nameIn('Arabic')];
    const newColorArabic = within(dialog).getAllByLabelText(arabicName).at(-1)!;
    expect(newColorArabic).toHaveAttribute('dir', 'rtl');
    expect(newColorArabic).toHaveAttribute('lang', 'ar');

    await user.type(within(dialog).getByLabelText(admin.colors.name), 'Cocoa');
    await user.clear(within(dialog).getByLabelText(admin.colors.hexCode));
    await user.type(within(dialog).getByLabelText(admin.colors.hexCode), '#6B4226');
    await user.type(within(dialog).getAllByLabelText(frenchName).at(-1)!, ' Cacao ');
    await user.click(within(dialog).getByRole('button', { name: admin.colors.add }));
    expect(within(dialog).getAllByLabelText(frenchName).at(-1)).toHaveValue('');

    await user.click(within(dialog).getByLabelText(admin.colors.translatedNamesOf('Rose')));
    await user.type(within(dialog).getAllByLabelText(frenchName)[0]!, 'Rose vif');

    await user.click(within(dialog).getByRole('button', { name: admin.products.submitEdit }));
    await waitFor(() => expect(uploadForm).toHaveBeenCalled());
    expect(JSON.parse(savedFields().colors!)).toEqual([
      { name: 'Rose', hexCode: '#FF0077', translations: { fr: { name: 'Rose vif' }, ar: { name: 'وردي' } } },
      { name: 'Cocoa', hexCode: '#6B4226', translations: { fr: { name: 'Cacao' }, ar: {} } },
    ]);
  });
});

describe('ProductDialog photos', () => {
  const png = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/png' });
  const photosOf = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: admin.photos.legend });
  /** The thumbnails' files, in the order shown. */
  const shown = (dialog: HTMLElement) =>
    within(photosOf(dialog))
      .getAllByRole('img')
      .map((image) => image.getAttribute('src'));
  const withPhotos = (...ids: string[]): Product => ({ ...product, photos: ids.map(storedPhoto) });
  const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: admin.products.submitEdit });

  it('uploads each picked photo at once with its own progress, and saves once they are stored, in order', async () => {
    const user = userEvent.setup();
    const uploads = mockPhotoUploads(product);
    const { dialog } = renderDialog(product);
    expect(within(photosOf(dialog)).getByText(admin.photos.none)).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText(admin.photos.add), [png('front.png'), png('side.png')]);
    expect(uploads.map((upload) => upload.file.name)).toEqual(['front.png', 'side.png']);
    expect(vi.mocked(uploadForm).mock.calls.map(([path, { method }]) => `${method} ${path}`)).toEqual(['POST /images', 'POST /images']);
    uploads[0]!.progress(0.4);
    expect(
      within(dialog)
        .getAllByRole('progressbar')
        .map((bar) => bar.getAttribute('aria-valuenow')),
    ).toEqual(['40', '0']);

    // The save waits for the uploads, and says so.
    expect(submit(dialog)).toHaveAttribute('aria-disabled', 'true');
    expect(submit(dialog)).toHaveAccessibleDescription(admin.photos.waitingForUploads);
    await user.click(submit(dialog));
    expect(uploadForm).toHaveBeenCalledTimes(2);

    await uploads[1]!.finish(storedPhoto('side'));
    await uploads[0]!.finish(storedPhoto('front'));
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    const [first] = within(photosOf(dialog)).getAllByRole('listitem');
    expect(within(first!).getByText(admin.photos.main)).toBeInTheDocument();
    expect(submit(dialog)).not.toHaveAttribute('aria-disabled');

    await user.click(submit(dialog));
    await waitFor(() => expect(savedFields().photos).toBe('["front","side"]'));
  });

  it('uploads the image files dropped on the field', async () => {
    const uploads = mockPhotoUploads(product);
    const { dialog } = renderDialog(product);
    const files = [png('dropped.png'), new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' })];
    fireEvent.drop(photosOf(dialog), { dataTransfer: { files, types: ['Files'] } });
    expect(uploads.map((upload) => upload.file.name)).toEqual(['dropped.png']);
    expect(within(dialog).getByText(admin.photos.refused('price-list.pdf', validation.selectImageFile))).toBeInTheDocument();
  });

  it('moves a photo with the arrows and makes another the main one, the focus staying on the arrow pressed', async () => {
    const user = userEvent.setup();
    mockPhotoUploads(product);
    const { dialog } = renderDialog(withPhotos('a', 'b', 'c'));
    expect(shown(dialog)).toEqual(['/uploads/a-400.webp', '/uploads/b-400.webp', '/uploads/c-400.webp']);
    expect(within(dialog).getByRole('button', { name: admin.photos.moveEarlier(1) })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(dialog).getByRole('button', { name: admin.photos.moveLater(1) }));
    expect(shown(dialog)).toEqual(['/uploads/b-400.webp', '/uploads/a-400.webp', '/uploads/c-400.webp']);
    expect(within(dialog).getByRole('button', { name: admin.photos.moveLater(2) })).toHaveFocus();
    expect(within(dialog).getByText(admin.photos.moved(2, 3))).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(shown(dialog)).toEqual(['/uploads/b-400.webp', '/uploads/c-400.webp', '/uploads/a-400.webp']);

    await user.click(within(dialog).getByRole('button', { name: `${admin.photos.makeMain}${admin.photos.which(2)}` }));
    expect(shown(dialog)).toEqual(['/uploads/c-400.webp', '/uploads/b-400.webp', '/uploads/a-400.webp']);
    expect(within(dialog).queryByRole('button', { name: `${admin.photos.makeMain}${admin.photos.which(1)}` })).toBeNull();

    await user.click(submit(dialog));
    await waitFor(() => expect(savedFields().photos).toBe('["c","b","a"]'));
  });

  it("reorders by dragging a photo's handle", async () => {
    mockPhotoUploads(product);
    const { dialog } = renderDialog(withPhotos('a', 'b', 'c'));
    const tiles = within(photosOf(dialog)).getAllByRole('listitem');
    const handle = tiles[0]!.querySelector('.lucide-grip-vertical')!.parentElement!;
    const pointAt = vi.spyOn(document, 'elementFromPoint');

    fireEvent.pointerDown(handle, { button: 0, pointerId: 1 });
    pointAt.mockReturnValue(tiles[2]!);
    fireEvent.pointerMove(handle, { pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(shown(dialog)).toEqual(['/uploads/b-400.webp', '/uploads/c-400.webp', '/uploads/a-400.webp']);
    expect(within(dialog).getByText(admin.photos.moved(3, 3))).toBeInTheDocument();

    // Moving the pointer once the handle is let go moves nothing.
    pointAt.mockReturnValue(within(photosOf(dialog)).getAllByRole('listitem')[0]!);
    fireEvent.pointerMove(handle, { pointerId: 1 });
    expect(shown(dialog)[2]).toBe('/uploads/a-400.webp');
  });

  it('asks before deleting a photo, and a colour that showed it then shows none', async () => {
    const user = userEvent.setup();
    mockPhotoUploads(product);
    const { dialog } = renderDialog({
      ...withPhotos('a', 'b'),
      colors: [
        { name: 'Rose', hexCode: '#FF0077', soldOut: false, left: null, photo: 'b' },
        { name: 'Plum', hexCode: '#660033', soldOut: false, left: null, photo: 'a' },
      ],
    });
    const rose = within(dialog).getByRole('combobox', { name: admin.colors.photoOf('Rose') });
    expect(rose).toHaveValue('b');
    expect(
      within(rose)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([admin.colors.noPhoto, admin.colors.photoOption(1), admin.colors.photoOption(2)]);

    await user.click(within(dialog).getByRole('button', { name: admin.photos.delete(2) }));
    const confirm = screen.getByRole('alertdialog', { name: admin.photos.deleteTitle });
    expect(confirm).toHaveTextContent(admin.photos.deleteTextWithColors(2));
    await user.click(within(confirm).getByRole('button', { name: commonText.cancel }));
    expect(shown(dialog)).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: admin.photos.delete(2) }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: admin.common.delete }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(shown(dialog)).toEqual(['/uploads/a-400.webp']);
    expect(rose).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: admin.colors.photoOf('Plum') })).toHaveValue('a');

    await user.click(submit(dialog));
    await waitFor(() => expect(savedFields().photos).toBe('["a"]'));
    expect(JSON.parse(savedFields().colors!)).toEqual([
      { name: 'Rose', hexCode: '#FF0077' },
      { name: 'Plum', hexCode: '#660033', photo: 'a' },
    ]);
  });

  it('sends the photo a colour shows, which follows the photo when it moves; untouched photos are not sent', async () => {
    const user = userEvent.setup();
    mockPhotoUploads(product);
    const { dialog } = renderDialog({
      ...withPhotos('a', 'b'),
      colors: [{ name: 'Rose', hexCode: '#FF0077', soldOut: false, left: null, photo: null }],
    });
    const rose = within(dialog).getByRole('combobox', { name: admin.colors.photoOf('Rose') });
    await user.selectOptions(rose, admin.colors.photoOption(2));
    expect(rose).toHaveValue('b');

    await user.click(within(dialog).getByRole('button', { name: `${admin.photos.makeMain}${admin.photos.which(2)}` }));
    expect(rose).toHaveValue('b');
    expect(rose).toHaveDisplayValue(admin.colors.photoOption(1));
    await user.click(within(dialog).getByRole('button', { name: admin.photos.moveEarlier(2) }));

    await user.click(submit(dialog));
    await waitFor(() => expect(uploadForm).toHaveBeenCalledTimes(1));
    expect(savedFields().photos).toBeUndefined();
    expect(JSON.parse(savedFields().colors!)).toEqual([{ name: 'Rose', hexCode: '#FF0077', photo: 'b' }]);
  });

  it('refuses a file that is not an image and a ninth photo, saying which, and uploads the rest', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploads = mockPhotoUploads(product);
    const { dialog } = renderDialog(withPhotos('1', '2', '3', '4', '5', '6', '7'));
    const picker = within(dialog).getByLabelText(admin.photos.add);

    await user.upload(picker, [new File(['GIF89a'], 'shade.gif', { type: 'image/gif' }), png('eighth.png'), png('ninth.png')]);
    expect(uploads.map((upload) => upload.file.name)).toEqual(['eighth.png']);
    const refusals = [admin.photos.refused('shade.gif', validation.selectImageFile), admin.photos.overLimit(['ninth.png'])];
    for (const refusal of refusals) expect(within(dialog).getByText(refusal)).toBeInTheDocument();
    expect(picker).toHaveAccessibleDescription(expect.stringContaining(refusals.join(' ')));

    await uploads[0]!.finish(storedPhoto('8'));
    expect(picker).toBeDisabled();
    expect(within(dialog).getByText(admin.photos.full)).toBeInTheDocument();
  });

  it('shows why an upload failed; the owner retries or removes it, and the save waits for that', async () => {
    const user = userEvent.setup();
    const uploads = mockPhotoUploads(product);
    const { dialog } = renderDialog(product);
    await user.upload(within(dialog).getByLabelText(admin.photos.add), [png('front.png'), png('huge.png')]);
    await uploads[0]!.fail(new TypeError('Network request failed'));
    await uploads[1]!.fail(new ApiError(413, validation.imageTooLarge));
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledWith(admin.photos.uploadFailed, { id: 'photo-upload-failed' });
    // The tile says why: the server's message, else that the upload failed.
    const [front, huge] = within(photosOf(dialog)).getAllByRole('listitem');
    expect(front).toHaveTextContent(admin.photos.uploadFailed);
    expect(huge).toHaveTextContent(validation.imageTooLarge);

    await user.click(submit(dialog));
    expect(within(dialog).getByText(admin.photos.retryOrRemove)).toBeInTheDocument();
    expect(uploadForm).toHaveBeenCalledTimes(2);

    await user.click(within(dialog).getByRole('button', { name: `${admin.photos.retry}${admin.photos.which(1)}` }));
    expect(uploads[2]!.file.name).toBe('front.png');
    await uploads[2]!.finish(storedPhoto('front'));
    await user.click(within(dialog).getByRole('button', { name: admin.photos.remove(2) }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(shown(dialog)).toHaveLength(1);

    await user.click(submit(dialog));
    await waitFor(() => expect(savedFields().photos).toBe('["front"]'));
  });

  it("puts the server's message about the photos under them", async () => {
    const user = userEvent.setup();
    vi.mocked(uploadForm).mockRejectedValue(new ApiError(400, validation.photoGone, { photos: validation.photoGone }));
    const { dialog } = renderDialog(withPhotos('a', 'b'));
    await user.click(within(dialog).getByRole('button', { name: admin.photos.moveLater(1) }));
    await user.click(submit(dialog));
    expect(await within(dialog).findByLabelText(admin.photos.add)).toHaveAccessibleDescription(
      expect.stringContaining(validation.photoGone),
    );
  });

  it('stays open on a click outside once a photo is uploaded; Escape asks, Keep editing keeps the photo', async () => {
    const user = userEvent.setup();
    const uploads = mockPhotoUploads(product);
    const { dialog, onClose } = renderDialog();
    await user.upload(within(dialog).getByLabelText(admin.photos.add), [png('front.png')]);
    await uploads[0]!.finish(storedPhoto('front'));

    clickOutside();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    const ask = screen.getByRole('alertdialog', { name: admin.unsaved.close.title });
    await user.click(within(ask).getByRole('button', { name: admin.unsaved.close.stay }));
    expect(onClose).not.toHaveBeenCalled();
    expect(shown(dialog)).toHaveLength(1);

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: admin.unsaved.close.discard }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('closing the product dialog', () => {
  it('asks before Cancel or the close button drops what was typed', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    await user.type(within(dialog).getByLabelText(admin.products.name), 'Silk Gloss');
    await user.click(within(dialog).getByRole('button', { name: commonText.cancel }));
    await user.click(screen.getByRole('button', { name: admin.unsaved.close.stay }));
    await user.click(within(dialog).getByRole('button', { name: commonText.close }));
    expect(screen.getByRole('alertdialog', { name: admin.unsaved.close.title })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: admin.unsaved.close.discard }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside at once when nothing is changed, or once what was typed is cleared', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog(product);
    const name = within(dialog).getByLabelText(admin.products.name);
    await user.type(name, ' Matte');
    clickOutside();
    expect(onClose).not.toHaveBeenCalled();
    await user.clear(name);
    await user.type(name, 'Velvet Lipstick');
    clickOutside();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
