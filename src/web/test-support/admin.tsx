import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import { admin } from '#contract/messages/admin.js';
import type { Photo } from '#contract/photo.js';
import { uploadForm, type UploadOptions } from '#web/http/upload.js';
import { ShopRouter } from '#web/navigation/router.js';
import { AdminLayout } from '#web/features/admin/layout/AdminLayout.js';
import { visit } from './render.js';

/** Renders inside a fresh query client and the router, with the browser at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/admin/product' }: { path?: string } = {}) {
  visit(path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ShopRouter>{ui}</ShopRouter>
    </QueryClientProvider>,
  );
}

/** A page inside the panel's layout: its menu, and the question it asks before leaving unsaved changes. */
export function renderInPanel(page: ReactElement, path: string) {
  return renderWithProviders(<AdminLayout>{page}</AdminLayout>, { path });
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
