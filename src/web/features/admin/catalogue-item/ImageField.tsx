import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { validation } from '#contract/messages/validation.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';
import { FILE_BUTTON, IMAGE_ACCEPT, imageFileError } from './image-file.js';

interface ImageFieldProps {
  label: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error?: string | undefined;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
}

/**
 * A file picker with a preview; refuses non-images and files of 10 MB or more before any upload. Its
 * error may be a shared check's or the server's (English): it is shown in the panel's language.
 */
export function ImageField({ label, file, onFileChange, error, onError, disabled }: ImageFieldProps) {
  const text = useAdminText().common;
  const serverMessage = useServerMessage();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The preview URL is made when a file is picked (an event, not an effect) and freed when replaced or unmounted.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const previewUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  function showPreview(chosen: File) {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    const url = URL.createObjectURL(chosen);
    previewUrl.current = url;
    setPreview({ file: chosen, url });
  }

  const shown = file && preview?.file === file ? preview.url : null;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <div className="relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-brand-100 bg-brand-50">
          {shown ? (
            <img src={shown} alt={text.imagePreview} className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-8 text-brand-300" />
          )}
          {file ? (
            <button
              type="button"
              aria-label={text.removeImage}
              disabled={disabled}
              onClick={() => {
                onFileChange(null);
                onError(undefined);
                if (inputRef.current) inputRef.current.value = '';
              }}
              className="absolute end-1 top-1 inline-flex size-7 items-center justify-center rounded-full bg-white/90 text-ink shadow"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
        <div className="min-w-0 flex-1">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={disabled}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (!chosen) return;
              const problem = imageFileError(chosen);
              onError(problem ?? undefined);
              if (problem) {
                event.target.value = '';
                return;
              }
              showPreview(chosen);
              onFileChange(chosen);
            }}
            className="peer sr-only"
          />
          {/* The picker's button in the panel's words (the browser's own speaks the browser's language); the input keeps its label. */}
          <label htmlFor={id} aria-hidden="true" className={FILE_BUTTON}>
            {text.chooseImage}
          </label>
          <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
            {serverMessage(validation.imageHint)}
          </p>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {serverMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
