import { useMutation } from '@tanstack/react-query';
import { offerFieldsSchema, type Offer } from '#contract/offer.js';
import { saveOfferMutation } from '#web/api/admin/offers.js';
import {
  CatalogueItemFields,
  CatalogueItemPhotosField,
  CatalogueItemTranslationFields,
  SaveStatus,
} from '../catalogue-item/CatalogueItemFields.js';
import { FormDialog, FormDialogActions } from '../dialogs/FormDialog.js';
import { useCatalogueItemForm } from '../catalogue-item/use-catalogue-item-form.js';
import { StockFields } from '../catalogue-item/StockFields.js';
import { useItemStock } from '../catalogue-item/use-item-stock.js';
import { useAdminText } from '../i18n/context.js';

/** Add or edit an offer; like the product dialog without colours, category or the sold-out switch. */
export function OfferDialog({ offer, onClose }: { offer: Offer | null; onClose: () => void }) {
  const text = useAdminText().offers;
  const stock = useItemStock('offer', offer?.id ?? null, offer?.trackStock ?? false);
  const form = useCatalogueItemForm({
    item: offer,
    schema: offerFieldsSchema,
    extraFields: stock.fields([]),
    save: useMutation(saveOfferMutation),
    text,
    onSaved: onClose,
  });
  const { editing, busy, errors } = form;

  return (
    <FormDialog
      title={editing ? text.editTitle : text.addTitle}
      size="lg"
      busy={busy}
      dirty={form.changed || stock.changed}
      onClose={onClose}
      onSubmit={form.submit}
    >
      <CatalogueItemFields form={form} offerPriceLabel={text.discountPrice} />
      <CatalogueItemPhotosField form={form} />
      <StockFields stock={stock} colors={[]} error={errors.stock ?? errors.trackStock} disabled={busy} />
      <CatalogueItemTranslationFields form={form} />
      <SaveStatus form={form} />
      <FormDialogActions
        busy={busy}
        editing={editing}
        submitLabel={editing ? text.submitEdit : text.submitAdd}
        onCancel={onClose}
        waiting={form.waiting}
      />
    </FormDialog>
  );
}
