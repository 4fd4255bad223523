import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useSearchParams, withQuery } from './router.js';
import { SEARCH_DEBOUNCE_MS } from '../config/ui.js';

import { PAGE_PARAM, parsePage, SEARCH_PARAM } from '#contract/page-query.js';

/** `query` at page `next` of its list: page 1 is the list's address without `page`. */
function atPage(query: URLSearchParams, next: number): URLSearchParams {
  if (next > 1) query.set(PAGE_PARAM, String(next));
  else query.delete(PAGE_PARAM);
  return query;
}

/**
 * A list's search box bound to the URL's `search` parameter: the typed text is applied after a 500 ms
 * pause, trimmed (empty is omitted), and a changed term resets `page`. Browser Back/Forward and
 * "clear filters" update the box too.
 */
export function useListSearch() {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const page = parsePage(params.get(PAGE_PARAM));
  const [term, setTerm] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    if (term.trim() !== search) setTerm(search);
  }

  // The debounce timer fires after renders; it must use the latest setter (it captures the URL).
  const setParamsRef = useRef(setParams);
  useEffect(() => {
    setParamsRef.current = setParams;
  });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onTermChange = (value: string) => {
    setTerm(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const next = value.trim();
      setParamsRef.current(
        (current) => {
          if ((current.get(SEARCH_PARAM) ?? '') === next) return current;
          if (next) current.set(SEARCH_PARAM, next);
          else current.delete(SEARCH_PARAM);
          current.delete(PAGE_PARAM);
          return current;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
  };

  /** Updates other parameters (a category, the page) right away. */
  const updateParams = (change: (params: URLSearchParams) => void, options?: { replace?: boolean }) => {
    setParams((current) => {
      change(current);
      return current;
    }, options);
  };

  const goToPage = (next: number) => {
    updateParams((current) => atPage(current, next));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  /** The address of a page of the list as it stands (its search and other parameters kept), inside the router. */
  const [path] = useLocation();
  const pageHref = (next: number) => withQuery(path, atPage(new URLSearchParams(params), next));

  /** Drops search and the given other parameters, and the page. */
  const clear = (...others: string[]) => {
    window.clearTimeout(timer.current);
    setTerm('');
    updateParams((current) => {
      for (const name of [SEARCH_PARAM, PAGE_PARAM, ...others]) current.delete(name);
    });
  };

  return { params, search, page, term, onTermChange, updateParams, goToPage, pageHref, clear };
}
