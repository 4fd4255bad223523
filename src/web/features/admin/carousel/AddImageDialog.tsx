import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { admin } from '#contract/messages/admin.js';
import { validation } from '#contract/messages/validation.js';
import { addCarouselImageMutation } from '#web/api/admin/carousel.js';
import { errorMessage } from '#web/http/api-client.js';
import { toast } from '#web/components/ui/toast.js';
import { ImageField } from '../catalogue-item/ImageField.js';
import { UploadProgress } from '../catalogue-item/UploadProgress.js';
import { FormDialog, FormDialogActions } from '../dialogs/FormDialog.js';

export function AddImageDialog({ onClose }: { onClose: () => void }) {
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
          toast.success(admin.carousel.added);
          onClose();
        },
        onError: (failure) => {
          setError(errorMessage(failure, admin.carousel.addFailed));
          toast.error(admin.carousel.addFailed);
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
      title={admin.carousel.addTitle}
      description={admin.carousel.note}
      busy={busy}
      dirty={file !== null}
      onClose={onClose}
      onSubmit={submit}
    >
      <ImageField
        label={admin.common.image}
        file={file}
        onFileChange={setFile}
        error={error}
        onError={setError}
        disabled={busy}
      />
      {progress !== null ? <UploadProgress fraction={progress} /> : null}
      <FormDialogActions busy={busy} submitLabel={admin.carousel.submit} onCancel={onClose} />
    </FormDialog>
  );
}
