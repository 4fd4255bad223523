import { Link, useLocation } from 'wouter';
import { SEARCH_PARAM } from '#contract/page-query.js';
import type { SearchSuggestion } from '#contract/search.js';
import { useLanguage } from '#web/i18n/context.js';
import { localizedCategoryName } from '#web/i18n/localized.js';
import { withQuery } from '#web/navigation/router.js';

interface SearchSuggestionsProps {
  /** "Did you mean:" in the page's language. */
  label: string;
  suggestions: readonly SearchSuggestion[] | undefined;
}

/**
 * Under a search that found nothing, the names the server found near it, in the page's language: each
 * a link to the same list searching for that name (and nothing else, as the item may be in another category).
 */
export function SearchSuggestions({ label, suggestions }: SearchSuggestionsProps) {
  const language = useLanguage();
  const [path] = useLocation();
  if (!suggestions?.length) return null;
  return (
    <>
      <p className="mt-4">{label}</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {suggestions.map((suggestion) => {
          // A suggestion has a name and its translations, as a category does.
          const name = localizedCategoryName(suggestion, language);
          return (
            <li key={suggestion.name}>
              <Link
                href={withQuery(path, new URLSearchParams({ [SEARCH_PARAM]: name }))}
                className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {/* A name may start in another script than the page: it keeps its own direction. */}
                <bdi>{name}</bdi>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
