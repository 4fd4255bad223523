import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../../../../contract/constants.js';

function pageFrom(text: string | null): number {
  const page = Number.parseInt(text ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/**
 * An admin list's page and search live in the URL (a reload or a return after signing in keeps
 * them). Typing is applied after the debounce, trimmed, and a new search goes back to page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const search = params.get('search') ?? '';
  const [searchInput, setSearchInput] = useState(search);

  useEffect(() => {
    const term = searchInput.trim();
    if (term === search) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (term) next.set('search', term);
          else next.delete('search');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, search, setParams]);

  function setPage(nextPage: number) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (nextPage > 1) next.set('page', String(nextPage));
      else next.delete('page');
      return next;
    });
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  }

  return { page, search, searchInput, setSearchInput, setPage };
}
