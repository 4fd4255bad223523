import { useMutation, useQuery } from '@tanstack/react-query';
import { Plus, Search, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  deliveryFeeCents,
  dollarsToCents,
  findDeliveryChoice,
  hasDeliveryOptions,
  NO_DELIVERY_OPTIONS,
  PICKUP_OPTION_ID,
  type DeliveryChoice,
  type DeliveryOptions,
} from '#contract/delivery.js';
import { apiMessages } from '#contract/messages/validation.js';
import { deliveryInputSchema, ORDER_LIMITS, type CartItemKind, type OrderUnavailable } from '#contract/order.js';
import { SALE_CHANNELS, type SaleChannel } from '#contract/sale.js';
import type { Offer } from '#contract/offer.js';
import type { Product } from '#contract/product.js';
import { recordSaleMutation, type SaleRequest } from '#web/api/admin/orders.js';
import { settingsQuery } from '#web/api/admin/settings.js';
import { offerListQuery } from '#web/api/offers.js';
import { productListQuery } from '#web/api/products.js';
import { ColorSwatch } from '#web/components/ui/ColorSwatch.js';
import { QuantityStepper } from '#web/components/ui/QuantityStepper.js';
import { toast } from '#web/components/ui/toast.js';
import { ApiError, errorMessage } from '#web/http/api-client.js';
import { formatMoney, toCents } from '#web/shop/money.js';
import { newOrderKey } from '#web/shop/order-key.js';
import { FormDialog, FormDialogActions } from '../dialogs/FormDialog.js';
import { inputClass, TextField } from '../form/Field.js';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../form/field-errors.js';
import { focusFirstInvalid } from '../form/focus-invalid.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';
import { Isolate } from '../list/Isolate.js';
import { useDebouncedValue } from '../list/use-debounced-value.js';
import { saleChannelIcons } from './ChannelBadge.js';
import { ChoiceGroup } from './ChoiceGroup.js';
import { deliveryFeeText } from './order-delivery.js';
import {
  addSaleLine,
  cartLinesOf,
  chooseSaleColour,
  lineProblem,
  needsColour,
  saleLineKey,
  saleLineOf,
  saleLineTotal,
  saleTotal,
  type SaleLine,
} from './sale-lines.js';

type AdminText = ReturnType<typeof useAdminText>;
type SaleWords = AdminText['sale'];

/** Matches shown of each kind: enough to find an item by a few letters of its name. */
const RESULTS_PER_KIND = 5;

type SaleStatus = 'confirmed' | 'delivered';
/** Handed over at the counter; a phone or WhatsApp sale is usually delivered later. */
const defaultStatus = (channel: SaleChannel): SaleStatus => (channel === 'shop' ? 'delivered' : 'confirmed');

const channelOptionsOf = (channels: AdminText['orders']['channels']) =>
  SALE_CHANNELS.map((channel) => {
    const Icon = saleChannelIcons[channel];
    return {
      value: channel,
      label: (
        <>
          <Icon aria-hidden="true" className="size-4" />
          {channels[channel]}
        </>
      ),
    };
  });
const statusOptionsOf = (text: SaleWords) =>
  (['delivered', 'confirmed'] as const).map((status) => ({
    value: status,
    label: text.statuses[status],
    hint: text.statusHints[status],
  }));

/** The parts given, between dots: none left dangling when one is missing. */
const dotted = (...parts: Array<string | null>) => parts.filter(Boolean).join(' · ');

/** No delivery option: the sale is handed over or the owner arranges delivery apart, at no fee. */
const NO_DELIVERY = '';

/** The delivery choices: none first, then the zones in the owner's order with their fees, then pickup. */
function deliveryChoices(options: DeliveryOptions, text: SaleWords) {
  return [
    { value: NO_DELIVERY, label: text.noDelivery, hint: text.noDeliveryHint },
    ...options.zones.map((zone) => ({
      value: zone.id,
      label: <Isolate>{zone.name}</Isolate>,
      hint: dotted(deliveryFeeText(zone.fee, text), zone.freeOver === null ? null : text.freeOver(formatMoney(zone.freeOver))),
    })),
    ...(options.pickup ? [{ value: PICKUP_OPTION_ID, label: text.pickup, hint: text.free }] : []),
  ];
}

const choiceName = (choice: DeliveryChoice, text: SaleWords) => (choice.kind === 'pickup' ? text.pickup : choice.zone.name);

/** A line's name as its controls are labelled: the item, and the colour once chosen. */
function lineLabel(line: SaleLine): string {
  const colour = line.colors.find((color) => color.hexCode.toUpperCase() === line.colorHex);
  return colour ? `${line.name} (${colour.name})` : line.name;
}

/**
 * Records a sale made in the shop, by phone or on WhatsApp: items found as in the admin lists, a
 * colour and a quantity each, where it was sold and whether it is handed over already.
 */
export function RecordSaleDialog({ onClose }: { onClose: () => void }) {
  const words = useAdminText();
  const text = words.sale;
  const serverMessage = useServerMessage();
  const save = useMutation(recordSaleMutation);
  const [lines, setLines] = useState<SaleLine[]>([]);
  const [channel, setChannel] = useState<SaleChannel>('shop');
  const [statusChoice, setStatusChoice] = useState<SaleStatus | null>(null);
  const status = statusChoice ?? defaultStatus(channel);
  const [customer, setCustomer] = useState({ name: '', phone: '' });
  // The options the shop offers now, as its Settings page has them; a sale made at the counter takes none.
  const settings = useQuery(settingsQuery());
  const deliveryOptions = settings.data?.delivery ?? NO_DELIVERY_OPTIONS;
  const [deliveryId, setDeliveryId] = useState(NO_DELIVERY);
  // An option deleted meanwhile (a refresh after a refusal) is no choice any more.
  const deliveryChoice = deliveryId === NO_DELIVERY ? undefined : findDeliveryChoice(deliveryOptions, deliveryId);
  const itemsCents = toCents(saleTotal(lines));
  const feeCents = deliveryChoice ? deliveryFeeCents(deliveryChoice, itemsCents) : 0;
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The server's reasons a line cannot be sold, by line key; editing the line drops its reason. */
  const [problems, setProblems] = useState<Record<string, string>>({});
  /** Lines still without a colour are marked once a save has been tried. */
  const [triedSave, setTriedSave] = useState(false);
  // One key per sale as sent: a double tap or a retry of the same content records one sale.
  const saleKey = useRef<{ signature: string; key: string } | null>(null);
  const linesRef = useRef<HTMLUListElement>(null);
  const focusLine = useRef<string | null>(null);
  const busy = save.isPending;

  // A line just added or merged into gets the focus, on its colours when it has some, so the next
  // step is at hand and the keyboard's place is not lost with a line that went.
  useEffect(() => {
    const key = focusLine.current;
    if (!key) return;
    focusLine.current = null;
    const row = [...(linesRef.current?.querySelectorAll<HTMLElement>('[data-line]') ?? [])].find((element) => element.dataset.line === key);
    (row?.querySelector<HTMLElement>('input[type="radio"]:checked') ?? row?.querySelector<HTMLElement>('input[type="radio"]') ?? row)?.focus();
  }, [lines]);

  const forget = (key: string) =>
    setProblems((current) => {
      if (!(key in current)) return current;
      const { [key]: _dropped, ...rest } = current;
      return rest;
    });

  const pick = (kind: CartItemKind, item: Product | Offer) => {
    const line = saleLineOf(kind, item);
    focusLine.current = saleLineKey(line);
    forget(saleLineKey(line));
    setLines((current) => addSaleLine(current, line));
    setErrors(({ lines: _lines, ...rest }) => rest);
  };

  const change = (index: number, update: (lines: SaleLine[]) => SaleLine[]) => {
    const line = lines[index];
    if (line) forget(saleLineKey(line));
    setLines(update);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setTriedSave(true);
    const found: FieldErrors = {};
    if (lines.length === 0) found.lines = text.addItem;
    // Only what was typed: the API reads a missing field as not given.
    const given = Object.fromEntries(Object.entries(customer).flatMap(([field, value]) => (value.trim() ? [[field, value.trim()]] : [])));
    const checked = deliveryInputSchema.safeParse(given);
    if (!checked.success) Object.assign(found, zodFieldErrors(checked.error));
    if (Object.keys(found).length > 0 || lines.some(needsColour)) {
      setErrors(found);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    const request: Omit<SaleRequest, 'idempotencyKey'> = {
      lines: cartLinesOf(lines),
      channel,
      status,
      ...(Object.keys(given).length > 0 ? { customer: given } : {}),
      ...(deliveryChoice ? { deliveryOption: deliveryId } : {}),
    };
    const signature = JSON.stringify(request);
    if (saleKey.current?.signature !== signature) saleKey.current = { signature, key: newOrderKey() };
    save.mutate(
      { idempotencyKey: saleKey.current.key, ...request },
      {
        onSuccess: (sale) => {
          toast.success(text.recorded(sale.reference));
          onClose();
        },
        onError: (failure) => {
          const message = failureMessage(failure, text);
          if (failure instanceof ApiError && failure.status === 409) {
            // Nothing was stored under the key (or the owner is told what was): the next save is a new sale.
            saleKey.current = null;
            const answer = failure.body as Partial<OrderUnavailable> | undefined;
            if (answer?.lines) setProblems(problemsOf(lines, answer.lines, text.problems));
            // The options were refreshed from the answer: the owner chooses again among them.
            if (answer?.deliveryOptions) {
              setDeliveryId(NO_DELIVERY);
              setErrors({ deliveryOption: message });
              toast.error(serverMessage(message));
              focusFirstInvalid(form);
              return;
            }
          }
          setErrors({ ...saleFieldErrors(failure), form: message });
          toast.error(serverMessage(message));
          focusFirstInvalid(form);
        },
      },
    );
  }

  // Items picked or a customer typed: closing asks first, as the catalogue's dialogs do.
  const dirty = lines.length > 0 || Object.values(customer).some((value) => value.trim() !== '');

  return (
    <FormDialog title={text.title} description={text.description} size="lg" busy={busy} dirty={dirty} onClose={onClose} onSubmit={submit}>
      <ItemSearch onPick={pick} disabled={busy} />

      <section aria-labelledby="sale-items" className="flex flex-col gap-2">
        <h3 id="sale-items" className="text-sm font-medium text-ink">
          {text.items}
        </h3>
        {lines.length === 0 ? (
          <p className={`rounded-lg border border-dashed px-3 py-4 text-center text-sm ${errors.lines ? 'border-red-600 text-red-700' : 'border-brand-200 text-muted'}`}>
            {errors.lines ? serverMessage(errors.lines) : text.noItems}
          </p>
        ) : (
          <ul ref={linesRef} className="flex flex-col gap-2">
            {lines.map((line, index) => (
              <SaleLineRow
                key={saleLineKey(line)}
                line={line}
                problem={problems[saleLineKey(line)]}
                colourMissing={triedSave && needsColour(line)}
                disabled={busy}
                onColour={(hex) => {
                  const next = chooseSaleColour(lines, index, hex);
                  if (next.length < lines.length) focusLine.current = saleLineKey({ ...line, colorHex: hex.toUpperCase() });
                  change(index, () => next);
                }}
                onQuantity={(quantity) =>
                  change(index, (current) => current.map((other, position) => (position === index ? { ...other, quantity } : other)))
                }
                onRemove={() => change(index, (current) => current.filter((_, position) => position !== index))}
              />
            ))}
          </ul>
        )}
        {lines.length > 0 && errors.lines ? <p className="text-sm text-red-700">{serverMessage(errors.lines)}</p> : null}
        <dl className="flex flex-col gap-1 border-t border-brand-100 pt-2 text-ink">
          {deliveryChoice ? (
            <>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <dt className="text-muted">{text.itemsTotal}</dt>
                <dd className="tabular-nums">{formatMoney(itemsCents / 100)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <dt className="min-w-0 break-words text-muted">{text.deliveryFee(choiceName(deliveryChoice, text))}</dt>
                <dd className="shrink-0 tabular-nums">{deliveryFeeLabel(deliveryChoice, feeCents, text)}</dd>
              </div>
            </>
          ) : null}
          <div className="flex items-baseline justify-between gap-3 font-semibold">
            <dt>{text.total}</dt>
            <dd className="text-lg tabular-nums">{formatMoney((itemsCents + feeCents) / 100)}</dd>
          </div>
        </dl>
      </section>

      {hasDeliveryOptions(deliveryOptions) ? (
        <ChoiceGroup
          legend={text.delivery}
          options={deliveryChoices(deliveryOptions, text)}
          value={deliveryChoice ? deliveryId : NO_DELIVERY}
          onChange={(id) => {
            setDeliveryId(id);
            setErrors(({ deliveryOption: _gone, ...rest }) => rest);
          }}
          error={errors.deliveryOption}
          layout="grid grid-cols-2 sm:grid-cols-3"
          disabled={busy}
        />
      ) : null}

      <ChoiceGroup
        legend={words.orders.channel}
        options={channelOptionsOf(words.orders.channels)}
        value={channel}
        onChange={setChannel}
        error={errors.channel}
        layout="grid grid-cols-3"
        disabled={busy}
      />
      <ChoiceGroup
        legend={text.status}
        options={statusOptionsOf(text)}
        value={status}
        onChange={setStatusChoice}
        error={errors.status}
        layout="grid grid-cols-2"
        disabled={busy}
      />

      <fieldset
        className="flex min-w-0 flex-col gap-3 rounded-xl border border-brand-100 p-4"
        disabled={busy}
        aria-describedby={errors.customer ? 'sale-customer-error' : undefined}
      >
        <legend className="px-1 text-sm font-semibold text-ink">{text.customer}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={text.name}
            name="name"
            autoComplete="off"
            value={customer.name}
            onChange={(event) => setCustomer((current) => ({ ...current, name: event.target.value }))}
            error={errors.name}
          />
          <TextField
            label={text.phone}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={customer.phone}
            onChange={(event) => setCustomer((current) => ({ ...current, phone: event.target.value }))}
            error={errors.phone}
          />
        </div>
        {errors.customer ? (
          <p id="sale-customer-error" className="text-sm text-red-700">
            {serverMessage(errors.customer)}
          </p>
        ) : null}
      </fieldset>

      {errors.form ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {serverMessage(errors.form)}
        </p>
      ) : null}
      <FormDialogActions busy={busy} submitLabel={text.submit} onCancel={onClose} />
    </FormDialog>
  );
}

/** The fee as the total shows it: 'Free', saying why when the items reached the zone's threshold. */
function deliveryFeeLabel(choice: DeliveryChoice, feeCents: number, text: SaleWords): string {
  if (feeCents > 0) return formatMoney(feeCents / 100);
  if (choice.kind === 'zone' && choice.zone.freeOver !== null && dollarsToCents(choice.zone.fee) > 0) {
    return text.freeReached(formatMoney(choice.zone.freeOver));
  }
  return text.free;
}

/**
 * What the owner reads when a save fails: the server's words (in English: shown through
 * useServerMessage), the dialog's own for a reused key.
 */
function failureMessage(failure: unknown, text: SaleWords): string {
  if (!(failure instanceof ApiError)) return text.failed;
  if (failure.status === 409) {
    if ((failure.body as Partial<OrderUnavailable> | undefined)?.lines) return text.linesChanged;
    if ((failure.body as Partial<OrderUnavailable> | undefined)?.deliveryOptions) return text.deliveryGone;
    return failure.message === apiMessages.orderKeyReused ? text.keyReused : failure.message;
  }
  return errorMessage(failure, text.failed);
}

/** A 400's messages on the dialog's fields: the lines, the channel, the status, the customer and the delivery option. */
function saleFieldErrors(failure: unknown): FieldErrors {
  const fields = apiFieldErrors(failure);
  const known = ['lines', 'channel', 'status', 'customer', 'deliveryOption'] as const;
  return Object.fromEntries(known.flatMap((field) => (fields[field] ? [[field, fields[field]]] : [])));
}

/** The server's answer is in the order sent: each line's reason by the dialog's line. */
function problemsOf(lines: SaleLine[], answer: NonNullable<OrderUnavailable['lines']>, words: SaleWords['problems']): Record<string, string> {
  const found: Record<string, string> = {};
  answer.forEach((quote, index) => {
    const line = lines[index];
    const problem = lineProblem(quote, words);
    if (line && problem) found[saleLineKey(line)] = problem;
  });
  return found;
}

function ItemSearch({ onPick, disabled }: { onPick: (kind: CartItemKind, item: Product | Offer) => void; disabled: boolean }) {
  const text = useAdminText().sale;
  const id = useId();
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim());
  const searching = search !== '';
  const products = useQuery({ ...productListQuery({ page: 1, limit: RESULTS_PER_KIND, search }), enabled: searching });
  const offers = useQuery({ ...offerListQuery({ page: 1, limit: RESULTS_PER_KIND, search }), enabled: searching });
  const shown = term.trim() !== '';
  const matches: { kind: CartItemKind; item: Product | Offer }[] = shown
    ? [
        ...(products.data?.data ?? []).map((item) => ({ kind: 'product' as const, item })),
        ...(offers.data?.data ?? []).map((item) => ({ kind: 'offer' as const, item })),
      ]
    : [];
  const pending = shown && (term.trim() !== search || products.isFetching || offers.isFetching);
  const failed = products.isError || offers.isError;
  const status = !shown
    ? ''
    : failed
      ? text.searchFailed
      : pending && matches.length === 0
        ? text.searching
        : matches.length === 0
          ? text.noMatch
          : text.matches(matches.length);

  const choose = (kind: CartItemKind, item: Product | Offer) => {
    onPick(kind, item);
    setTerm('');
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {text.find}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
        <input
          id={id}
          type="search"
          placeholder={text.findPlaceholder}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          // Enter picks nothing and must not save the sale half made.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          disabled={disabled}
          // The dialog's first step: finding an item.
          autoFocus
          className={`${inputClass} ps-9`}
        />
      </div>
      <p id={`${id}-status`} aria-live="polite" className={`text-xs ${failed ? 'text-red-700' : 'text-muted'} ${status ? '' : 'sr-only'}`}>
        {status}
      </p>
      {matches.length > 0 ? (
        <ul aria-label={text.find} className={`flex flex-col divide-y divide-brand-100 rounded-lg border border-brand-100 ${pending ? 'opacity-60' : ''}`}>
          {matches.map(({ kind, item }) => (
            <li key={`${kind}:${item.id}`}>
              <button
                type="button"
                onClick={() => choose(kind, item)}
                disabled={disabled}
                className="flex min-h-11 w-full items-center gap-3 px-3 py-2 text-start text-sm hover:bg-brand-50"
              >
                <Plus aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-ink">
                    <Isolate>{item.name}</Isolate>
                  </span>
                  <span className="block text-xs text-muted">
                    {dotted(
                      kind === 'offer' ? text.offer : null,
                      item.soldOut ? text.problems.soldOut : item.left !== null ? text.problems.onlyLeft(item.left) : null,
                    )}
                  </span>
                </span>
                <span className="shrink-0 font-semibold text-ink tabular-nums">{formatMoney(item.offerPrice ?? item.price)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface SaleLineRowProps {
  line: SaleLine;
  problem: string | undefined;
  colourMissing: boolean;
  disabled: boolean;
  onColour: (hex: string) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

function SaleLineRow({ line, problem, colourMissing, disabled, onColour, onQuantity, onRemove }: SaleLineRowProps) {
  const text = useAdminText().sale;
  const label = lineLabel(line);
  const key = saleLineKey(line);
  return (
    <li
      data-line={key}
      tabIndex={-1}
      data-problem={problem ? 'true' : undefined}
      className={`flex flex-col gap-2 rounded-xl border p-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${problem || colourMissing ? 'border-red-300 bg-red-50/40' : 'border-brand-100'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-ink">
            <Isolate>{line.name}</Isolate>
            {line.kind === 'offer' ? <span className="ms-2 text-xs font-normal text-muted">{text.offer}</span> : null}
          </p>
          <p className="text-xs text-muted tabular-nums">{text.each(formatMoney(line.unitPrice))}</p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          aria-label={text.remove(label)}
          className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
      {line.colors.length > 0 ? (
        <ChoiceGroup
          legend={text.colour(line.name)}
          legendHidden
          options={line.colors.map((color) => ({
            value: color.hexCode.toUpperCase(),
            // The server decides what is left; a colour shown sold out can still be chosen.
            label: (
              <>
                <span aria-hidden="true" className="inline-flex">
                  <ColorSwatch name={color.name} hexCode={color.hexCode} crossedOut={color.soldOut} />
                </span>
                <Isolate>{color.name}</Isolate>
              </>
            ),
            ...(color.soldOut ? { hint: text.problems.soldOut } : color.left !== null ? { hint: text.problems.onlyLeft(color.left) } : {}),
          }))}
          value={line.colorHex}
          onChange={onColour}
          error={colourMissing ? text.chooseColour : undefined}
          disabled={disabled}
        />
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <QuantityStepper
          value={line.quantity}
          onDecrease={() => onQuantity(Math.max(1, line.quantity - 1))}
          onIncrease={() => onQuantity(Math.min(ORDER_LIMITS.quantityMax, line.quantity + 1))}
          max={ORDER_LIMITS.quantityMax}
          label={text.quantityOf(label)}
        />
        <p className="font-semibold text-ink tabular-nums">{formatMoney(saleLineTotal(line))}</p>
      </div>
      {problem ? (
        <p className="text-sm">
          <span className="inline-flex rounded-full bg-red-50 px-2.5 py-0.5 font-semibold text-red-800 ring-1 ring-red-200">{problem}</span>
        </p>
      ) : null}
    </li>
  );
}
