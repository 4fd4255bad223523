import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useId } from 'react';
import { ALL_CATEGORIES_ID } from '#contract/constants.js';
import { useLanguage, useMessages } from '#web/i18n/context.js';
import { localizedCategoryName } from '#web/i18n/localized.js';
import { categoryOptionsQuery } from '#web/api/categories.js';
import { Button } from '#web/components/ui/Button.js';
import { ChevronDownIcon } from '#web/components/ui/icons.js';
import { Pagination } from '#web/components/ui/Pagination.js';
import { SearchField } from '#web/components/ui/SearchField.js';
import { SearchSuggestions } from '#web/components/ui/SearchSuggestions.js';
import { Spinner } from '#web/components/ui/Spinner.js';
import { EmptyState, ErrorState } from '#web/components/ui/StateMessage.js';
import { errorMessage } from '#web/http/api-client.js';
import { CATEGORY_PARAM } from '#contract/page-query.js';
import { productDetailHref } from '#web/navigation/catalogue-position.js';
import { useListSearch } from '#web/navigation/use-list-search.js';
import { catalogueListParams, catalogueQuery } from './catalogue-query.js';
import { ProductCard } from './ProductCard.js';
import { firstPictured } from '#web/components/ui/image-priority.js';

/** The catalogue: search, category filter, the product grid and pagination. */
export function CataloguePage() {
  const messages = useMessages();
  const language = useLanguage();
  const { params, search, page, term, onTermChange, updateParams, goToPage, pageHref, clear } = useListSearch();
  const { categoryId } = catalogueListParams(params);
  const categories = useQuery(categoryOptionsQuery());
  const products = useQuery(catalogueQuery(params));
  // Twenty cards are the home page's biggest render. Deferred, React builds them as a transition, in
  // short slices between which the phone stays responsive, not in one long task when the response lands.
  const shown = useDeferredValue(products.data);
  const activeFilters = (search ? 1 : 0) + (categoryId ? 1 : 0);
  const clearFilters = () => clear(CATEGORY_PARAM);
  const categorySelectId = useId();

  // A page past the end (an old link, or items removed meanwhile) moves to the last page there is.
  const lastPage = products.data?.pagination.totalPages ?? 0;
  const pastTheEnd = products.data !== undefined && products.data.data.length === 0 && lastPage > 0 && page > lastPage;
  useEffect(() => {
    if (!pastTheEnd) return;
    updateParams(
      (current) => {
        if (lastPage > 1) current.set('page', String(lastPage));
        else current.delete('page');
      },
      { replace: true },
    );
    // updateParams is recreated each render; the move depends only on these values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastTheEnd, lastPage]);

  const onCategoryChange = (value: string) =>
    updateParams((current) => {
      if (value === ALL_CATEGORIES_ID) current.delete(CATEGORY_PARAM);
      else current.set(CATEGORY_PARAM, value);
      current.delete('page');
    });

  const clearButton = (
    <Button variant="secondary" onClick={clearFilters}>
      {messages.catalogue.clearFiltersLink}
    </Button>
  );

  let body;
  if (products.isPending || pastTheEnd) {
    body = <Spinner label={messages.catalogue.loading} />;
  } else if (products.isError) {
    body = (
      <ErrorState
        title={messages.catalogue.errorTitle}
        action={
          <>
            <Button onClick={() => void products.refetch()}>{messages.common.tryAgain}</Button>
            {activeFilters > 0 ? clearButton : null}
          </>
        }
      >
        {/* The API's messages are in English: a French or Arabic page says it in its own. */}
        <p>{language === 'en' ? errorMessage(products.error, messages.catalogue.errorFallback) : messages.catalogue.errorFallback}</p>
        <p className="mt-2 text-sm">{messages.catalogue.errorHint}</p>
      </ErrorState>
    );
  } else if (shown === undefined) {
    body = <Spinner label={messages.catalogue.loading} />;
  } else if (shown.data.length === 0) {
    body =
      activeFilters > 0 ? (
        <EmptyState
          title={messages.catalogue.emptyTitle}
          action={
            <button
              type="button"
              onClick={clearFilters}
              className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {messages.catalogue.clearFiltersLink}
            </button>
          }
        >
          {messages.catalogue.emptyFilteredHint}
          <SearchSuggestions label={messages.catalogue.didYouMean} suggestions={shown.suggestions} />
        </EmptyState>
      ) : (
        <EmptyState title={messages.catalogue.emptyTitle}>{messages.catalogue.emptyUnfiltered}</EmptyState>
      );
  } else {
    const { data, pagination } = shown;
    const pictured = firstPictured(data);
    body = (
      <>
        <ul
          aria-label={messages.catalogue.resultsLabel}
          aria-busy={products.isPlaceholderData}
          className={`grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${products.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {data.map((product, index) => (
            // A boundary per card: React hydrates the cards after the rest of the page, in short tasks,
            // and a card that is clicked first, so the phone answers meanwhile.
            <li key={product.id} className="flex">
              <Suspense>
                <div className="w-full">
                  <ProductCard
                    product={product}
                    detailHref={productDetailHref(product.id, { page, search, categoryId })}
                    priority={index === pictured}
                  />
                </div>
              </Suspense>
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
    <section aria-labelledby="catalogue-heading" className="mt-10">
      <div className="max-w-2xl">
        <h1 id="catalogue-heading" className="font-display text-3xl text-ink sm:text-4xl">
          {messages.catalogue.heading}
        </h1>
        <p className="mt-2 text-muted">{messages.catalogue.intro}</p>
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <SearchField
            label={messages.catalogue.searchLabel}
            placeholder={messages.catalogue.searchPlaceholder}
            value={term}
            onChange={onTermChange}
            keep={categoryId ? { [CATEGORY_PARAM]: categoryId } : {}}
          />
        </div>
        <div className="relative sm:w-56">
          <label htmlFor={categorySelectId} className="sr-only">
            {messages.catalogue.categoryLabel}
          </label>
          <select
            id={categorySelectId}
            value={categoryId ?? ALL_CATEGORIES_ID}
            onChange={(event) => onCategoryChange(event.target.value)}
            className="h-12 w-full appearance-none rounded-full border border-brand-200 bg-white ps-4 pe-11 text-base text-ink focus:border-brand-500"
          >
            <option value={ALL_CATEGORIES_ID}>{messages.common.allCategories}</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {localizedCategoryName(category, language)}
              </option>
            ))}
          </select>
          {/* The browser's own arrow sits against the rounded border (and on the wrong side in some
                browsers): ours keeps clear of it, at the end of the line in either direction. */}
          <ChevronDownIcon className="pointer-events-none absolute end-4 top-1/2 size-4 -translate-y-1/2 text-muted" />
        </div>
        {activeFilters > 0 ? (
          <Button variant="ghost" onClick={clearFilters} className="h-12">
            {messages.catalogue.clearFilters(activeFilters)}
          </Button>
        ) : null}
      </div>
      <div className="mt-8">{body}</div>
    </section>
  );
}
