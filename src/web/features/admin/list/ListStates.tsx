import { errorMessage } from '#web/http/api-client.js';
import { Button } from '#web/components/ui/Button.js';
import { Spinner } from '#web/components/ui/Spinner.js';
import { EmptyState as SharedEmptyState, ErrorState as SharedErrorState } from '#web/components/ui/StateMessage.js';
import { useMessages } from '#web/i18n/context.js';
import { useServerMessage } from '../i18n/context.js';

export function LoadingState() {
  const common = useMessages().common;
  return <Spinner label={common.loading} />;
}

export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const common = useMessages().common;
  const serverMessage = useServerMessage();
  return (
    <SharedErrorState
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {common.tryAgain}
        </Button>
      }
    >
      {serverMessage(errorMessage(error, ''))}
    </SharedErrorState>
  );
}

export function EmptyState({ title, hint }: { title: string; hint?: string | undefined }) {
  return <SharedEmptyState title={title}>{hint}</SharedEmptyState>;
}
