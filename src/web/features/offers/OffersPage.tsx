import { useQuery } from '@tanstack/react-query';
import { useMessages } from '#web/i18n/context.js';
import { Button } from '#web/components/ui/Button.js';
import { Pagination } from '#web/components/ui/Pagination.js';
import { SearchField } from '#web/components/ui/SearchField.js';
import { SearchSuggestions } from '#web/components/ui/SearchSuggestions.js';
import { Spinner } from '#web/components/ui/Spinner.js';
import { EmptyState, ErrorState } from '#web/components/ui/StateMessage.js';
import { useListSearch } from '#web/navigation/use-list-search.js';
import { OfferCard } from './OfferCard.js';
import { offersQuery } from './offers-query.js';
import { firstPictured } from '#web/components/ui/image-priority.js';

export function OffersPage() {
  const messages = useMessages();
  const { params, term, onTermChange, goToPage, pageHref } = useListSearch();
  const offers = useQuery(offersQuery(params));

  let body;
  if (offers.isPending) {
    body = <Spinner label={messages.offers.loading} />;
  } else if (offers.isError) {
    body = (
      <ErrorState
        title={messages.offers.error}
        action={<Button onClick={() => void offers.refetch()}>{messages.common.tryAgain}</Button>}
      />
    );
  } else if (offers.data.data.length === 0) {
    body = (
      <EmptyState title={messages.offers.empty}>
        {offers.data.suggestions?.length ? (
          <SearchSuggestions label={messages.offers.didYouMean} suggestions={offers.data.suggestions} />
        ) : null}
      </EmptyState>
    );
  } else {
    const { data, pagination } = offers.data;
    const pictured = firstPictured(data);
    body = (
      <>
        <ul className={`grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 ${offers.isPlaceholderData ? 'opacity-60' : ''}`}>
          {data.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard offer={offer} priority={index === pictured} />
            </li>
          ))}
        </ul>
        <Pagination
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          totalItems={pagination.totalItems}
          onPageChange={goToPage}
          pageHref={pageHref}
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-display text-3xl text-ink sm:text-4xl">{messages.offers.heading}</h1>
      <p className="mt-2 text-muted">{messages.offers.intro}</p>
      <SearchField
        className="mt-6 max-w-xl"
        label={messages.offers.searchLabel}
        placeholder={messages.offers.searchPlaceholder}
        value={term}
        onChange={onTermChange}
      />
      <div className="mt-8">{body}</div>
    </div>
  );
}
