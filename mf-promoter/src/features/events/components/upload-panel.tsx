import { UPLOAD_MAX_BYTES, type ImportPreview, type ImportRow, type ManagedEvent, type RowMessage } from '@rr/contracts';
import { Alert, Button, Field, Select, describeApiError, formatDescriptor, useFormat } from '@rr/ui';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { commitImport, uploadFile, type UploadKind } from '../api/event-tools';
import { useKeepManaged } from '../api/queries';
import { getManagedEvent } from '../api/event-tools';
import { MatchLabel } from './match-label';

/** Rows shown in the preview table; the summary counts them all. */
const PREVIEW_ROWS = 300;

function messageText(intl: IntlShape, message: RowMessage): string {
  const text = intl.formatMessage({ id: message.id }, message.values);
  return message.column ? `${intl.formatMessage({ id: 'validation.import.column' }, { column: message.column })}: ${text}` : text;
}

/** What a preview row shows, by kind. */
function rowSummary(preview: ImportPreview, row: ImportRow, money: (cents: number) => string): string {
  const v = row.values as Record<string, unknown>;
  if (preview.kind === 'classes') return `${String(v.name ?? '')} · ${Array.isArray(v.places) ? (v.places as number[]).map(money).join(' / ') : ''}`;
  if (preview.kind === 'seriesEvents') return `${String(v.title ?? '')} · ${String(v.startDate ?? '')} · ${String(v.city ?? '')}`;
  if (!v.riderName) return '';
  const place = v.status && v.status !== 'finished' ? `${String(v.place ?? '')} (${String(v.status)})` : String(v.place ?? '');
  return [String(v.className ?? ''), place, v.number ? `#${String(v.number)}` : '', String(v.riderName ?? ''), String(v.hometown ?? '')].filter(Boolean).join(' · ');
}

/**
 * An upload of spec §7 with a progress bar, then the row-level preview (parsed values, the matched rider or why
 * not, warnings and errors) before anything is written; Import commits it in one transaction (issue 11 item 5).
 */
export function UploadPanel({ managed, kinds }: { managed: ManagedEvent; kinds: readonly UploadKind[] }) {
  const intl = useIntl();
  const format = useFormat();
  const keep = useKeepManaged();
  const eventId = managed.event._id;
  const [kind, setKind] = useState<UploadKind>(kinds[0]!);
  const [classId, setClassId] = useState(managed.classes[0]?._id ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [committing, setCommitting] = useState(false);
  const abort = useRef<(() => void) | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const start = async () => {
    if (!file) return;
    setProblem(null);
    setPreview(null);
    if (file.size > UPLOAD_MAX_BYTES) {
      setProblem(intl.formatMessage({ id: 'error.UPLOAD_TOO_LARGE' }));
      return;
    }
    setProgress(0);
    const upload = uploadFile(eventId, kind, file, kind === 'upload-class-result' ? { classId } : {}, setProgress);
    abort.current = upload.abort;
    try {
      setPreview((await upload.promise).import);
    } catch (caught) {
      setProblem(formatDescriptor(intl, describeApiError(caught)));
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  const commit = async () => {
    if (!preview) return;
    setCommitting(true);
    setProblem(null);
    try {
      setPreview((await commitImport(eventId, preview._id)).import);
      keep(await getManagedEvent(eventId));
    } catch (caught) {
      setProblem(formatDescriptor(intl, describeApiError(caught)));
    } finally {
      setCommitting(false);
    }
  };

  const reset = () => {
    setPreview(null);
    setFile(null);
    setProblem(null);
    if (input.current) input.current.value = '';
  };

  const money = (cents: number) => format.money(cents, managed.event.currency);
  return (
    <section className="rr-stack pro-upload" aria-labelledby={`upload-${eventId}`}>
      <h3 id={`upload-${eventId}`} className="pro-section-title">
        <FormattedMessage id={kinds.includes('upload-class') ? 'promoter.upload.classesTitle' : 'promoter.upload.resultsTitle'} />
      </h3>
      <p className="rr-muted pro-lead"><FormattedMessage id={`promoter.upload.help.${kind}`} /></p>
      <div className="pro-form-grid">
        {kinds.length > 1 && (
          <Field label={<FormattedMessage id="promoter.upload.kind" />}>
            <Select value={kind} onChange={(e) => { setKind(e.target.value as UploadKind); setPreview(null); }}>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {intl.formatMessage({ id: `promoter.upload.kind.${k}` })}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {kind === 'upload-class-result' && (
          <Field label={<FormattedMessage id="promoter.upload.class" />}>
            <Select value={classId} onChange={(e) => setClassId(e.target.value)}>
              {managed.classes.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={<FormattedMessage id="promoter.upload.file" />} hint={<FormattedMessage id="promoter.upload.fileHint" />}>
          <input
            ref={input}
            type="file"
            className="rr-input"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => { setFile(e.target.files?.[0] ?? null); setPreview(null); setProblem(null); }}
          />
        </Field>
      </div>
      <div className="pro-actions">
        <Button onClick={() => void start()} disabled={!file || progress !== null || (kind === 'upload-class-result' && !classId)} loading={progress !== null}>
          <FormattedMessage id="promoter.upload.check" />
        </Button>
        {progress !== null && (
          <>
            <progress className="pro-progress" max={1} value={progress} aria-label={intl.formatMessage({ id: 'promoter.upload.progress' })}>
              {Math.round(progress * 100)}%
            </progress>
            <Button variant="ghost" onClick={() => abort.current?.()}>
              <FormattedMessage id="promoter.upload.cancel" />
            </Button>
          </>
        )}
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      {preview && (
        <div className="rr-stack" data-testid="upload-preview">
          {preview.status === 'committed' ? (
            <Alert tone="success">
              <FormattedMessage id="promoter.upload.committed" values={{ rows: preview.summary.rows, file: preview.fileName }} />
            </Alert>
          ) : (
            <Alert tone={preview.summary.errors > 0 ? 'error' : preview.summary.exceptions > 0 || preview.summary.warnings > 0 ? 'warning' : 'info'}>
              <FormattedMessage
                id="promoter.upload.summary"
                values={{ rows: preview.summary.rows, errors: preview.summary.errors, warnings: preview.summary.warnings, matched: preview.summary.matched, exceptions: preview.summary.exceptions, format: preview.format.toUpperCase() }}
              />
              {preview.summary.newClasses.length > 0 && (
                <p className="pro-alert-line"><FormattedMessage id="promoter.upload.newClasses" values={{ classes: preview.summary.newClasses.join(', ') }} /></p>
              )}
            </Alert>
          )}
          <div className="rr-table-wrap" role="region" aria-label={intl.formatMessage({ id: 'promoter.upload.preview' })} tabIndex={0}>
            <table className="rr-table">
              <thead>
                <tr>
                  <th scope="col"><FormattedMessage id="promoter.upload.row" /></th>
                  <th scope="col"><FormattedMessage id="promoter.upload.values" /></th>
                  {preview.kind !== 'classes' && preview.kind !== 'seriesEvents' && <th scope="col"><FormattedMessage id="promoter.upload.rider" /></th>}
                  <th scope="col"><FormattedMessage id="promoter.upload.notes" /></th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.slice(0, PREVIEW_ROWS).map((row) => (
                  <tr key={row.row} className={row.errors.length > 0 ? 'pro-row--error' : row.warnings.length > 0 ? 'pro-row--warning' : undefined}>
                    <td className="rr-align-right">{row.row}</td>
                    <td>{rowSummary(preview, row, money)}</td>
                    {preview.kind !== 'classes' && preview.kind !== 'seriesEvents' && <td>{row.match ? <MatchLabel match={row.match} /> : null}</td>}
                    <td>
                      {[...row.errors, ...row.warnings].map((message, i) => (
                        <div key={i} className={i < row.errors.length ? 'pro-note--error' : 'pro-note--warning'}>
                          {messageText(intl, message)}
                        </div>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.rows.length > PREVIEW_ROWS && (
            <p className="rr-muted"><FormattedMessage id="promoter.upload.more" values={{ shown: PREVIEW_ROWS, rows: preview.rows.length }} /></p>
          )}
          <div className="pro-actions">
            {preview.status === 'previewed' && (
              <Button onClick={() => void commit()} loading={committing} disabled={preview.summary.errors > 0}>
                <FormattedMessage id="promoter.upload.commit" values={{ rows: preview.summary.rows }} />
              </Button>
            )}
            <Button variant="secondary" onClick={reset}>
              <FormattedMessage id={preview.status === 'committed' ? 'promoter.upload.another' : 'promoter.upload.discard'} />
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
