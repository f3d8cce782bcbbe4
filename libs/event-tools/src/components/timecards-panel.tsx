import { apiPath } from '@rr/contracts/routes';
import { UPLOAD_MAX_BYTES, type ManagedEvent, type ManagedTimecard } from '@rr/contracts';
import { Alert, Button, ConfirmPrompt, Field, Input, Table, describeApiError, formatDescriptor, linkClass, toast, useFormat, type DataColumn } from '@rr/ui';
import { FileUp, Trash2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAddTimecard, useRemoveTimecard } from '../api/mutations';
import type { UploadProgress } from '../api/upload-file';

/** '2.4 MB', '812 KB' (decimal units, as file browsers show them). */
export function sizeText(bytes: number, locale: string): string {
  const format = (value: number, unit: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes >= 1_000_000) return format(bytes / 1_000_000, 'MB');
  return format(Math.max(1, Math.round(bytes / 1_000)), 'KB');
}

/**
 * The event's timecards (spec §2 "timecard upload"): scans or PDFs of the timing sheets kept as proof of the results,
 * uploaded with a progress bar (PDF or a picture, ≤ 10 MB, checked by content), downloaded, removed after a
 * confirmation. Only the event's promoter and programme staff can open them.
 */
export function TimecardsPanel({ managed }: { managed: ManagedEvent }) {
  const intl = useIntl();
  const format = useFormat();
  const eventId = managed.event._id;
  const add = useAddTimecard(eventId);
  const remove = useRemoveTimecard(eventId);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ManagedTimecard | null>(null);
  const tooBig = file !== null && file.size > UPLOAD_MAX_BYTES;
  const send = async () => {
    if (!file || tooBig) return;
    setProblem(null);
    try {
      await add.mutateAsync({ file, onProgress: setProgress });
      toast.success(intl.formatMessage({ id: 'eventTools.timecards.added' }, { name: file.name }));
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (caught) {
      setProblem(formatDescriptor(intl, describeApiError(caught)));
    } finally {
      setProgress(null);
    }
  };
  const columns: DataColumn<ManagedTimecard, ReactNode>[] = [
    {
      id: 'file',
      header: <FormattedMessage id="eventTools.timecards.file" />,
      cell: (t) => (
        <a className={linkClass} href={apiPath('/api/event/:eventId/timecard/:timecardId', { eventId, timecardId: t._id })} download={t.fileName}>
          {t.fileName}
        </a>
      ),
    },
    { id: 'size', header: <FormattedMessage id="eventTools.timecards.size" />, align: 'right', cell: (t) => sizeText(t.size, intl.locale) },
    { id: 'when', header: <FormattedMessage id="eventTools.timecards.when" />, secondary: true, cell: (t) => `${format.date(t.uploadedAt)} ${format.time(t.uploadedAt)}` },
    {
      id: 'actions',
      header: <span className="rr-visually-hidden"><FormattedMessage id="eventTools.bonus.actions" /></span>,
      cell: (t) => (
        <Button size="sm" variant="ghost" onClick={() => setRemoving(t)} aria-label={intl.formatMessage({ id: 'eventTools.timecards.removeLabel' }, { name: t.fileName })}>
          <Trash2 className="rr-icon" aria-hidden="true" />
          <FormattedMessage id="eventTools.bonus.remove" />
        </Button>
      ),
    },
  ];
  return (
    <div className="rr-stack" data-testid="timecards">
      <p className="et-lead rr-muted">
        <FormattedMessage id="eventTools.timecards.lead" />
      </p>
      <Table columns={columns} rows={managed.timecards} rowKey={(t) => t._id} caption={<FormattedMessage id="eventTools.timecards.title" values={{ count: managed.timecards.length }} />} empty={<FormattedMessage id="eventTools.timecards.none" />} />
      <div className="et-actions et-actions--bottom">
        <Field label={<FormattedMessage id="eventTools.timecards.choose" />} hint={<FormattedMessage id="eventTools.timecards.hint" />} error={tooBig ? intl.formatMessage({ id: 'error.UPLOAD_TOO_LARGE' }) : undefined}>
          <Input ref={input} type="file" className="et-file" accept="application/pdf,image/png,image/jpeg,image/webp" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </Field>
        <Button variant="secondary" disabled={!file || tooBig || progress !== null} loading={progress !== null} icon={<FileUp className="rr-icon" aria-hidden="true" />} onClick={() => void send()}>
          <FormattedMessage id="eventTools.timecards.upload" />
        </Button>
      </div>
      {progress ? (
        <span className="et-progress">
          <progress max={1} value={progress.phase === 'sending' ? progress.fraction : undefined} aria-label={intl.formatMessage({ id: 'eventTools.timecards.uploading' })} />
        </span>
      ) : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <ConfirmPrompt
        open={removing !== null}
        busy={remove.isPending}
        title={removing ? <FormattedMessage id="eventTools.timecards.confirmRemove" values={{ name: removing.fileName }} /> : null}
        message={<FormattedMessage id="eventTools.timecards.confirmRemoveLead" />}
        confirmLabel={<FormattedMessage id="eventTools.bonus.remove" />}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          setProblem(null);
          remove.mutate(removing._id, {
            onSuccess: () => toast.success(intl.formatMessage({ id: 'eventTools.timecards.removed' })),
            onError: (caught) => setProblem(formatDescriptor(intl, describeApiError(caught))),
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </div>
  );
}
