import { RIDER_TIMECARD_ACCEPT, riderTimecardPaths, type RiderTimecard } from '@rr/contracts';
import { Alert, Button, Card, ConfirmPrompt, Table, apiErrorText, buttonClass, toast, useFormat, type DataColumn } from '@rr/ui';
import { isAbort, type UploadProgress } from '@rr/ui/upload';
import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { deleteTimecard, uploadTimecard, useRiderTimecards, useRiderWrite } from '../api/rider-admin';
import { TIMECARD_MAX_BYTES, formatFileSize, timecardProblem } from '../lib/files';

/**
 * The rider's timecards (spec §3 rider "timecard files", §6 admin "riders … timecards", §7 POST/DELETE
 * /api/admin/rider/{riderId}/timecard): a PDF or a PNG/JPEG scan up to 10 MB, uploaded with its progress shown (and a
 * stop), listed newest first, downloaded, and deleted after a confirmation. The files are private, like documents.
 */
export function TimecardsCard({ riderId }: { riderId: string }) {
  const intl = useIntl();
  const format = useFormat();
  const timecards = useRiderTimecards(riderId);
  const adding = useRiderWrite(riderId, ({ file, signal }: { file: File; signal: AbortSignal }) => uploadTimecard(riderId, file, { onProgress: setProgress, signal }));
  const removal = useRiderWrite(riderId, (fileId: string) => deleteTimecard(riderId, fileId));
  const input = useRef<HTMLInputElement>(null);
  const stop = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<RiderTimecard | null>(null);
  const busy = removal.isPending;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.riderPage.timecards.${id}` }, values);
  const size = (bytes: number) => formatFileSize(intl, bytes);

  const upload = async (file: File) => {
    setProblem(null);
    const refused = timecardProblem(file);
    if (refused) {
      setProblem(t(`problem.${refused}`, { max: size(TIMECARD_MAX_BYTES) }));
      return;
    }
    const controller = new AbortController();
    stop.current = controller;
    try {
      const { timecard } = await adding.mutateAsync({ file, signal: controller.signal });
      toast.success(t('uploaded', { name: timecard.fileName }));
    } catch (caught) {
      if (!isAbort(caught)) setProblem(apiErrorText(intl, caught));
    } finally {
      stop.current = null;
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    if (!asked) return;
    try {
      await removal.mutateAsync(asked._id);
      toast.success(t('deleted', { name: asked.fileName }));
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    } finally {
      setAsked(null);
    }
  };

  const columns: DataColumn<RiderTimecard, ReactNode>[] = [
    {
      id: 'file',
      header: t('col.file'),
      cell: (card) => (
        <span className="adm-rd-cell">
          <a href={riderTimecardPaths.file(riderId, card._id)} download={card.fileName}>
            {card.fileName}
          </a>
          <span className="rr-muted">{`${t(`type.${card.contentType === 'application/pdf' ? 'pdf' : 'image'}`)} · ${size(card.size)}`}</span>
        </span>
      ),
    },
    { id: 'uploaded', header: t('col.uploaded'), secondary: true, cell: (card) => `${format.date(card.uploadedAt)} ${format.time(card.uploadedAt)}` },
    {
      id: 'actions',
      header: <span className="rr-visually-hidden">{t('col.actions')}</span>,
      align: 'right',
      stickyEnd: true,
      cell: (card) => (
        <span className="adm-actions">
          <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={riderTimecardPaths.file(riderId, card._id)} download={card.fileName} aria-label={t('downloadOne', { name: card.fileName })}>
            {t('download')}
          </a>
          <Button size="sm" variant="ghost" className="adm-danger-text" onClick={() => setAsked(card)} aria-label={t('deleteOne', { name: card.fileName })}>
            {t('delete')}
          </Button>
        </span>
      ),
    },
  ];

  const sending = progress?.phase === 'sending' ? progress.fraction : null;
  return (
    <Card title={t('title')} padded={false}>
      <div className="adm-rd-panel">
        <p className="rr-muted adm-card-lead">{t('lead', { max: size(TIMECARD_MAX_BYTES) })}</p>
        <div className="adm-inline-form">
          <input
            ref={input}
            type="file"
            className="rr-visually-hidden"
            accept={RIDER_TIMECARD_ACCEPT}
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <Button variant="secondary" onClick={() => input.current?.click()} loading={progress !== null}>
            {t('upload')}
          </Button>
          {progress ? (
            <span className="adm-rd-progress" aria-live="polite">
              <progress className="adm-progress" max={1} value={sending ?? undefined} aria-label={t('progressLabel')} />
              <span className="rr-muted">{sending !== null ? t('sending', { percent: Math.round(sending * 100) }) : t('checking')}</span>
              <Button size="sm" variant="ghost" onClick={() => stop.current?.abort()}>
                {t('stop')}
              </Button>
            </span>
          ) : null}
        </div>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
      </div>
      {timecards.isError && !timecards.data ? (
        <div className="adm-toolbar">
          <Alert tone="error">{apiErrorText(intl, timecards.error)}</Alert>
        </div>
      ) : (
        <Table columns={columns} rows={timecards.data?.timecards ?? []} rowKey={(card) => card._id} loading={timecards.isPending} caption={t('title')} empty={t('none')} />
      )}
      <ConfirmPrompt
        open={asked !== null}
        busy={busy}
        title={asked ? t('confirmTitle', { name: asked.fileName }) : ''}
        message={t('confirmLead')}
        confirmLabel={t('delete')}
        onCancel={() => setAsked(null)}
        onConfirm={() => void remove()}
      />
    </Card>
  );
}
