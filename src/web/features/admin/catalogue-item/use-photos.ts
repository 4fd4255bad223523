import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '#contract/constants.js';
import type { Photo } from '#contract/photo.js';
import { uploadPhoto } from '#web/api/admin/images.js';
import { errorMessage } from '#web/http/api-client.js';
import { toast } from '#web/components/ui/toast.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';
import { imageFileError } from './image-file.js';

interface SlotBase {
  key: string;
  /** The picked file's own picture, shown at once instead of fetching the stored one. */
  preview: string | null;
}

/** One place in the item's photo list: a stored photo, a file on its way, or a file whose upload failed. */
export type PhotoSlot = SlotBase &
  (
    | { state: 'stored'; photo: Photo }
    | { state: 'uploading'; file: File; progress: number }
    | { state: 'failed'; file: File; error: string }
  );

/**
 * An item dialog's photos. Each picked file uploads at once, alone, so a save names photos by id
 * only; `field` is what the form sends: the ids in order once the owner changed them, else nothing,
 * which keeps the stored photos.
 */
export function usePhotos(initial: readonly Photo[], { onDeleted }: { onDeleted: (photoId: string) => void }) {
  const text = useAdminText().photos;
  const serverMessage = useServerMessage();
  const [initialIds] = useState(() => initial.map((photo) => photo.id));
  const [slots, setSlots] = useState<PhotoSlot[]>(() => initial.map((photo) => ({ key: photo.id, preview: null, state: 'stored', photo })));
  // What the last pick refused, file by file.
  const [notices, setNotices] = useState<string[]>([]);
  const uploads = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());
  const nextKey = useRef(0);

  useEffect(() => {
    const running = uploads.current;
    const urls = previews.current;
    // A closed dialog stops its uploads (the server sweeps what no form names) and frees its previews.
    return () => {
      for (const upload of running.values()) upload.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (key: string, change: (slot: PhotoSlot) => PhotoSlot) =>
    setSlots((current) => current.map((slot) => (slot.key === key ? change(slot) : slot)));

  function upload(key: string, file: File) {
    const controller = new AbortController();
    uploads.current.set(key, controller);
    uploadPhoto(file, {
      signal: controller.signal,
      onProgress: (progress) => update(key, (slot) => (slot.state === 'uploading' ? { ...slot, progress } : slot)),
    })
      .then((photo) => update(key, ({ preview }) => ({ key, preview, state: 'stored', photo })))
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        // Toasted like every failed request of the panel, once for several files (one id); each tile keeps its reason and a retry.
        toast.error(text.uploadFailed, { id: 'photo-upload-failed' });
        update(key, ({ preview }) => ({ key, preview, state: 'failed', file, error: errorMessage(failure, text.uploadFailed) }));
      })
      .finally(() => uploads.current.delete(key));
  }

  function addFiles(files: readonly File[]) {
    const refused: string[] = [];
    const images = files.filter((file) => {
      const problem = imageFileError(file);
      if (problem) refused.push(text.refused(file.name, serverMessage(problem)));
      return !problem;
    });
    const room = Math.max(0, LIMITS.photosMax - slots.length);
    const overLimit = images.slice(room);
    if (overLimit.length > 0) refused.push(text.overLimit(overLimit.map((file) => file.name)));
    setNotices(refused);

    const added = images.slice(0, room).map((file): PhotoSlot & { file: File } => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      nextKey.current += 1;
      return { key: `picked-${nextKey.current}`, preview, state: 'uploading', file, progress: 0 };
    });
    setSlots((current) => [...current, ...added]);
    for (const slot of added) upload(slot.key, slot.file);
  }

  function retry(key: string) {
    const slot = slots.find((candidate) => candidate.key === key);
    if (slot?.state !== 'failed') return;
    update(key, ({ preview }) => ({ key, preview, state: 'uploading', file: slot.file, progress: 0 }));
    upload(key, slot.file);
  }

  function remove(key: string) {
    const slot = slots.find((candidate) => candidate.key === key);
    if (!slot) return;
    uploads.current.get(key)?.abort();
    if (slot.preview) {
      URL.revokeObjectURL(slot.preview);
      previews.current.delete(slot.preview);
    }
    setSlots((current) => current.filter((candidate) => candidate.key !== key));
    if (slot.state === 'stored') onDeleted(slot.photo.id);
  }

  /** Puts the photo at `position` (0 is the main photo); the others keep their order. */
  function move(key: string, position: number) {
    setSlots((current) => {
      const from = current.findIndex((slot) => slot.key === key);
      if (from < 0 || position < 0 || position >= current.length || position === from) return current;
      const next = [...current];
      const [slot] = next.splice(from, 1);
      next.splice(position, 0, slot!);
      return next;
    });
  }

  const stored = slots.flatMap((slot) => (slot.state === 'stored' ? [slot.photo] : []));
  const changed =
    slots.length !== initialIds.length || slots.some((slot, index) => slot.state !== 'stored' || slot.photo.id !== initialIds[index]);

  return {
    slots,
    /** The stored photos in order: what colours can show. */
    stored,
    notices,
    uploading: slots.some((slot) => slot.state === 'uploading'),
    failed: slots.some((slot) => slot.state === 'failed'),
    full: slots.length >= LIMITS.photosMax,
    /** Added, removed, moved, or on their way: not as stored. */
    changed,
    /** The form's `photos` field: empty (not sent) while the photos are as stored. */
    field: changed ? JSON.stringify(stored.map((photo) => photo.id)) : '',
    addFiles,
    retry,
    remove,
    move,
  };
}

export type PhotosState = ReturnType<typeof usePhotos>;
