import { ChevronLeft, ChevronRight, GripVertical, ImagePlus, RotateCw, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent, type PointerEvent, type ReactNode } from 'react';
import { validation } from '#contract/messages/validation.js';
import { Button } from '#web/components/ui/Button.js';
import { MIRRORED_IN_RTL } from '#web/components/ui/icons.js';
import { CARD_IMAGE_MAX_WIDTH } from '#web/components/ui/image-srcset.js';
import { ResponsiveImage } from '#web/components/ui/ResponsiveImage.js';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';
import { FILE_BUTTON, IMAGE_ACCEPT } from './image-file.js';
import { UploadProgress } from './UploadProgress.js';
import type { PhotoSlot, PhotosState } from './use-photos.js';

type MoveControl = 'earlier' | 'later';

const tileButtonClass =
  'inline-flex h-11 w-full items-center justify-center rounded-lg text-ink hover:bg-brand-50 ' +
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';

interface TileButtonProps {
  label: string;
  /** Shown as unavailable but kept focusable, so the keyboard stays on it at either end of the list. */
  unavailable?: boolean;
  move?: MoveControl;
  onClick: () => void;
  children: ReactNode;
}

function TileButton({ label, unavailable = false, move, onClick, children }: TileButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={unavailable || undefined}
      data-move={move}
      onClick={() => (unavailable ? undefined : onClick())}
      className={tileButtonClass}
    >
      {children}
    </button>
  );
}

/** The picked file's own picture while it is new, else the stored one at a thumbnail's width. */
function Thumbnail({ slot, alt }: { slot: PhotoSlot; alt: string }) {
  // A file the browser cannot draw (the shop refuses it too) leaves the tile empty, not a broken picture.
  const [unreadable, setUnreadable] = useState<string | null>(null);
  if (slot.preview || slot.state !== 'stored') {
    if (!slot.preview || unreadable === slot.preview) return <span role="img" aria-label={alt} className="block size-full" />;
    const preview = slot.preview;
    // Not draggable: only the handle moves a photo, and a dragged <img> would look like a file drop.
    return <img src={preview} alt={alt} draggable={false} onError={() => setUnreadable(preview)} className="size-full object-cover" />;
  }
  return (
    <ResponsiveImage
      image={slot.photo}
      alt={alt}
      sizes="(min-width: 640px) 12rem, 45vw"
      maxWidth={CARD_IMAGE_MAX_WIDTH}
      className="pointer-events-none"
    />
  );
}

interface PhotoTileProps {
  slot: PhotoSlot;
  index: number;
  count: number;
  dragged: boolean;
  onMove: (position: number, control: MoveControl) => void;
  onDelete: () => void;
  onRetry: () => void;
  onRemove: () => void;
  /** Pressing the drag handle: it reorders by pointer (mouse, finger or pen). */
  onDragStart: (event: PointerEvent<HTMLElement>) => void;
}

function PhotoTile({ slot, index, count, dragged, onMove, onDelete, onRetry, onRemove, onDragStart }: PhotoTileProps) {
  const text = useAdminText().photos;
  const serverMessage = useServerMessage();
  const position = index + 1;
  const which = <span className="sr-only">{text.which(position)}</span>;
  return (
    <li
      data-photo-index={index}
      data-photo-key={slot.key}
      className={`flex min-w-0 flex-col gap-1.5 rounded-lg border p-1.5 ${dragged ? 'border-brand-600 bg-brand-50 shadow-md' : 'border-brand-100'}`}
    >
      <div className="relative aspect-square overflow-hidden rounded-md bg-brand-50">
        <Thumbnail slot={slot} alt={text.photo(position)} />
        {index === 0 ? (
          <span className="absolute start-1 top-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">{text.main}</span>
        ) : (
          <span aria-hidden="true" className="absolute start-1 top-1 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-ink">
            {position}
          </span>
        )}
        {count > 1 ? (
          // The arrows below do the same for the keyboard and screen readers.
          <span
            aria-hidden="true"
            onPointerDown={onDragStart}
            className="absolute end-1 top-1 inline-flex size-11 cursor-grab touch-none items-center justify-center rounded-full bg-white/90 text-ink shadow active:cursor-grabbing"
          >
            <GripVertical className="size-5" />
          </span>
        ) : null}
      </div>
      {slot.state === 'uploading' ? <UploadProgress fraction={slot.progress} /> : null}
      {slot.state === 'failed' ? <p className="text-xs break-words text-red-700">{serverMessage(slot.error)}</p> : null}
      <div className="grid grid-cols-3 gap-1">
        <TileButton
          label={text.moveEarlier(position)}
          unavailable={index === 0}
          move="earlier"
          onClick={() => onMove(index - 1, 'earlier')}
        >
          {/* Earlier is towards the start of the line: the left, and the right in Arabic. */}
          <ChevronLeft aria-hidden="true" className={`size-5 ${MIRRORED_IN_RTL}`} />
        </TileButton>
        <TileButton
          label={text.moveLater(position)}
          unavailable={index === count - 1}
          move="later"
          onClick={() => onMove(index + 1, 'later')}
        >
          <ChevronRight aria-hidden="true" className={`size-5 ${MIRRORED_IN_RTL}`} />
        </TileButton>
        {slot.state === 'stored' ? (
          <TileButton label={text.delete(position)} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-5 text-red-700" />
          </TileButton>
        ) : (
          <TileButton label={slot.state === 'uploading' ? text.cancelUpload(position) : text.remove(position)} onClick={onRemove}>
            <X aria-hidden="true" className="size-5 text-red-700" />
          </TileButton>
        )}
      </div>
      {slot.state === 'failed' ? (
        <Button variant="secondary" className="w-full" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          {text.retry}
          {which}
        </Button>
      ) : index > 0 ? (
        <Button variant="secondary" className="w-full" onClick={() => onMove(0, 'later')}>
          {text.makeMain}
          {which}
        </Button>
      ) : null}
    </li>
  );
}

interface PhotosFieldProps {
  photos: PhotosState;
  /** A message about the photos as a whole: a failed upload left, or the server's. */
  error?: string | undefined;
  disabled?: boolean;
  /** What deleting a photo asks, by its position. */
  deleteText?: (position: number) => string;
}

/**
 * A product's or offer's photos: several picked (or dropped) at once, each checked and uploaded on its
 * own with its progress; reordered by dragging the handle or with the arrows, the first the main photo.
 */
export function PhotosField({ photos, error, disabled = false, deleteText }: PhotosFieldProps) {
  const text = useAdminText().photos;
  const serverMessage = useServerMessage();
  const id = useId();
  const ids = { input: `${id}-input`, hint: `${id}-hint`, notices: `${id}-notices`, error: `${id}-error` };
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [deleting, setDeleting] = useState<{ key: string; position: number } | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropping, setDropping] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // React moves a reordered tile's node, which drops the focus: the pressed arrow gets it back.
  const focusAfterMove = useRef<{ key: string; control: MoveControl } | null>(null);
  const { slots } = photos;

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const tile = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-photo-key]') ?? [])].find(
      (element) => element.dataset.photoKey === target.key,
    );
    tile?.querySelector<HTMLElement>(`[data-move="${target.control}"]`)?.focus();
  }, [slots]);

  function moveTo(key: string, position: number, control: MoveControl) {
    photos.move(key, position);
    focusAfterMove.current = { key, control };
    setAnnouncement(text.moved(position + 1, slots.length));
  }

  /**
   * The photo follows the pointer over the other tiles until it is let go. The window listens, not the
   * handle: React moves the tile's node as the order changes, which would end a capture on the handle.
   */
  function startDrag(event: PointerEvent<HTMLElement>, key: string, from: number) {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    setDragged(key);
    let position = from;
    const follow = (move: globalThis.PointerEvent) => {
      const tile = document.elementFromPoint(move.clientX, move.clientY)?.closest<HTMLElement>('[data-photo-index]');
      if (!tile || !listRef.current?.contains(tile)) return;
      position = Number(tile.dataset.photoIndex);
      photos.move(key, position);
    };
    const end = () => {
      window.removeEventListener('pointermove', follow);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      setDragged(null);
      if (position !== from) setAnnouncement(text.moved(position + 1, slots.length));
    };
    window.addEventListener('pointermove', follow);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  }

  const dropsFiles = (event: DragEvent) => !disabled && !photos.full && event.dataTransfer.types.includes('Files');
  const describedBy = [ids.hint, photos.notices.length > 0 ? ids.notices : null, error ? ids.error : null].filter(Boolean).join(' ');

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-brand-100 p-3"
      disabled={disabled}
      onDragOver={(event) => {
        if (!dropsFiles(event)) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={(event) => {
        setDropping(false);
        if (!dropsFiles(event)) return;
        event.preventDefault();
        photos.addFiles([...event.dataTransfer.files]);
      }}
    >
      <legend className="px-1 text-sm font-medium text-ink">{text.legend}</legend>
      <p id={ids.hint} className="text-xs text-muted">
        {text.hint} · {serverMessage(validation.imageHint)}
      </p>

      {slots.length > 0 ? (
        <ol ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {slots.map((slot, index) => (
            <PhotoTile
              key={slot.key}
              slot={slot}
              index={index}
              count={slots.length}
              dragged={dragged === slot.key}
              onMove={(position, control) => moveTo(slot.key, position, control)}
              onDelete={() => setDeleting({ key: slot.key, position: index + 1 })}
              onRetry={() => photos.retry(slot.key)}
              onRemove={() => photos.remove(slot.key)}
              onDragStart={(event) => startDrag(event, slot.key, index)}
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">{text.none}</p>
      )}

      <div
        className={`flex flex-col gap-1.5 rounded-lg border-2 border-dashed p-3 ${dropping ? 'border-brand-600 bg-brand-50' : 'border-brand-200'}`}
      >
        <input
          ref={inputRef}
          id={ids.input}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          disabled={disabled || photos.full}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            photos.addFiles([...(event.target.files ?? [])]);
            // Emptied, so picking the same file again (after removing it) is a change too.
            event.target.value = '';
          }}
          className="peer sr-only"
        />
        {/* The label is the picker's button, in the panel's words: the browser's own speaks the browser's language. */}
        <label htmlFor={ids.input} className={FILE_BUTTON}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {text.add}
        </label>
        <p className="text-xs text-muted">{photos.full ? text.full : text.drop}</p>
      </div>

      <div id={ids.notices} role="alert" className="flex flex-col gap-1 empty:hidden">
        {photos.notices.map((notice, index) => (
          <p key={`${index}-${notice}`} className="text-sm break-words text-red-700">
            {notice}
          </p>
        ))}
      </div>
      {error ? (
        <p id={ids.error} className="text-sm text-red-700">
          {serverMessage(error)}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={text.deleteTitle}
        description={deleting ? (deleteText ?? text.deleteText)(deleting.position) : ''}
        onConfirm={() => {
          if (deleting) photos.remove(deleting.key);
          setDeleting(null);
          // The deleted tile had the focus; the picker is where the owner would go next.
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      />
    </fieldset>
  );
}
