import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { expect, vi } from 'vitest';
import type { SignedInPerson } from '#contract/accounts.js';
import type { Language } from '#contract/languages.js';
import { admin } from '#contract/messages/admin.js';
import type { Photo } from '#contract/photo.js';
import { ROLE_PERMISSIONS, type Role } from '#contract/roles.js';
import { useSession } from '#web/http/session.js';
import { uploadForm, type UploadOptions } from '#web/http/upload.js';
import { MessagesProvider } from '#web/i18n/context.js';
import { ShopRouter } from '#web/navigation/router.js';
import { AdminMessagesProvider } from '#web/features/admin/i18n/context.js';
import { AdminLayout } from '#web/features/admin/layout/AdminLayout.js';
import { CATALOGUES, visit } from './render.js';

/** A signed-in person as GET /api/auth/me describes them: the owner Nour unless told otherwise. */
export function signedInPerson(role: Role = 'owner', overrides: Partial<SignedInPerson> = {}): SignedInPerson {
  const names = { owner: { id: 'u-owner', name: 'Nour', username: 'nour' }, staff: { id: 'u-staff', name: 'Rima', username: 'rima' } };
  return { ...names[role], role, permissions: [...ROLE_PERMISSIONS[role]], mustChangePassword: false, language: null, ...overrides };
}

interface RenderOptions {
  path?: string;
  /** Who is signed in (the owner unless told otherwise); null for no one known. */
  person?: SignedInPerson | null;
  /** The panel's language, its words loaded as the panel loads them; English by default. */
  language?: Language;
  /** The history entry's state, as a navigation leaves it (where the login page returns to). */
  historyState?: unknown;
}

/** Renders inside a fresh query client and the router, with the browser at `path` and `person` signed in. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/admin/product', person = signedInPerson(), language, historyState = null }: RenderOptions = {},
) {
  visit(path);
  if (historyState !== null) window.history.replaceState(historyState, '', path);
  useSession.setState({ person });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const app = (
    <QueryClientProvider client={queryClient}>
      <ShopRouter>{ui}</ShopRouter>
    </QueryClientProvider>
  );
  return render(
    language ? (
      <MessagesProvider language={language} messages={CATALOGUES[language]}>
        <Suspense fallback={null}>
          <AdminMessagesProvider>{app}</AdminMessagesProvider>
        </Suspense>
      </MessagesProvider>
    ) : (
      app
    ),
  );
}

/** Renders in the panel in `language`, once its words have loaded (they load as the panel loads them, suspending it meanwhile). */
export async function renderAdminIn(
  language: Language,
  ui: ReactElement,
  options: Omit<RenderOptions, 'language'> = {},
): Promise<RenderResult> {
  let rendered: RenderResult | undefined;
  await act(async () => {
    rendered = renderWithProviders(ui, { ...options, language });
  });
  return rendered!;
}

/** A page inside the panel's layout: its menu, and the question it asks before leaving unsaved changes. */
export function renderInPanel(page: ReactElement, path: string, options: Omit<RenderOptions, 'path'> = {}) {
  return renderWithProviders(<AdminLayout>{page}</AdminLayout>, { path, ...options });
}

/** Follows the menu's link to `section`, which asks first (something is unsaved), and answers Stay. */
export async function followMenuThenStay(user: UserEvent, section: string) {
  await user.click(screen.getByRole('link', { name: section }));
  expect(screen.getByRole('alertdialog', { name: admin.unsaved.leave.title })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: admin.unsaved.leave.stay }));
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces fetch with `handler`; responds 404 for anything it returns undefined for. */
export function mockFetch(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A stored photo as POST /api/images returns it; its srcset's one width is what a thumbnail loads. */
export function storedPhoto(id: string): Photo {
  return { id, image: `/uploads/${id}.webp`, imageSrcset: `/uploads/${id}-400.webp 400w`, imageWidth: 800, imageHeight: 800 };
}

export interface PendingUpload {
  file: File;
  progress: (fraction: number) => void;
  finish: (photo: Photo) => Promise<void>;
  fail: (error: Error) => Promise<void>;
}

/**
 * With `vi.mock('#web/http/upload.js')`: each photo upload (POST /images) waits for the test to
 * finish or fail it, in the order they started; every other form (the item's save) returns `saved`.
 */
export function mockPhotoUploads(saved: unknown): PendingUpload[] {
  const uploads: PendingUpload[] = [];
  vi.mocked(uploadForm).mockImplementation(<T,>(path: string, { body, onProgress }: UploadOptions): Promise<T> => {
    if (path !== '/images') return Promise.resolve(saved as T);
    return new Promise<T>((resolve, reject) => {
      uploads.push({
        file: body.get('image') as File,
        progress: (fraction) => act(() => onProgress?.(fraction)),
        finish: (photo) => act(async () => resolve(photo as T)),
        fail: (error) => act(async () => reject(error)),
      });
    });
  });
  return uploads;
}

/** The fields of the item's save (not a photo upload), files shown as 'file'. */
export function savedFields(): Record<string, string> {
  const save = vi.mocked(uploadForm).mock.calls.find(([path]) => path !== '/images');
  if (!save) throw new Error('The item was not saved');
  return Object.fromEntries([...save[1].body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file']));
}
