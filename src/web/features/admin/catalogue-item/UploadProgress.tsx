import { useAdminText } from '../i18n/context.js';

/** Upload progress from 0 to 1. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const text = useAdminText().common;
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={text.uploading(percent)}
        className="h-2 overflow-hidden rounded-full bg-brand-100"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted">{text.uploading(percent)}</p>
    </div>
  );
}
