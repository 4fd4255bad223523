import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Router, useRouter, type AroundNavHandler, type BaseLocationHook } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useAdminText } from '../i18n/context.js';
import { hasUnsavedChanges, leaveWithoutSaving } from './unsaved-changes.js';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.js';

/** Runs `leave` at once, or once the owner chose to leave without saving while there are unsaved changes. */
type ConfirmLeave = (leave: () => void) => void;

const ConfirmLeaveContext = createContext<ConfirmLeave>((leave) => leave());

/** How to leave the panel other than by a link (signing out): asking first, as the links do. */
export const useConfirmLeave = (): ConfirmLeave => useContext(ConfirmLeaveContext);

/** The number ShopRouter gives a history entry: how many shop pages lie behind it. */
const entryIndex = (state: unknown): number => (state as { idx?: number } | null)?.idx ?? 0;

// The page the panel shows, and its history entry. The browser's Back and Forward have moved the
// address by the time anyone hears of it, and wouter, listening since the shop started, hears first:
// while the page holds unsaved changes it stays on show, the address being put back meanwhile, until
// the owner chose to leave it.
let onShow: { pathname: string; index: number } | null = null;
/** Where the owner chose to go without saving: shown once the address gets there. */
let leavingFor: string | null = null;

function pathnameOnShow(): string {
  const { pathname } = window.location;
  if (onShow !== null && pathname !== onShow.pathname && pathname !== leavingFor && hasUnsavedChanges()) return onShow.pathname;
  if (pathname === leavingFor) leavingFor = null;
  onShow = { pathname, index: entryIndex(window.history.state) };
  return pathname;
}

/** The browser's location, as the panel's pages see it: the page on show, as above. */
const useLocationOnShow: BaseLocationHook = (router) => {
  const [, navigate] = useBrowserLocation(router);
  return [pathnameOnShow(), navigate];
};

/**
 * Asks before the panel leaves a page while it holds unsaved changes (useUnsavedChanges). wouter has
 * no blocker: its navigations here (links, menus, a page's own) pass through this router's aroundNav,
 * and the browser's Back and Forward are undone until the owner chooses. A new query keeps the page,
 * so it never asks.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const text = useAdminText().unsaved;
  const parent = useRouter();
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);

  const confirmLeave = useCallback<ConfirmLeave>((leave) => {
    if (!hasUnsavedChanges()) return leave();
    setPendingLeave(() => () => {
      leaveWithoutSaving();
      leave();
    });
  }, []);

  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => {
      const { pathname } = new URL(to, window.location.href);
      if (pathname === window.location.pathname) return parent.aroundNav(navigate, to, options);
      confirmLeave(() => {
        leavingFor = pathname;
        parent.aroundNav(navigate, to, options);
      });
    },
    [parent, confirmLeave],
  );

  useEffect(() => {
    // A Back being undone shows the shop another page for a moment, which it scrolls to that page's
    // place: the page on show goes back to where the owner had scrolled it.
    let scrolled = window.scrollY;
    let undoing = false;
    const rememberScroll = () => {
      if (!undoing && window.location.pathname === onShow?.pathname) scrolled = window.scrollY;
    };

    function onPopState(event: PopStateEvent) {
      const { pathname } = window.location;
      if (onShow === null || pathname === leavingFor) return;
      if (pathname === onShow.pathname) {
        if (undoing) {
          requestAnimationFrame(() => {
            window.scrollTo(0, scrolled);
            undoing = false;
          });
        }
        return;
      }
      if (!hasUnsavedChanges()) return;
      const delta = entryIndex(event.state) - onShow.index;
      if (delta === 0) {
        // Without entry numbers there is no telling how far to undo: the move goes ahead after all.
        leavingFor = pathname;
        window.dispatchEvent(new PopStateEvent('popstate', { state: event.state }));
        return;
      }
      undoing = true;
      window.history.go(-delta);
      confirmLeave(() => {
        leavingFor = pathname;
        window.history.go(delta);
      });
    }

    window.addEventListener('scroll', rememberScroll, { passive: true });
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('scroll', rememberScroll);
      window.removeEventListener('popstate', onPopState);
      onShow = null;
      leavingFor = null;
    };
  }, [confirmLeave]);

  return (
    <ConfirmLeaveContext.Provider value={confirmLeave}>
      {/* Given its own location hook, a router starts from wouter's defaults: the shop's base and numbering are passed on. */}
      <Router hook={useLocationOnShow} base={parent.base} aroundNav={aroundNav}>
        {children}
      </Router>
      <UnsavedChangesDialog text={text.leave} discard={pendingLeave} onAnswered={() => setPendingLeave(null)} />
    </ConfirmLeaveContext.Provider>
  );
}
