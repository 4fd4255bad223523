// The state of the "Record a sale" dialog and its save: the lines, the channel, the status, the customer,
// the delivery, the discount code and the totals, the errors and the focus a line gets when added.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { deliveryFeeCents, findDeliveryChoice, NO_DELIVERY_OPTIONS } from '#contract/delivery.js';
import { deliveryInputSchema, type CartItemKind, type OrderUnavailable } from '#contract/order.js';
import type { SaleChannel } from '#contract/sale.js';
import type { Offer } from '#contract/offer.js';
import type { Product } from '#contract/product.js';
import { recordSaleMutation, type SaleRequest } from '#web/api/admin/orders.js';
import { settingsQuery } from '#web/api/admin/settings.js';
import { toast } from '#web/components/ui/toast.js';
import { ApiError } from '#web/http/api-client.js';
import { toCents } from '#web/shop/money.js';
import { newOrderKey } from '#web/shop/order-key.js';
import { zodFieldErrors, type FieldErrors } from '../form/field-errors.js';
import { focusFirstInvalid } from '../form/focus-invalid.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';
import { failureMessage, problemsOf, saleFieldErrors } from './sale-failure.js';
import {
  addSaleLine,
  cartLinesOf,
  chooseSaleColour,
  needsColour,
  saleLineKey,
  saleLineOf,
  saleTotal,
  type SaleLine,
} from './sale-lines.js';
import { NO_DELIVERY } from './sale-options.js';
import { useSaleCode } from './use-sale-code.js';

type SaleStatus = 'confirmed' | 'delivered';
/** Handed over at the counter; a phone or WhatsApp sale is usually delivered later. */
const defaultStatus = (channel: SaleChannel): SaleStatus => (channel === 'shop' ? 'delivered' : 'confirmed');

/** The customer as typed: either may stay empty. */
export interface SaleCustomer {
  name: string;
  phone: string;
}

interface RecordSaleOptions {
  /** The list of lines, where a line just added or merged into is found to take the focus. */
  linesRef: RefObject<HTMLUListElement | null>;
  /** The sale was recorded. */
  onClose: () => void;
}

export function useRecordSale({ linesRef, onClose }: RecordSaleOptions) {
  const text = useAdminText().sale;
  const serverMessage = useServerMessage();
  const save = useMutation(recordSaleMutation);
  const [lines, setLines] = useState<SaleLine[]>([]);
  const [channel, setChannel] = useState<SaleChannel>('shop');
  const [statusChoice, setStatusChoice] = useState<SaleStatus | null>(null);
  const status = statusChoice ?? defaultStatus(channel);
  const [customer, setCustomer] = useState<SaleCustomer>({ name: '', phone: '' });
  // The options the shop offers now, as its Settings page has them; a sale made at the counter takes none.
  const settings = useQuery(settingsQuery());
  const deliveryOptions = settings.data?.delivery ?? NO_DELIVERY_OPTIONS;
  const [deliveryId, setDeliveryId] = useState(NO_DELIVERY);
  // An option deleted meanwhile (a refresh after a refusal) is no choice any more.
  const deliveryChoice = deliveryId === NO_DELIVERY ? undefined : findDeliveryChoice(deliveryOptions, deliveryId);
  const itemsCents = toCents(saleTotal(lines));
  const feeCents = deliveryChoice ? deliveryFeeCents(deliveryChoice, itemsCents) : 0;
  const saleCode = useSaleCode(lines, customer.phone, text.code.applyFirst);
  const discountCents = saleCode.cents(feeCents);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The server's reasons a line cannot be sold, by line key; editing the line drops its reason. */
  const [problems, setProblems] = useState<Record<string, string>>({});
  /** Lines still without a colour are marked once a save has been tried. */
  const [triedSave, setTriedSave] = useState(false);
  // One key per sale as sent: a double tap or a retry of the same content records one sale.
  const saleKey = useRef<{ signature: string; key: string } | null>(null);
  const focusLine = useRef<string | null>(null);
  const busy = save.isPending;

  // A line just added or merged into gets the focus, on its colours when it has some, so the next
  // step is at hand and the keyboard's place is not lost with a line that went.
  useEffect(() => {
    const key = focusLine.current;
    if (!key) return;
    focusLine.current = null;
    const row = [...(linesRef.current?.querySelectorAll<HTMLElement>('[data-line]') ?? [])].find((element) => element.dataset.line === key);
    (
      row?.querySelector<HTMLElement>('input[type="radio"]:checked') ??
      row?.querySelector<HTMLElement>('input[type="radio"]') ??
      row
    )?.focus();
  }, [lines, linesRef]);

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

  const chooseColour = (line: SaleLine, index: number, hex: string) => {
    const next = chooseSaleColour(lines, index, hex);
    if (next.length < lines.length) focusLine.current = saleLineKey({ ...line, colorHex: hex.toUpperCase() });
    change(index, () => next);
  };

  const changeQuantity = (index: number, quantity: number) =>
    change(index, (current) => current.map((other, position) => (position === index ? { ...other, quantity } : other)));

  const removeLine = (index: number) => change(index, (current) => current.filter((_, position) => position !== index));

  const chooseDelivery = (id: string) => {
    setDeliveryId(id);
    setErrors(({ deliveryOption: _gone, ...rest }) => rest);
  };

  const editCustomer = (field: keyof SaleCustomer, value: string) => setCustomer((current) => ({ ...current, [field]: value }));

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
    const codeReady = saleCode.ready();
    if (Object.keys(found).length > 0 || lines.some(needsColour) || !codeReady) {
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
      ...(saleCode.code.applied !== null ? { code: saleCode.code.applied } : {}),
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
            const refusal = failure.body as Partial<OrderUnavailable> | undefined;
            if (refusal?.lines) setProblems(problemsOf(lines, refusal.lines, text.problems));
            // The code alone was refused: why shows at its field, which takes the focus.
            if (refusal?.discount && !refusal.lines && !refusal.deliveryOptions) {
              saleCode.refused(request.lines, given.phone ?? null, refusal.discount);
              toast.error(serverMessage(message));
              return;
            }
            // The options were refreshed from the response: the owner chooses again among them.
            if (refusal?.deliveryOptions) {
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

  // Items picked, a customer or a code typed: closing asks first, as the catalogue's dialogs do.
  const dirty = lines.length > 0 || Object.values(customer).some((value) => value.trim() !== '') || saleCode.code.typed.trim() !== '';

  return {
    lines,
    problems,
    triedSave,
    channel,
    setChannel,
    status,
    setStatusChoice,
    customer,
    editCustomer,
    deliveryOptions,
    deliveryId,
    deliveryChoice,
    chooseDelivery,
    itemsCents,
    feeCents,
    code: saleCode.code,
    discountCents,
    errors,
    busy,
    dirty,
    pick,
    chooseColour,
    changeQuantity,
    removeLine,
    submit,
  };
}
