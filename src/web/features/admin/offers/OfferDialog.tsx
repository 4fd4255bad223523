import { useRef, useState, type FormEvent } from 'react';
import { admin } from '../../../../contract/messages/admin.js';
import { commonText } from '../../../../contract/messages/common.js';
import { validation } from '../../../../contract/messages/validation.js';
import { offerFieldsSchema, type Offer } from '../../../../contract/offer.js';
import { errorMessage } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';
import { focusFirstInvalid } from '../shared/focus-invalid.js';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../shared/field-errors.js';
import { priceInput } from '../shared/format.js';
import { ImageField } from '../shared/ImageField.js';
import { UploadProgress } from '../shared/UploadProgress.js';
import { Button } from '../../../components/ui/Button.js';
import { Dialog, DialogActions } from '../ui/Dialog.js';
import { TextAreaField, TextField } from '../ui/Field.js';
import { useSaveOffer } from './api/save-offer.js';

/** Add or edit an offer; like the product dialog without colours, category or sold out. */
export function OfferDialog({ offer, onClose }: { offer: Offer | null; onClose: () => void }) {
  const editing = offer !== null;
  const saveMutation = useSaveOffer();
  const inFlight = useRef(false);
  const [name, setName] = useState(offer?.name ?? '');
  const [description, setDescription] = useState(offer?.description ?? '');
  const [price, setPrice] = useState(priceInput(offer?.price));
  const [offerPrice, setOfferPrice] = useState(priceInput(offer?.offerPrice));
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = saveMutation.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const parsed = offerFieldsSchema.safeParse({ name, description, price, offerPrice });
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
    if (offerPrice.trim()) form.set('offerPrice', offerPrice.trim());
    if (imageFile) form.set('image', imageFile);

    inFlight.current = true;
    setProgress(imageFile ? 0 : null);
    saveMutation.mutate(
      { id: offer?.id, form, onProgress: imageFile ? setProgress : undefined },
      {
        onSuccess: () => {
          toast.success(editing ? admin.offers.updated : admin.offers.added);
          onClose();
        },
        onError: (failure) => {
          const fieldErrors = apiFieldErrors(failure);
          setErrors(fieldErrors);
          if (Object.keys(fieldErrors).length === 0) setFormError(errorMessage(failure, ''));
          toast.error(editing ? admin.offers.updateFailed : admin.offers.addFailed);
        },
        onSettled: () => {
          inFlight.current = false;
          setProgress(null);
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={editing ? admin.offers.editTitle : admin.offers.addTitle}
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
            label={`${admin.offers.discountPrice} ${admin.products.optional}`}
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
        <ImageField
          label={editing ? admin.common.imageOptional : admin.common.imageRequired}
          hint={editing ? validation.leaveEmptyToKeepImage : undefined}
          file={imageFile}
          onFileChange={setImageFile}
          currentImage={offer?.image}
          error={errors.image}
          onError={(message) =>
            setErrors(({ image: _dropped, ...rest }) => (message ? { ...rest, image: message } : rest))
          }
          disabled={busy}
        />
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
                ? admin.offers.submitEdit
                : admin.offers.submitAdd}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
