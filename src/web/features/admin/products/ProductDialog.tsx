import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Color } from '#contract/color.js';
import { productFieldsSchema, type Product } from '#contract/product.js';
import { categoryOptionsQuery } from '#web/api/categories.js';
import { saveProductMutation } from '#web/api/admin/products.js';
import {
  CatalogueItemFields,
  CatalogueItemPhotosField,
  CatalogueItemTranslationFields,
  SaveStatus,
} from '../catalogue-item/CatalogueItemFields.js';
import { FormDialog, FormDialogActions } from '../dialogs/FormDialog.js';
import { useCatalogueItemForm } from '../catalogue-item/use-catalogue-item-form.js';
import { SelectField } from '../form/Select.js';
import { Switch } from '../form/Switch.js';
import { StockFields } from '../catalogue-item/StockFields.js';
import { useItemStock } from '../catalogue-item/use-item-stock.js';
import { useMessages } from '#web/i18n/context.js';
import { useAdminText, useOwnName } from '../i18n/context.js';
import { sameData } from '../unsaved/unsaved-changes.js';
import { ColorEditor } from './ColorEditor.js';

/** A colour as the form sends it: without a photo, as it always was (absent means none). */
const colorField = ({ name, hexCode, photo, translations }: Color) => ({
  name,
  hexCode,
  ...(photo ? { photo } : {}),
  ...(translations?.fr.name || translations?.ar.name ? { translations } : {}),
});

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
  const text = useAdminText();
  const ownName = useOwnName();
  const common = useMessages().common;
  const categories = useQuery(categoryOptionsQuery());
  const [categoryId, setCategoryId] = useState(product?.categoryId ?? '');
  const stock = useItemStock('product', product?.id ?? null, product?.trackStock ?? false);
  // The response's soldOut also says a count at 0; the switch is the owner's own, as stored.
  const [soldOutChoice, setSoldOut] = useState<boolean | undefined>(undefined);
  const soldOutAsStored = stock.markedSoldOut ?? (product !== null && !product.trackStock && product.soldOut);
  const soldOut = soldOutChoice ?? soldOutAsStored;
  // The form sends a colour's name, code and photo only; availability is the shop's to say.
  const [storedColors] = useState<Color[]>(
    () => product?.colors.map(({ name, hexCode, photo, translations }) => ({ name, hexCode, photo, translations })) ?? [],
  );
  const [colors, setColors] = useState(storedColors);
  const form = useCatalogueItemForm({
    item: product,
    schema: productFieldsSchema,
    extraFields: {
      categoryId,
      soldOut: String(soldOut),
      colors: colors.length > 0 ? JSON.stringify(colors.map(colorField)) : '',
      ...stock.fields(colors.map((color) => color.hexCode)),
    },
    save: useMutation(saveProductMutation),
    text: text.products,
    onSaved: onClose,
    // The colour shows no photo rather than one the product no longer has.
    onPhotoDeleted: (photoId) =>
      setColors((current) => current.map((color) => (color.photo === photoId ? { ...color, photo: null } : color))),
  });
  const { editing, busy, errors } = form;
  const dirty =
    form.changed ||
    stock.changed ||
    categoryId !== (product?.categoryId ?? '') ||
    soldOut !== soldOutAsStored ||
    !sameData(colors, storedColors);

  const categoryOptions = (categories.data ?? []).map((category) => ({ value: category.id, label: ownName(category) }));
  // A product whose category was deleted keeps its id; show it rather than a blank trigger.
  if (product?.category && !categoryOptions.some((option) => option.value === product.categoryId)) {
    categoryOptions.push({ value: product.category.id, label: ownName(product.category) });
  }

  return (
    <FormDialog
      title={editing ? text.products.editTitle : text.products.addTitle}
      size="lg"
      busy={busy}
      dirty={dirty}
      onClose={onClose}
      onSubmit={form.submit}
    >
      <CatalogueItemFields form={form} offerPriceLabel={text.products.offerPrice} />
      <SelectField
        label={text.products.category}
        placeholder={text.products.categoryPlaceholder}
        value={categoryId}
        onValueChange={setCategoryId}
        options={categoryOptions}
        error={errors.categoryId ?? (categories.isError ? text.categories.fetchFailed : undefined)}
      />
      <CatalogueItemPhotosField form={form} deleteText={text.photos.deleteTextWithColors} />
      <ColorEditor colors={colors} onChange={setColors} photos={form.photos.stored} error={errors.colors} disabled={busy} />
      <StockFields stock={stock} colors={colors} error={errors.stock ?? errors.trackStock} disabled={busy} />
      {editing ? (
        <Switch label={common.soldOut} hint={text.products.soldOutHint} checked={soldOut} onCheckedChange={setSoldOut} disabled={busy} />
      ) : null}
      <CatalogueItemTranslationFields form={form} />
      <SaveStatus form={form} />
      <FormDialogActions
        busy={busy}
        editing={editing}
        submitLabel={editing ? text.products.submitEdit : text.products.submitAdd}
        onCancel={onClose}
        waiting={form.waiting}
      />
    </FormDialog>
  );
}
