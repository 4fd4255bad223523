import { AlertCircle, Inbox } from 'lucide-react';
import { admin } from '../../../../contract/messages/admin.js';
import { errorMessage } from '../../../lib/api-client.js';
import { Button } from '../ui/Button.js';
import { Spinner } from '../ui/Spinner.js';

export function LoadingState() {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={admin.common.loading} className="scale-150" />
    </div>
  );
}

export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-10 text-center">
      <AlertCircle aria-hidden="true" className="size-8 text-red-700" />
      <p className="font-medium text-red-900">{title}</p>
      <p className="text-sm text-red-800">{errorMessage(error, '')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {admin.common.retry}
      </Button>
    </div>
  );
}

export function EmptyState({ title, hint }: { title: string; hint?: string | undefined }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-brand-200 bg-white px-4 py-12 text-center">
      <Inbox aria-hidden="true" className="size-8 text-brand-300" />
      <p className="font-medium text-ink">{title}</p>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
    </div>
  );
}
