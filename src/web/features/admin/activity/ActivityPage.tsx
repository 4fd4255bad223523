import { useQuery } from '@tanstack/react-query';
import {
  Boxes,
  Camera,
  FolderTree,
  Images,
  Mail,
  Package,
  Receipt,
  ShoppingBag,
  Store,
  Tag,
  TicketPercent,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import { ACTIVITY_KINDS, type ActivityKind } from '#contract/activity.js';
import { accountListQuery } from '#web/api/admin/accounts.js';
import { activityListQuery } from '#web/api/admin/activity.js';
import { toast } from '#web/components/ui/toast.js';
import { useMessages } from '#web/i18n/context.js';
import { useListSearch } from '#web/navigation/use-list-search.js';
import { SelectField } from '../form/Select.js';
import { useAdminFormat, useAdminText } from '../i18n/context.js';
import { AdminListBody } from '../list/AdminListBody.js';
import { PageHeading } from '../list/PageHeading.js';
import { activitySentence } from './activity-sentence.js';

const KIND_ICONS: Record<ActivityKind, LucideIcon> = {
  order: ShoppingBag,
  sale: Receipt,
  stock: Boxes,
  product: Package,
  offer: Tag,
  category: FolderTree,
  carousel: Images,
  settings: Store,
  account: Users,
  code: TicketPercent,
  message: Mail,
  photo: Camera,
};

/** The choice of either filter that filters nothing (a Select's value cannot be empty). */
const ALL = 'all';

const parseKind = (value: string | null): ActivityKind | undefined => ACTIVITY_KINDS.find((kind) => kind === value);

/**
 * The owner's Activity page: who changed what, newest first, by person and by kind (both kept in the
 * address, like the other lists' filters), a page at a time.
 */
export function ActivityPage() {
  const text = useAdminText().activity;
  const commonText = useMessages().common;
  const format = useAdminFormat();
  const params = useListSearch();
  const person = params.params.get('person') || undefined;
  const kind = parseKind(params.params.get('kind'));
  const activity = useQuery(activityListQuery({ page: params.page, person, kind }));
  // Switched-off accounts too: what they did stays on record.
  const people = useQuery(accountListQuery()).data?.data ?? [];
  const entries = activity.data?.data ?? [];
  const pagination = activity.data?.pagination;
  const filtered = Boolean(person || kind);

  useEffect(() => {
    if (activity.isError) toast.error(text.fetchFailed, { id: 'admin-activity-fetch' });
  }, [activity.isError, text]);

  const choose = (name: 'person' | 'kind', value: string) =>
    params.updateParams((current) => {
      if (value === ALL) current.delete(name);
      else current.set(name, value);
      current.delete('page');
    });

  return (
    <section>
      <PageHeading title={text.heading} detail={pagination ? commonText.totalCount(pagination.totalItems) : undefined} />
      <p className="-mt-2 mb-4 text-sm text-muted">{text.intro}</p>
      <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          label={text.person}
          placeholder={text.everyone}
          value={person ?? ALL}
          onValueChange={(value) => choose('person', value)}
          options={[{ value: ALL, label: text.everyone }, ...people.map((account) => ({ value: account.id, label: account.name }))]}
        />
        <SelectField
          label={text.kind}
          placeholder={text.allKinds}
          value={kind ?? ALL}
          onValueChange={(value) => choose('kind', value)}
          options={[
            { value: ALL, label: text.allKinds },
            ...ACTIVITY_KINDS.map((option) => ({ value: option, label: text.kinds[option] })),
          ]}
        />
      </div>

      <AdminListBody
        query={activity}
        empty={entries.length === 0}
        errorTitle={text.fetchFailed}
        emptyTitle={filtered ? text.noMatch : text.empty}
        emptyHint={filtered ? text.noMatchHint : text.emptyHint}
        pagination={pagination}
        onPageChange={params.goToPage}
      >
        <ol
          className={`flex flex-col divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white shadow-sm ${
            activity.isPlaceholderData ? 'opacity-60' : ''
          }`}
        >
          {entries.map((entry) => {
            const Icon = KIND_ICONS[entry.kind];
            return (
              <li key={entry.id} className="flex items-start gap-3 px-4 py-3">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                  <p className="text-sm break-words text-ink">{activitySentence(entry, text)}</p>
                  <time dateTime={entry.at} className="shrink-0 text-xs text-muted">
                    {format.dateTime(entry.at)}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      </AdminListBody>
    </section>
  );
}
