import { useQueryClient } from '@tanstack/react-query';
import { admin } from '#contract/messages/admin.js';
import { apiMessages } from '#contract/messages/validation.js';
import { Dialog } from '../dialogs/Dialog.js';
import { LoginForm } from './LoginForm.js';

/**
 * Shown over the page when the server ended the session while a form was open. Signing in again keeps
 * the page and the form as they were (the owner saves again); closing it goes to the login page.
 */
export function SignInAgainDialog({ onGiveUp }: { onGiveUp: () => void }) {
  const queryClient = useQueryClient();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onGiveUp();
      }}
      title={admin.login.heading}
      description={admin.login.intro}
    >
      <LoginForm
        notice={apiMessages.sessionEnded}
        // Lists read while signed out may hold errors: read them again with the new token.
        onSignedIn={() => void queryClient.invalidateQueries()}
      />
    </Dialog>
  );
}
