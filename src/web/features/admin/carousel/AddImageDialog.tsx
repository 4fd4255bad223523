import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { validation } from '#contract/messages/validation.js';
import { addCarouselImageMutation } from '#web/api/admin/carousel.js';
import { errorMessage } from '#web/http/api-client.js';
import { toast } from '#web/components/ui/toast.js';
import { ImageField } from '../catalogue-item/ImageField.js';
import { UploadProgress } from '../catalogue-item/UploadProgress.js';
import { FormDialog, FormDialogActions } from '../dialogs/FormDialog.js';
import { useAdminText } from '../i18n/context.js';

export function AddImageDialog({ onClose }: { onClose: () => void }) {
  const text = useAdminText();
  const addMutation = useMutation(addCarouselImageMutation);
  const inFlight = useRef(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const busy = addMutation.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    if (!file) {
      setError(validation.selectImage);
      return;
    }
    inFlight.current = true;
    setProgress(0);
    addMutation.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(text.carousel.added);
          onClose();
        },
        onError: (failure) => {
          setError(errorMessage(failure, text.carousel.addFailed));
          toast.error(text.carousel.addFailed);
        },
        onSettled: () => {
          inFlight.current = false;
          setProgress(null);
        },
      },
    );
  }

  return (
    <FormDialog
      title={text.carousel.addTitle}
      description={text.carousel.note}
      busy={busy}
      dirty={file !== null}
      onClose={onClose}
      onSubmit={submit}
    >
      <ImageField label={text.common.image} file={file} onFileChange={setFile} error={error} onError={setError} disabled={busy} />
      {progress !== null ? <UploadProgress fraction={progress} /> : null}
      <FormDialogActions busy={busy} submitLabel={text.carousel.submit} onCancel={onClose} />
    </FormDialog>
  );
}
