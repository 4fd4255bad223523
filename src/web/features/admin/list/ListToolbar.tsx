import type { UseQueryResult } from '@tanstack/react-query';
import { Plus, RefreshCw, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/Button.js';
import { useMessages } from '#web/i18n/context.js';
import { inputClass } from '../form/Field.js';
import { useAdminText } from '../i18n/context.js';

interface ListToolbarProps {
  searchLabel: string;
  searchValue: string;
  onSearchChange: (value: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
  action: ReactNode;
}

/** Fetches the list again; its word hides beside the toolbar's other buttons on a tablet, where the row is tight. */
function RefreshButton({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const text = useAdminText().common;
  return (
    <Button variant="secondary" onClick={onRefresh} disabled={refreshing} aria-label={text.refresh}>
      <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
      <span className="sm:sr-only lg:not-sr-only">{text.refresh}</span>
    </Button>
  );
}

export function ListToolbar({ searchLabel, searchValue, onSearchChange, onRefresh, refreshing, action }: ListToolbarProps) {
  const common = useMessages().common;
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <div role="search" className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
        <input
          type="search"
          aria-label={common.search}
          placeholder={searchLabel}
          value={searchValue}
          onChange={(event) => onSearchChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
          className={`${inputClass} ps-9`}
        />
      </div>
      <div className="flex gap-2">
        <RefreshButton onRefresh={onRefresh} refreshing={refreshing} />
        <div className="flex-1 sm:flex-none [&>button]:w-full">{action}</div>
      </div>
    </div>
  );
}

interface IntroToolbarProps {
  intro: string;
  /** The list's query, fetched again by Refresh. */
  query: Pick<UseQueryResult, 'isFetching' | 'refetch'>;
  addLabel: string;
  onAdd: () => void;
}

/** For a list short enough to need no search (the accounts, the codes): what the page is for, then Refresh and Add. */
export function IntroToolbar({ intro, query, addLabel, onAdd }: IntroToolbarProps) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted">{intro}</p>
      <div className="flex gap-2">
        <RefreshButton onRefresh={() => void query.refetch()} refreshing={query.isFetching} />
        <Button className="flex-1 sm:flex-none" onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
