import { useRef, useState, type FormEvent } from 'react';
import { admin } from '../../../../contract/messages/admin.js';
import { commonText } from '../../../../contract/messages/common.js';
import { validation } from '../../../../contract/messages/validation.js';
import { productFieldsSchema, type Product, type ProductColor } from '../../../../contract/product.js';
import { errorMessage } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';
import { useAllCategories } from '../../../lib/all-categories-query.js';
import { focusFirstInvalid } from '../shared/focus-invalid.js';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../shared/field-errors.js';
import { priceInput } from '../shared/format.js';
import { ImageField } from '../shared/ImageField.js';
import { UploadProgress } from '../shared/UploadProgress.js';
import { Button } from '../../../components/ui/Button.js';
import { Dialog, DialogActions } from '../ui/Dialog.js';
import { TextAreaField, TextField } from '../ui/Field.js';
import { SelectField } from '../ui/Select.js';
import { Switch } from '../ui/Switch.js';
import { useSaveProduct } from './api/save-product.js';
import { ColorEditor } from './ColorEditor.js';

interface ProductDialogProps {
  /** The product being edited; null to add one. */
  product: Product | null;
  onClose: () => void;
}

/**
 * Add or edit a product. Mounted afresh for each opening, so closing or cancelling resets the form;
 * on an error everything typed stays and the server's messages sit next to their fields.
 */
export function ProductDialog({ product, onClose }: ProductDialogProps) {
  const editing = product !== null;
  const categories = useAllCategories();
  const saveMutation = useSaveProduct();
  const inFlight = useRef(false);

  const [name, setName] = useState(product?.name ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [price, setPrice] = useState(priceInput(product?.price));
  const [offerPrice, setOfferPrice] = useState(priceInput(product?.offerPrice));
  const [categoryId, setCategoryId] = useState(product?.categoryId ?? '');
  const [soldOut, setSoldOut] = useState(product?.soldOut ?? false);
  const [colors, setColors] = useState<ProductColor[]>(product?.colors ?? []);
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const busy = saveMutation.isPending;
  const setFieldError = (field: string, message: string | undefined) =>
    setErrors(({ [field]: _dropped, ...rest }) => (message ? { ...rest, [field]: message } : rest));

  function submit(event: FormEvent) {
    event.preventDefault();
    // A ref, not state: a double click lands before React re-renders the disabled button.
    if (inFlight.current) return;
    const colorsText = colors.length > 0 ? JSON.stringify(colors) : '';
    const parsed = productFieldsSchema.safeParse({
      name,
      description,
      price,
      offerPrice,
      categoryId,
      soldOut: String(soldOut),
      colors: colorsText,
    });
    if (!parsed.success) {
      setErrors((current) => ({ ...(current.image ? { image: current.image } : {}), ...zodFieldErrors(parsed.error) }));
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    if (errors.image) return;
    setErrors({});
    setFormError(null);

    const form = new FormData();
    form.set('name', name.trim());
    form.set('description', description.trim());
    form.set('price', price.trim());
    form.set('categoryId', categoryId);
    form.set('soldOut', String(soldOut));
    if (colorsText) form.set('colors', colorsText);
    if (offerPrice.trim()) form.set('offerPrice', offerPrice.trim());
    if (imageFile) form.set('image', imageFile);

    inFlight.current = true;
    setProgress(imageFile ? 0 : null);
    saveMutation.mutate(
      { id: product?.id, form, onProgress: imageFile ? setProgress : undefined },
      {
        onSuccess: () => {
          toast.success(editing ? admin.products.updated : admin.products.added);
          onClose();
        },
        onError: (failure) => {
          const fieldErrors = apiFieldErrors(failure);
          setErrors(fieldErrors);
          if (Object.keys(fieldErrors).length === 0) setFormError(errorMessage(failure, ''));
          toast.error(editing ? admin.products.updateFailed : admin.products.addFailed);
        },
        onSettled: () => {
          inFlight.current = false;
          setProgress(null);
        },
      },
    );
  }

  const categoryOptions = (categories.data ?? []).map((category) => ({ value: category.id, label: category.name }));
  // A product whose category was deleted keeps its id; show it rather than a blank trigger.
  if (product?.category && !categoryOptions.some((option) => option.value === product.categoryId)) {
    categoryOptions.push({ value: product.category.id, label: product.category.name });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={editing ? admin.products.editTitle : admin.products.addTitle}
      size="lg"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={admin.products.name}
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          required
        />
        <TextAreaField
          label={admin.products.description}
          name="description"
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={errors.description}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={admin.products.price}
            name="price"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            error={errors.price}
            required
          />
          <TextField
            label={`${admin.products.offerPrice} ${admin.products.optional}`}
            name="offerPrice"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00"
            value={offerPrice}
            onChange={(event) => setOfferPrice(event.target.value)}
            error={errors.offerPrice}
          />
        </div>
        <SelectField
          label={admin.products.category}
          placeholder={admin.products.categoryPlaceholder}
          value={categoryId}
          onValueChange={setCategoryId}
          options={categoryOptions}
          error={errors.categoryId ?? (categories.isError ? errorMessage(categories.error, '') : undefined)}
        />
        <ImageField
          label={editing ? admin.common.imageOptional : admin.common.imageRequired}
          hint={editing ? validation.leaveEmptyToKeepImage : undefined}
          file={imageFile}
          onFileChange={setImageFile}
          currentImage={product?.image}
          error={errors.image}
          onError={(message) => setFieldError('image', message)}
          disabled={busy}
        />
        <ColorEditor colors={colors} onChange={setColors} error={errors.colors} disabled={busy} />
        {editing ? (
          <Switch
            label={commonText.soldOut}
            hint={admin.products.soldOutHint}
            checked={soldOut}
            onCheckedChange={setSoldOut}
            disabled={busy}
          />
        ) : null}
        {progress !== null ? <UploadProgress fraction={progress} /> : null}
        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {commonText.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy
              ? editing
                ? admin.common.updating
                : admin.common.adding
              : editing
                ? admin.products.submitEdit
                : admin.products.submitAdd}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
