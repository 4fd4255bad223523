import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, Router, useLocation, useRouter, type AroundNavHandler } from 'wouter';
import { useSearch as useRawSearch } from 'wouter/use-browser-location';

export { useHistoryState } from 'wouter/use-browser-location';

/** The query exactly as in the address bar ("?page=2", or "" when there is none); on the server, the request's. */
export const useQueryString = (): string => useRawSearch({ ssrSearch: useRouter().ssrSearch });

// Routing is wouter's (2 KB gzipped, where React Router was 12 KB: docs/decisions/006). This module
// adds the three things the shop needs that wouter leaves out: numbered history entries, a nav link
// that knows it is current, and search parameters read exactly as the address bar has them.

interface EntryState {
  /** How many shop pages lie behind this history entry; 0 for the page the visitor arrived on. */
  idx?: number;
}

const entryIndex = (): number => (window.history.state as EntryState | null)?.idx ?? 0;

/** True when Back stays in the shop (the visitor came here from another of its pages). */
export const canGoBackInShop = (): boolean => entryIndex() > 0;

const numberEntries: AroundNavHandler = (navigate, to, options = {}) => {
  const state: unknown = options.state;
  const index = options.replace ? entryIndex() : entryIndex() + 1;
  navigate(to, { ...options, state: { ...(state as object | undefined), idx: index } });
};

/** Where the server renders a page: the request's path, and its query with its `?` (or ""). */
export interface ServerLocation {
  path: string;
  search: string;
}

/**
 * The app's router: the browser's address bar, every navigation numbered (see canGoBackInShop); on the
 * server, the requested address. `base` is the page's language's (`/fr`, `/ar`; English has none): links
 * and paths inside are without it, the address bar has them under it. In the browser the first render reads the same address, so the
 * server's markup hydrates as it is.
 */
export function ShopRouter({ children, location, base = '' }: { children: ReactNode; location?: ServerLocation; base?: string }) {
  return (
    <Router base={base} aroundNav={numberEntries} ssrPath={location?.path} ssrSearch={location?.search}>
      {children}
    </Router>
  );
}

/** `path` with `query` after it, or bare when the query is empty. */
export function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The current query as URLSearchParams, and a setter that navigates to the same path with new ones.
 * Unlike wouter's own hook it does not run decodeURI over the query first, which would turn a
 * search for "%41" into "A"; the updater gets a copy of the live query, and an unchanged query navigates nowhere.
 */
export function useSearchParams() {
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(useQueryString());
  const setParams = (update: (current: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => {
    const current = new URLSearchParams(window.location.search);
    const next = update(new URLSearchParams(current));
    if (next.toString() !== current.toString()) navigate(withQuery(path, next), options);
  };
  return [params, setParams] as const;
}

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'> & {
  to: string;
  /** Current only on exactly this path, not below it (the home link). */
  end?: boolean;
  className: string | ((state: { isActive: boolean }) => string);
};

/** A link that marks itself current (aria-current="page") on its path and, unless `end`, below it. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const [path] = useLocation();
  const isActive = path === to || (!end && path.startsWith(to.endsWith('/') ? to : `${to}/`));
  return (
    <Link
      {...rest}
      href={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
