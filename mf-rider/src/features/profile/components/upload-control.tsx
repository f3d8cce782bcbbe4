import { useApiMutation, type StaleKey } from '@rr/api-client';
import { DOCUMENT_ACCEPT, type UploadIdKind } from '@rr/contracts';
import { Alert, Button, apiErrorText } from '@rr/ui';
import { Upload } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isAbort, type UploadProgress } from '@rr/ui/upload';
import { uploadIdFile, type UploadAnswer } from '../api/profile-api';
import { fileProblem } from '../lib/profile-form';

/** The catalogue's message for a file refused before it is sent (the server's codes, so both read the same). */
const PROBLEM_MESSAGES = { tooLarge: 'error.UPLOAD_TOO_LARGE', empty: 'error.FILE_EMPTY', type: 'error.FILE_NOT_IMAGE' } as const;

/**
 * A file picker that uploads at once (POST …/upload-id-files with `kind`), with a progress bar while the file goes up
 * and a note while the server checks it; a refusal is shown under it, translated from the server's code. A picture
 * named or typed wrongly, empty or over 10 MB is refused before anything is sent (spec §5).
 */
export function UploadControl<K extends UploadIdKind>({
  riderId,
  kind,
  label,
  accessibleLabel,
  stale,
  onUploaded,
  variant = 'secondary',
}: {
  riderId: string;
  kind: K;
  label: ReactNode;
  /** The button's name when `label` alone does not say what is uploaded. */
  accessibleLabel?: string;
  /** The reads the upload makes stale, fetched again before `onUploaded`. */
  stale: readonly StaleKey[];
  onUploaded: (answer: UploadAnswer<K>) => void | Promise<void>;
  variant?: 'primary' | 'secondary';
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const send = useApiMutation({
    mutationFn: ({ file, signal }: { file: File; signal: AbortSignal }) => uploadIdFile(riderId, kind, file, { onProgress: setProgress, signal }),
    invalidates: stale,
    // The refusal is shown under the picker.
    meta: { alert: false },
  });

  // Leaving the page stops an upload under way.
  useEffect(() => () => controller.current?.abort(), []);

  const upload = async (file: File) => {
    const refused = fileProblem(file);
    if (refused) {
      setProblem(intl.formatMessage({ id: PROBLEM_MESSAGES[refused] }));
      return;
    }
    setProblem(null);
    controller.current = new AbortController();
    try {
      const answer = await send.mutateAsync({ file, signal: controller.current.signal });
      setProgress(null);
      await onUploaded(answer);
    } catch (caught) {
      setProgress(null);
      if (!isAbort(caught)) setProblem(apiErrorText(intl, caught));
    } finally {
      controller.current = null;
    }
  };

  const percent = progress?.phase === 'sending' ? Math.round(progress.fraction * 100) : null;
  return (
    <div className="rdr-upload">
      <input
        ref={input}
        type="file"
        accept={DOCUMENT_ACCEPT}
        className="rr-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <div className="rr-cluster">
        <Button size="sm" variant={variant} loading={progress !== null} aria-label={accessibleLabel} onClick={() => input.current?.click()}>
          <Upload className="rr-icon" aria-hidden="true" />
          {label}
        </Button>
        {progress !== null ? (
          <Button size="sm" variant="ghost" onClick={() => controller.current?.abort()}>
            <FormattedMessage id="rider.profile.upload.stop" />
          </Button>
        ) : null}
      </div>
      {progress !== null ? (
        <div className="rdr-upload__progress" role="status">
          <progress max={100} value={percent ?? undefined} aria-label={intl.formatMessage({ id: 'rider.profile.upload.progressLabel' })} />
          <span className="rr-muted">
            {percent !== null ? <FormattedMessage id="rider.profile.upload.sending" values={{ percent }} /> : <FormattedMessage id="rider.profile.upload.checking" />}
          </span>
        </div>
      ) : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <p className="rr-hint rr-flush">
        <FormattedMessage id="rider.profile.upload.hint" />
      </p>
    </div>
  );
}
