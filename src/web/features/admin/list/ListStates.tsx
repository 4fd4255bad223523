import { commonText } from '#contract/messages/common.js';
import { errorMessage } from '#web/http/api-client.js';
import { Button } from '#web/components/ui/Button.js';
import { Spinner } from '#web/components/ui/Spinner.js';
import { EmptyState as SharedEmptyState, ErrorState as SharedErrorState } from '#web/components/ui/StateMessage.js';

export function LoadingState() {
  return <Spinner label={commonText.loading} />;
}

export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <SharedErrorState
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {commonText.tryAgain}
        </Button>
      }
    >
      {errorMessage(error, '')}
    </SharedErrorState>
  );
}

export function EmptyState({ title, hint }: { title: string; hint?: string | undefined }) {
  return <SharedEmptyState title={title}>{hint}</SharedEmptyState>;
}
