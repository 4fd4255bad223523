import { useQueryClient } from '@tanstack/react-query';
import { apiMessages } from '#contract/messages/validation.js';
import { Dialog } from '../dialogs/Dialog.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';
import { LoginForm } from './LoginForm.js';

/**
 * Shown over the page when the server ended the session while a form was open. Signing in again keeps
 * the page and the form as they were (the owner saves again); closing it goes to the login page.
 */
export function SignInAgainDialog({ onGiveUp }: { onGiveUp: () => void }) {
  const queryClient = useQueryClient();
  const text = useAdminText().login;
  const serverMessage = useServerMessage();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onGiveUp();
      }}
      title={text.heading}
      description={text.intro}
    >
      <LoginForm
        notice={serverMessage(apiMessages.sessionEnded)}
        // Lists read while signed out may hold errors: read them again with the new token.
        onSignedIn={() => void queryClient.invalidateQueries()}
      />
    </Dialog>
  );
}
