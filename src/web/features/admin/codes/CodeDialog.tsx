import { useMutation } from '@tanstack/react-query';
import { Percent, Tag, Truck } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  DISCOUNT_CODE_LIMITS,
  DISCOUNT_KINDS,
  discountCodeMessages as discountCodeValidation,
  type DiscountCode,
  type DiscountKind,
} from '#contract/discount-code.js';
import { addDiscountCodeMutation, updateDiscountCodeMutation } from '#web/api/admin/discount-codes.js';
import { toast } from '#web/components/ui/toast.js';
import { ApiError, errorMessage } from '#web/http/api-client.js';
import { FormDialog, FormDialogActions } from '../dialogs/FormDialog.js';
import { NumberField, TextField } from '../form/Field.js';
import { apiFieldErrors, type FieldErrors } from '../form/field-errors.js';
import { focusFirstInvalid } from '../form/focus-invalid.js';
import { Switch } from '../form/Switch.js';
import { useAdminLanguage, useAdminText, useServerMessage } from '../i18n/context.js';
import { ADMIN_LOCALES } from '../i18n/messages.js';
import { isolateText } from '../list/Isolate.js';
import { ChoiceGroup } from '../orders/ChoiceGroup.js';
import { sameData } from '../unsaved/unsaved-changes.js';
import { checkCode, fieldsFromCode, type CodeFields } from './code-form.js';
import { formatWallTime } from './code-text.js';
import { CategoryChecklist, ItemPicker } from './CodeTargets.js';

const KIND_ICONS = { percent: Percent, amount: Tag, freeDelivery: Truck } satisfies Record<DiscountKind, unknown>;

/** The fields the owner types as they are kept (the code itself is kept in capitals). */
type TypedFieldName = 'percent' | 'amount' | 'minItemsTotal' | 'startsAt' | 'endsAt' | 'maxUses' | 'maxUsesPerPhone';

interface CodeDialogProps {
  /** The code to edit; null to add one. */
  code: DiscountCode | null;
  onClose: () => void;
}

/**
 * Adds a discount code or edits one: what it takes off, from what total, when, how often, on what,
 * and whether it is switched on. The server's refusals show where they belong: a code written the
 * same way as another under the code, a field's under the field, anything else above the buttons.
 */
export function CodeDialog({ code, onClose }: CodeDialogProps) {
  const text = useAdminText().codes;
  const locale = ADMIN_LOCALES[useAdminLanguage()];
  const serverMessage = useServerMessage();
  const editing = code !== null;
  const add = useMutation(addDiscountCodeMutation);
  const update = useMutation(updateDiscountCodeMutation);
  const inFlight = useRef(false);
  const limitsId = useId();
  const [stored] = useState(() => fieldsFromCode(code));
  const [fields, setFields] = useState<CodeFields>(stored);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const busy = add.isPending || update.isPending;
  const set = <K extends keyof CodeFields>(name: K, value: CodeFields[K]) => setFields((current) => ({ ...current, [name]: value }));
  // What ties a field typed as text to the form: spread onto it, it shows the text and its error and writes each change back.
  // "Beirut time", and once a date is chosen, that date in the panel's language ("31 déc. 2026, 23:59 · heure de Beyrouth").
  const wallTimeHint = (value: string) => (value ? `${formatWallTime(value, locale)} · ${text.beirutTime}` : text.beirutTime);
  const fieldProps = (name: TypedFieldName) => ({
    name,
    value: fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
    error: errors[name],
  });

  const failed = (failure: Error, fallback: string, form: HTMLFormElement) => {
    const fieldErrors = apiFieldErrors(failure);
    const message = failure instanceof ApiError ? errorMessage(failure, '') : '';
    // The code taken comes without a field: it concerns the code.
    if (Object.keys(fieldErrors).length === 0 && message === discountCodeValidation.codeExists) fieldErrors.code = message;
    setErrors(fieldErrors);
    const unplaced = Object.keys(fieldErrors).length === 0 ? message : '';
    setFormError(unplaced || null);
    toast.error(unplaced ? serverMessage(unplaced) : fallback);
    focusFirstInvalid(form);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return;
    setFormError(null);
    const checked = checkCode(fields);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(checked.errors.form ?? null);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    inFlight.current = true;
    const done = {
      onSettled: () => {
        inFlight.current = false;
      },
      onSuccess: (saved: DiscountCode) => {
        toast.success((editing ? text.updated : text.added)(isolateText(saved.code)));
        onClose();
      },
    };
    if (code) {
      update.mutate({ id: code.id, input: checked.body }, { ...done, onError: (failure) => failed(failure, text.updateFailed, form) });
    } else {
      add.mutate(checked.body, { ...done, onError: (failure) => failed(failure, text.addFailed, form) });
    }
  }

  return (
    <FormDialog
      title={code ? text.editTitle(isolateText(code.code)) : text.addTitle}
      size="lg"
      busy={busy}
      dirty={!sameData(fields, stored)}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={text.code}
        name="code"
        hint={text.codeHint(DISCOUNT_CODE_LIMITS.codeMin, DISCOUNT_CODE_LIMITS.codeMax)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // Written as the shop will write it; what the capitals do not fold (spaces, Arabic-Indic digits), the server does.
        value={fields.code}
        onChange={(event) => set('code', event.target.value.toUpperCase())}
        error={errors.code}
        className="font-mono tracking-wide"
        autoFocus={!editing}
        required
      />
      <ChoiceGroup
        legend={text.kind}
        options={DISCOUNT_KINDS.map((kind) => {
          const Icon = KIND_ICONS[kind];
          return {
            value: kind,
            label: (
              <>
                <Icon aria-hidden="true" className="size-4" />
                {text.kinds[kind]}
              </>
            ),
            hint: text.kindHints[kind],
          };
        })}
        value={fields.kind}
        onChange={(kind) => set('kind', kind)}
        error={errors.kind}
        layout="grid grid-cols-1 sm:grid-cols-3"
        disabled={busy}
      />
      {fields.kind === 'percent' ? (
        <NumberField label={text.percent} hint={text.percentHint(DISCOUNT_CODE_LIMITS.percentMax)} required {...fieldProps('percent')} />
      ) : fields.kind === 'amount' ? (
        <NumberField label={text.amount} hint={text.amountHint} decimal required {...fieldProps('amount')} />
      ) : null}
      <NumberField label={text.minItemsTotal} hint={text.minItemsTotalHint} decimal {...fieldProps('minItemsTotal')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {/* The browser's own date-and-time field: its value is the wall time typed, Beirut's, whatever the device's zone. */}
        {/* Its digits follow the device's language (mm/dd/yyyy on an English phone): the hint says the date in the panel's. */}
        <TextField label={text.starts} type="datetime-local" hint={wallTimeHint(fields.startsAt)} {...fieldProps('startsAt')} />
        <TextField label={text.ends} type="datetime-local" hint={wallTimeHint(fields.endsAt)} {...fieldProps('endsAt')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField label={text.maxUses} hint={text.maxUsesHint} {...fieldProps('maxUses')} />
        <NumberField label={text.maxUsesPerPhone} hint={text.maxUsesPerPhoneHint} {...fieldProps('maxUsesPerPhone')} />
      </div>
      <section aria-labelledby={limitsId} className="flex flex-col gap-4 rounded-lg border border-brand-100 p-3">
        <div>
          <h3 id={limitsId} className="text-sm font-semibold text-ink">
            {text.limits}
          </h3>
          <p className="text-xs text-muted">{text.limitsHint}</p>
        </div>
        <CategoryChecklist
          chosen={fields.categoryIds}
          onChange={(ids) => set('categoryIds', ids)}
          error={errors.categoryIds}
          disabled={busy}
        />
        <ItemPicker chosen={fields.items} onChange={(items) => set('items', items)} error={errors.items} disabled={busy} />
      </section>
      <Switch label={text.active} hint={text.activeHint} checked={fields.active} onCheckedChange={(active) => set('active', active)} />
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverMessage(formError)}
        </p>
      ) : null}
      <FormDialogActions busy={busy} editing={editing} submitLabel={editing ? text.submitEdit : text.submitAdd} onCancel={onClose} />
    </FormDialog>
  );
}
