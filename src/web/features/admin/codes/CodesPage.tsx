import { useMutation, useQuery } from '@tanstack/react-query';
import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { CodeState, DiscountCode } from '#contract/discount-code.js';
import { deleteDiscountCodeMutation, discountCodeListQuery, updateDiscountCodeMutation } from '#web/api/admin/discount-codes.js';
import { categoryOptionsQuery } from '#web/api/categories.js';
import { Badge, type BadgeTone } from '#web/components/ui/Badge.js';
import { Button } from '#web/components/ui/Button.js';
import { toast } from '#web/components/ui/toast.js';
import { errorMessage } from '#web/http/api-client.js';
import { formatMoney } from '#web/shop/money.js';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.js';
import { useAdminFormat, useAdminLanguage, useAdminText, useOwnName, useServerMessage } from '../i18n/context.js';
import { ADMIN_LOCALES } from '../i18n/messages.js';
import { AdminListBody } from '../list/AdminListBody.js';
import { Isolate, isolateText } from '../list/Isolate.js';
import { IntroToolbar } from '../list/ListToolbar.js';
import { PageHeading } from '../list/PageHeading.js';
import { CodeDialog } from './CodeDialog.js';
import { switchedInput } from './code-form.js';
import { codeValue, formatWallTime } from './code-text.js';

const STATE_TONES: Record<CodeState, BadgeTone> = {
  active: 'success',
  scheduled: 'brand',
  ended: 'neutral',
  usedUp: 'neutral',
  off: 'danger',
};

/**
 * The owner's discount codes, newest first: what each takes off and on what, when and how often it
 * may be used, how often it was, and the sales it brought. The owner adds and edits a code, switches
 * it off or on, and deletes one no order has used (one that orders used can only be switched off).
 */
export function CodesPage() {
  const text = useAdminText().codes;
  const serverMessage = useServerMessage();
  const codes = useQuery(discountCodeListQuery());
  const ownName = useOwnName();
  const switching = useMutation(updateDiscountCodeMutation);
  const remove = useMutation(deleteDiscountCodeMutation);
  const [editing, setEditing] = useState<{ code: DiscountCode | null } | null>(null);
  const [deleting, setDeleting] = useState<DiscountCode | null>(null);
  const list = codes.data?.data ?? [];
  // The names of the categories codes are limited to (the product form reads the same list).
  const categories = useQuery({ ...categoryOptionsQuery(), enabled: list.some((code) => code.categoryIds.length > 0) }).data;
  const categoryNames = new Map(categories?.map((category) => [category.id, ownName(category)]));

  useEffect(() => {
    if (codes.isError) toast.error(text.fetchFailed, { id: 'admin-codes-fetch' });
  }, [codes.isError, text]);

  const switchCode = (code: DiscountCode) => {
    if (switching.isPending) return;
    const active = !code.active;
    switching.mutate(
      { id: code.id, input: switchedInput(code, active) },
      {
        onSuccess: (saved) => toast.success((active ? text.switchedOn : text.switchedOff)(isolateText(saved.code))),
        onError: (failure) => toast.error(serverMessage(errorMessage(failure, text.switchFailed))),
      },
    );
  };

  const deleteCode = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(text.deleted(isolateText(deleting.code))),
      // Used by an order since the list was read (409): the message says to switch it off, which the list now offers.
      onError: (failure) => toast.error(serverMessage(errorMessage(failure, text.deleteFailed))),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section>
      <PageHeading title={text.heading} detail={codes.data ? text.count(list.length) : undefined} />
      <IntroToolbar intro={text.intro} query={codes} addLabel={text.add} onAdd={() => setEditing({ code: null })} />

      <AdminListBody
        query={codes}
        empty={list.length === 0}
        errorTitle={text.fetchFailed}
        emptyTitle={text.empty}
        emptyHint={text.emptyHint}
      >
        <ul className="flex flex-col gap-3">
          {list.map((code) => (
            <CodeCard
              key={code.id}
              code={code}
              categoryNames={categories ? categoryNames : undefined}
              switching={switching.isPending && switching.variables?.id === code.id}
              onEdit={() => setEditing({ code })}
              onSwitch={() => switchCode(code)}
              onDelete={() => setDeleting(code)}
            />
          ))}
        </ul>
      </AdminListBody>

      {editing ? <CodeDialog code={editing.code} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={text.deleteTitle}
        description={deleting ? text.deleteText(isolateText(deleting.code)) : ''}
        pending={remove.isPending}
        onConfirm={deleteCode}
      />
    </section>
  );
}

interface CodeCardProps {
  code: DiscountCode;
  /** Undefined while they load: the categories show once their names are known. */
  categoryNames: Map<string, string> | undefined;
  switching: boolean;
  onEdit: () => void;
  onSwitch: () => void;
  onDelete: () => void;
}

function CodeCard({ code, categoryNames, switching, onEdit, onSwitch, onDelete }: CodeCardProps) {
  const { codes: text, common } = useAdminText();
  const format = useAdminFormat();
  const locale = ADMIN_LOCALES[useAdminLanguage()];
  const name = isolateText(code.code);
  const terms = [codeValue(code, text), code.minItemsTotal !== null ? text.minimum(formatMoney(code.minItemsTotal)) : null];
  const dates = [
    code.startsAt ? text.startsAt(formatWallTime(code.startsAt, locale)) : null,
    code.endsAt ? text.endsAt(formatWallTime(code.endsAt, locale)) : null,
  ].filter((part): part is string => part !== null);
  const uses = [
    code.maxUses !== null ? text.usesOf(code.uses, code.maxUses) : text.uses(code.uses),
    code.maxUsesPerPhone !== null ? text.perPhone(code.maxUsesPerPhone) : null,
  ];
  const targets = [
    ...(categoryNames
      ? code.categoryIds.map((id) => ({ key: `category:${id}`, name: categoryNames.get(id) ?? null, gone: text.deletedCategory }))
      : []),
    ...code.items.map((item) => ({ key: `${item.kind}:${item.id}`, name: item.name, gone: text.deletedItem })),
  ];
  const figures: [string, string][] = [
    [text.orders, format.number(code.orders)],
    [text.revenue, formatMoney(code.revenue)],
    [text.discounts, formatMoney(code.discounts)],
  ];

  return (
    <li className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h2 className="font-mono text-base font-semibold tracking-wide break-all text-ink">
            <Isolate>{code.code}</Isolate>
          </h2>
          <p className="text-sm text-ink">{dotted(terms)}</p>
        </div>
        <Badge tone={STATE_TONES[code.state]}>{text.states[code.state]}</Badge>
      </div>
      {dates.length > 0 ? <p className="mt-1 text-sm text-muted">{dotted([...dates, text.beirutTime])}</p> : null}
      {targets.length > 0 ? (
        <p className="mt-1 flex flex-wrap items-center gap-1.5 text-sm">
          <span className="text-muted">{text.onlyFor}</span>
          {targets.map((target) => (
            <span key={target.key} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-ink">
              {target.name === null ? <span className="italic">{target.gone}</span> : <Isolate>{target.name}</Isolate>}
            </span>
          ))}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-muted">{dotted(uses)}</p>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {figures.map(([label, value]) => (
          <div key={label} className="flex gap-1.5">
            <dt className="text-muted">{label}</dt>
            {/* Left to right beside Arabic words, which would make it read « 19.50$ ». */}
            <dd dir="ltr" className="font-medium text-ink tabular-nums">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" aria-label={text.editOf(name)} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {text.edit}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          busy={switching}
          aria-label={code.active ? text.switchOffOf(name) : text.switchOnOf(name)}
          onClick={onSwitch}
        >
          {code.active ? <PowerOff aria-hidden="true" className="size-4" /> : <Power aria-hidden="true" className="size-4" />}
          {code.active ? text.switchOff : text.switchOn}
        </Button>
        {/* An order keeps the code it used: such a code is switched off, never deleted. */}
        {code.used ? (
          <p className="text-xs text-muted">{text.usedKeep}</p>
        ) : (
          <Button variant="danger" size="sm" aria-label={text.deleteOf(name)} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            {common.delete}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Parts joined by middle dots, leaving out the missing ones. */
const dotted = (parts: (string | null)[]) => parts.filter(Boolean).join(' · ');
