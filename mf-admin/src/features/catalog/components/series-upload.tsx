import { apiPath } from '@rr/contracts/routes';
import type { ImportPreview, Series } from '@rr/contracts';
import { rowMessageText, uploadFile, type UploadProgress } from '@rr/event-tools';
import { Alert, Button, Field, Input, Table, apiErrorText, toast, type DataColumn } from '@rr/ui';
import { Upload } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { commitSeriesUpload, useCatalogWrite } from '../api/catalog';

/**
 * Events of the series from a sheet (`POST /api/admin/serie/{id}/upload-events`, CSV or XLSX with a header row):
 * a progress bar, then every row as read with its problems, then Import (all or nothing) or Discard.
 */
export function SeriesUpload({ serie }: { serie: Series }) {
  const intl = useIntl();
  const commitment = useCatalogWrite(({ id, importId }: { id: string; importId: string }) => commitSeriesUpload(id, importId));
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const committing = commitment.isPending;
  const check = async () => {
    if (!file) return;
    setProblem(null);
    setPreview(null);
    try {
      const answer = await uploadFile({ eventId: '', kind: 'upload-class', path: apiPath('/api/admin/serie/:id/upload-events', { id: serie._id }), file, onProgress: setProgress });
      setPreview(answer.import);
    } catch (caught) {
      setProblem(apiErrorText(intl, caught));
    } finally {
      setProgress(null);
    }
  };
  const commit = async () => {
    if (!preview) return;
    try {
      const answer = await commitment.mutateAsync({ id: serie._id, importId: preview._id });
      setPreview(answer.import);
      toast.success(intl.formatMessage({ id: 'admin.series.imported' }, { count: answer.import.summary.rows }));
    } catch (caught) {
      setProblem(apiErrorText(intl, caught));
    }
  };
  const columns: DataColumn<ImportPreview['rows'][number], ReactNode>[] = [
    { id: 'row', header: <FormattedMessage id="admin.series.col.row" />, cell: (r) => r.row },
    { id: 'title', header: <FormattedMessage id="admin.series.col.event" />, cell: (r) => String(r.values.title ?? '') },
    { id: 'when', header: <FormattedMessage id="admin.series.col.when" />, cell: (r) => [r.values.startDate, r.values.endDate !== r.values.startDate ? r.values.endDate : null].filter(Boolean).join(' – ') },
    { id: 'where', header: <FormattedMessage id="admin.series.col.where" />, cell: (r) => [r.values.city, r.values.state, r.values.country].filter(Boolean).join(', ') },
    {
      id: 'problems',
      header: <FormattedMessage id="admin.series.col.problems" />,
      cell: (r) =>
        r.errors.length > 0 ? <span className="adm-danger-text">{r.errors.map((m) => rowMessageText(intl, m)).join('; ')}</span> : <span className="rr-badge rr-badge--success"><FormattedMessage id="admin.series.rowOk" /></span>,
    },
  ];
  return (
    <div className="rr-stack">
      <p className="rr-muted">
        <FormattedMessage id="admin.series.uploadLead" />
      </p>
      <div className="adm-inline-form">
        <Field label={<FormattedMessage id="admin.series.file" />}>
          <Input ref={input} type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </Field>
        <Button variant="secondary" disabled={!file || progress !== null} loading={progress !== null} onClick={() => void check()}>
          <Upload className="rr-icon" aria-hidden="true" />
          <FormattedMessage id="admin.series.check" />
        </Button>
      </div>
      {progress ? (
        <progress className="adm-progress" max={1} value={progress.phase === 'sending' ? progress.fraction : undefined} aria-label={intl.formatMessage({ id: 'admin.series.uploading' })} />
      ) : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {preview ? (
        <div className="rr-stack" data-testid="series-upload-preview">
          <p>
            <FormattedMessage id="admin.series.previewSummary" values={{ rows: preview.summary.rows, errors: preview.summary.errors }} />
          </p>
          <Table columns={columns} rows={preview.rows} rowKey={(r) => String(r.row)} caption={<FormattedMessage id="admin.series.upload" />} />
          {preview.status === 'committed' ? (
            <Alert tone="success">
              <FormattedMessage id="admin.series.imported" values={{ count: preview.summary.rows }} />
            </Alert>
          ) : (
            <div className="adm-actions">
              <Button disabled={preview.summary.errors > 0} loading={committing} onClick={() => void commit()}>
                <FormattedMessage id="admin.series.import" values={{ count: preview.summary.rows }} />
              </Button>
              <Button variant="ghost" onClick={() => setPreview(null)}>
                <FormattedMessage id="admin.series.discard" />
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
