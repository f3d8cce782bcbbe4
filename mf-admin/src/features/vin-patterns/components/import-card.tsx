import { ApiError } from '@rr/api-client';
import type { VinImportResponse, VinImportRow } from '@rr/contracts';
import { Alert, Button, Card, Field, Input, Table, apiErrorText, errorCode, errorDetails, toast, type DataColumn } from '@rr/ui';
import type { UploadProgress } from '@rr/ui/upload';
import { Upload } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { importVinPatterns, useVinPatternWrite } from '../api/vin-patterns';

/** At most this many preview rows on screen (a file may hold thousands; the counts say the rest). */
const SHOWN_ROWS = 200;

/** The preview a refused import carries (409 IMPORT_HAS_ERRORS, `details.preview`). */
function previewOf(caught: unknown): VinImportResponse | null {
  if (!(caught instanceof ApiError) || errorCode(caught) !== 'IMPORT_HAS_ERRORS') return null;
  const details = errorDetails(caught) as { preview?: VinImportResponse } | undefined;
  return details?.preview ?? null;
}

/**
 * Import VIN patterns from a CSV or XLSX file (`POST /api/vin-patterns/import`): the file is checked first (a dry run:
 * every row with what it will do or its errors), then imported all or nothing; the import (not the check) makes the lists stale.
 */
export function ImportCard() {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [preview, setPreview] = useState<VinImportResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const importation = useVinPatternWrite((chosen: File) => importVinPatterns(chosen, false, undefined));
  const importing = importation.isPending;
  /** What the last import stored (the preview is put away: the list shows the patterns now). */
  const [done, setDone] = useState<VinImportResponse['counts'] | null>(null);

  const run = async (dryRun: boolean, chosen: File | null = file) => {
    if (!chosen) return;
    setProblem(null);
    setDone(null);
    if (dryRun) setPreview(null);
    try {
      const answer = dryRun ? await importVinPatterns(chosen, true, setProgress) : await importation.mutateAsync(chosen);
      if (dryRun) setPreview(answer);
      else {
        toast.success(intl.formatMessage({ id: 'admin.vinPatterns.import.done' }, { create: answer.counts.create, update: answer.counts.update }));
        reset();
        setDone(answer.counts);
      }
    } catch (caught) {
      const refused = previewOf(caught);
      if (refused) setPreview(refused);
      setProblem(apiErrorText(intl, caught));
    } finally {
      setProgress(null);
    }
  };
  const reset = () => {
    setPreview(null);
    setProblem(null);
    setFile(null);
    if (input.current) input.current.value = '';
  };
  const discard = () => {
    reset();
    setDone(null);
  };

  const errorText = (row: VinImportRow) =>
    row.errors.map((code) => intl.formatMessage({ id: `admin.vinPatterns.import.error.${code}` }, { row: row.duplicateOf ?? '' })).join('; ');
  const columns: DataColumn<VinImportRow, ReactNode>[] = [
    { id: 'row', header: <FormattedMessage id="admin.vinPatterns.import.col.row" />, cell: (r) => r.row },
    { id: 'pattern', header: <FormattedMessage id="admin.vinPatterns.col.pattern" />, cell: (r) => <code className="adm-vin-code">{r.pattern || '—'}</code> },
    { id: 'model', header: <FormattedMessage id="admin.vinPatterns.col.model" />, cell: (r) => [r.make, r.model].filter(Boolean).join(' ') || '—' },
    { id: 'year', header: <FormattedMessage id="admin.vinPatterns.col.year" />, cell: (r) => r.year ?? '—' },
    // Only when the file gives sale days (a dealer's list of VINs sold).
    ...(preview?.rows.some((r) => r.saleDate) ? [{ id: 'saleDate', secondary: true, header: <FormattedMessage id="admin.vinPatterns.col.saleDate" />, cell: (r: VinImportRow) => r.saleDate ?? '—' }] : []),
    {
      id: 'result',
      header: <FormattedMessage id="admin.vinPatterns.import.col.result" />,
      cell: (r) =>
        r.errors.length > 0 ? (
          <span className="adm-danger-text">{errorText(r)}</span>
        ) : (
          <span className={r.action === 'create' ? 'rr-badge rr-badge--success' : r.action === 'update' ? 'rr-badge rr-badge--brand' : 'rr-badge'}>
            <FormattedMessage id={`admin.vinPatterns.import.action.${r.action ?? 'unchanged'}`} />
          </span>
        ),
    },
  ];

  const withErrors = preview ? preview.rows.filter((r) => r.errors.length > 0) : [];
  const shownAll = preview ? (withErrors.length > 0 ? withErrors : preview.rows) : [];
  const shown = shownAll.slice(0, SHOWN_ROWS);
  const toStore = preview ? preview.counts.create + preview.counts.update : 0;

  return (
    <Card title={<FormattedMessage id="admin.vinPatterns.import.title" />}>
      <div className="rr-stack">
        <p className="rr-muted adm-card-lead">
          <FormattedMessage id="admin.vinPatterns.import.lead" values={{ code: (text: ReactNode) => <code className="adm-vin-code">{text}</code> }} />
        </p>
        <div className="adm-inline-form">
          <Field label={<FormattedMessage id="admin.vinPatterns.import.file" />}>
            <Input
              ref={input}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => {
                // A chosen file is checked at once (a dry run): the preview comes before anything is stored.
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setPreview(null);
                setProblem(null);
                if (chosen) void run(true, chosen);
              }}
            />
          </Field>
          <Button variant="secondary" disabled={!file || progress !== null} loading={progress !== null} onClick={() => void run(true)}>
            <Upload className="rr-icon" aria-hidden="true" />
            <FormattedMessage id={preview ? 'admin.vinPatterns.import.checkAgain' : 'admin.vinPatterns.import.check'} />
          </Button>
        </div>
        {progress ? (
          <progress className="adm-progress" max={1} value={progress.phase === 'sending' ? progress.fraction : undefined} aria-label={intl.formatMessage({ id: 'admin.vinPatterns.import.checking' })} />
        ) : null}
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {preview ? (
          <div className="rr-stack" data-testid="vin-import-preview">
            <p className="adm-card-lead" aria-live="polite">
              <FormattedMessage id="admin.vinPatterns.import.summary" values={{ ...preview.counts }} />
            </p>
            {withErrors.length > 0 ? (
              <p className="rr-muted adm-card-lead">
                <FormattedMessage id="admin.vinPatterns.import.onlyErrors" values={{ count: withErrors.length }} />
              </p>
            ) : null}
            <Table columns={columns} rows={shown} rowKey={(r) => String(r.row)} caption={<FormattedMessage id="admin.vinPatterns.import.title" />} />
            {shownAll.length > shown.length ? (
              <p className="rr-muted adm-card-lead">
                <FormattedMessage id="admin.vinPatterns.import.more" values={{ count: shownAll.length - shown.length }} />
              </p>
            ) : null}
            <div className="adm-actions adm-actions--start">
              <Button disabled={preview.counts.errors > 0 || toStore === 0} loading={importing} onClick={() => void run(false)}>
                <FormattedMessage id="admin.vinPatterns.import.confirm" values={{ count: toStore }} />
              </Button>
              <Button variant="ghost" onClick={discard}>
                <FormattedMessage id="admin.vinPatterns.import.discard" />
              </Button>
            </div>
          </div>
        ) : null}
        {done ? (
          <Alert tone="success">
            <FormattedMessage id="admin.vinPatterns.import.done" values={{ create: done.create, update: done.update }} />
          </Alert>
        ) : null}
      </div>
    </Card>
  );
}
