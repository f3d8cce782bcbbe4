import { UPLOAD_MAX_BYTES, UPLOAD_MAX_ROWS, type ImportPreview, type ImportRow, type ManagedEvent, type MessageDescriptor, type RowMessage } from '@rr/contracts';
import { Alert, Button, Field, Input, Select, Table, describeApiError, formatDescriptor, useFormat, type DataColumn } from '@rr/ui';
import { CircleAlert, CircleCheck, FileSpreadsheet, TriangleAlert, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useCommitImport, useUpload } from '../api/mutations';
import { isAbort, type UploadKind, type UploadProgress } from '../api/upload-file';
import { rowTone } from '../lib/results';
import { Icon } from './icon';
import { MatchLabel } from './match-label';
import { ClassOptions } from './class-options';
import '../event-tools.css';

/** Rows shown in the preview table; the summary counts them all and the import takes them all. */
export const PREVIEW_ROWS = 300;

/** A row message in the current locale, after 'Column {column}' when it is about one column. */
export function rowMessageText(intl: IntlShape, message: RowMessage): string {
  const text = intl.formatMessage({ id: message.id }, message.values);
  return message.column ? `${intl.formatMessage({ id: 'validation.import.column' }, { column: message.column })}: ${text}` : text;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The results a commit of this kind replaces: the event's, or the chosen class's. */
function replacedResults(managed: ManagedEvent, kind: UploadKind, classId: string): number {
  if (kind === 'upload-class') return 0;
  if (kind === 'upload-class-result') return managed.results.filter((r) => r.classId === classId).length;
  return managed.results.length;
}

export interface UploadPanelProps {
  managed: ManagedEvent;
  /** The uploads offered, the first chosen at start: the classes sheet, or the results layouts. */
  kinds: readonly UploadKind[];
  /** After an upload is committed. */
  onCommitted?: (preview: ImportPreview) => void;
}

/** Where the focus goes once the panel has drawn what an action changed. */
type FocusTarget = 'preview' | 'problem' | 'file';

/**
 * An upload of spec §7 with a progress bar, then the row-level preview (the row number, the values as read, the
 * programme rider each line matched and how, or why not, warnings in amber and errors in red) and its summary, before
 * anything is written. Import commits it whole (refused while any row has an error); Discard drops it.
 *
 * The focus follows what the user is doing: "Check the file" disables itself while the file travels, so once the
 * answer is drawn the focus goes to the preview's heading (or to why the file was refused), and after Discard (or
 * "Upload another file") back to the file input; a keyboard or screen-reader user is never left on a control that
 * went away.
 */
export function UploadPanel({ managed, kinds, onCommitted }: UploadPanelProps) {
  const intl = useIntl();
  const format = useFormat();
  const headingId = useId();
  const eventId = managed.event._id;
  const upload = useUpload(eventId);
  const commit = useCommitImport(eventId);
  const [kind, setKind] = useState<UploadKind>(kinds[0] ?? 'upload-class');
  const [classId, setClassId] = useState(managed.classes[0]?._id ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const stop = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const problemBox = useRef<HTMLDivElement>(null);
  const [focusTo, setFocusTo] = useState<FocusTarget | null>(null);
  useEffect(() => {
    if (!focusTo) return;
    const target = focusTo === 'preview' ? previewHeading.current : focusTo === 'problem' ? problemBox.current : input.current;
    target?.focus();
    setFocusTo(null);
  }, [focusTo, preview, problem]);
  const money = (cents: number) => format.money(cents, managed.event.currency);
  const needsClass = kind === 'upload-class-result';

  const forget = () => {
    setPreview(null);
    setProblem(null);
    setOnlyProblems(false);
  };

  const check = async () => {
    if (!file) return;
    forget();
    if (file.size > UPLOAD_MAX_BYTES) {
      setProblem({ id: 'error.UPLOAD_TOO_LARGE', defaultMessage: 'The file is larger than 10 MB' });
      setFocusTo('problem');
      return;
    }
    const controller = new AbortController();
    stop.current = controller;
    setProgress({ phase: 'sending', fraction: 0 });
    try {
      const answer = await upload.mutateAsync({ kind, file, ...(needsClass ? { classId } : {}), onProgress: setProgress, signal: controller.signal });
      setPreview(answer.import);
      setFocusTo('preview');
    } catch (caught) {
      if (!isAbort(caught)) {
        setProblem(describeApiError(caught));
        setFocusTo('problem');
      } else setFocusTo('file');
    } finally {
      setProgress(null);
      stop.current = null;
    }
  };

  const confirm = async () => {
    if (!preview) return;
    setProblem(null);
    try {
      const answer = await commit.mutateAsync(preview._id);
      setPreview(answer.import);
      // The Import button is gone once the file is in: the preview now says it was imported.
      setFocusTo('preview');
      onCommitted?.(answer.import);
    } catch (caught) {
      setProblem(describeApiError(caught));
      setFocusTo('problem');
    }
  };

  const reset = () => {
    forget();
    setFile(null);
    if (input.current) input.current.value = '';
    setFocusTo('file');
  };

  const isResults = preview !== null && preview.kind !== 'classes' && preview.kind !== 'seriesEvents';
  const columns: DataColumn<ImportRow, ReactNode>[] = [
    {
      id: 'row',
      header: <FormattedMessage id="eventTools.upload.row" />,
      align: 'right',
      cell: (row) => {
        const tone = rowTone(row);
        return (
          <span className={`et-row-number et-row-number--${tone}`}>
            {tone !== 'ok' && <Icon of={tone === 'error' ? CircleAlert : TriangleAlert} />}
            {tone !== 'ok' && (
              <span className="rr-visually-hidden">
                <FormattedMessage id={`eventTools.upload.tone.${tone}`} />
              </span>
            )}
            {row.row}
          </span>
        );
      },
    },
    ...(preview?.kind === 'classes' ? classColumns(intl, money) : isResults ? resultColumns(intl) : genericColumns()),
    {
      id: 'notes',
      header: <FormattedMessage id="eventTools.upload.notes" />,
      cell: (row) =>
        row.errors.length + row.warnings.length === 0 ? null : (
          <ul className="et-notes">
            {row.errors.map((message, i) => (
              <li key={`e${i}`} className="et-note et-note--error">
                {rowMessageText(intl, message)}
              </li>
            ))}
            {row.warnings.map((message, i) => (
              <li key={`w${i}`} className="et-note et-note--warning">
                {rowMessageText(intl, message)}
              </li>
            ))}
          </ul>
        ),
    },
  ];

  const problemRows = preview ? preview.rows.filter((row) => rowTone(row) !== 'ok' || (row.match !== null && (row.match.status === 'unmatched' || row.match.status === 'ambiguous'))) : [];
  const shown = (onlyProblems ? problemRows : (preview?.rows ?? [])).slice(0, PREVIEW_ROWS);
  const replaced = replacedResults(managed, kind, classId);
  const busy = progress !== null;
  const percent = progress?.phase === 'sending' ? Math.round(progress.fraction * 100) : null;

  return (
    <section className="rr-stack" aria-labelledby={headingId}>
      <h3 id={headingId} className="et-section-title">
        <FormattedMessage id={kinds.includes('upload-class') ? 'eventTools.upload.classesTitle' : 'eventTools.upload.resultsTitle'} />
      </h3>
      <p className="rr-muted et-lead">
        <FormattedMessage id={`eventTools.upload.help.${kind}`} />
      </p>
      <div className="et-form-grid">
        {kinds.length > 1 && (
          <Field label={<FormattedMessage id="eventTools.upload.kind" />}>
            <Select
              value={kind}
              disabled={busy}
              onChange={(e) => {
                setKind(e.target.value as UploadKind);
                forget();
              }}
            >
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {intl.formatMessage({ id: `eventTools.upload.kind.${k}` })}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {needsClass && (
          <Field label={<FormattedMessage id="eventTools.upload.class" />} hint={managed.classes.length === 0 ? <FormattedMessage id="eventTools.results.needClasses" /> : undefined}>
            <Select value={classId} disabled={busy || managed.classes.length === 0} onChange={(e) => setClassId(e.target.value)}>
              <ClassOptions classes={managed.classes} />
            </Select>
          </Field>
        )}
        <Field label={<FormattedMessage id="eventTools.upload.file" />} hint={<FormattedMessage id="eventTools.upload.fileHint" values={{ rows: UPLOAD_MAX_ROWS }} />}>
          <Input
            ref={input}
            type="file"
            className="et-file"
            disabled={busy}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              forget();
            }}
          />
        </Field>
      </div>
      <div className="et-actions">
        <Button onClick={() => void check()} disabled={!file || busy || (needsClass && !classId)} loading={busy} icon={<Icon of={Upload} />}>
          <FormattedMessage id="eventTools.upload.check" />
        </Button>
        {progress && (
          <>
            <span className="et-progress">
              <progress max={1} {...(progress.phase === 'sending' ? { value: progress.fraction } : {})} aria-label={intl.formatMessage({ id: 'eventTools.upload.progress' })} />
              <span className="rr-muted et-small" aria-live="polite">
                {percent !== null ? <FormattedMessage id="eventTools.upload.sending" values={{ percent }} /> : <FormattedMessage id="eventTools.upload.checking" />}
              </span>
            </span>
            <Button variant="ghost" size="sm" icon={<Icon of={X} />} onClick={() => stop.current?.abort()}>
              <FormattedMessage id="eventTools.upload.cancel" />
            </Button>
          </>
        )}
      </div>
      {problem && (
        <div ref={problemBox} tabIndex={-1} className="et-focus-target">
          <Alert tone="error">{formatDescriptor(intl, problem)}</Alert>
        </div>
      )}
      {preview && (
        <div className="rr-stack" data-testid="upload-preview">
          <h4 ref={previewHeading} tabIndex={-1} className="et-section-title et-focus-target">
            <FormattedMessage id="eventTools.upload.preview" values={{ file: preview.fileName }} />
          </h4>
          <PreviewSummary preview={preview} replaced={preview.status === 'previewed' ? replaced : 0} />
          {problemRows.length > 0 && problemRows.length < preview.rows.length && (
            <label className="et-check">
              <input type="checkbox" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} />
              <FormattedMessage id="eventTools.upload.onlyProblems" values={{ count: problemRows.length }} />
            </label>
          )}
          <Table columns={columns} rows={shown} rowKey={(row) => String(row.row)} caption={<FormattedMessage id="eventTools.upload.preview" values={{ file: preview.fileName }} />} />
          {(onlyProblems ? problemRows : preview.rows).length > PREVIEW_ROWS && (
            <p className="rr-muted et-small">
              <FormattedMessage id="eventTools.upload.more" values={{ shown: PREVIEW_ROWS, rows: (onlyProblems ? problemRows : preview.rows).length }} />
            </p>
          )}
          <div className="et-actions">
            {preview.status === 'previewed' && (
              <Button onClick={() => void confirm()} loading={commit.isPending} disabled={preview.summary.errors > 0 || preview.summary.rows === 0} icon={<Icon of={CircleCheck} />}>
                <FormattedMessage id="eventTools.upload.commit" values={{ rows: preview.summary.rows }} />
              </Button>
            )}
            <Button variant="secondary" onClick={reset} disabled={commit.isPending}>
              <FormattedMessage id={preview.status === 'committed' ? 'eventTools.upload.another' : 'eventTools.upload.discard'} />
            </Button>
            {preview.status === 'previewed' && preview.summary.errors > 0 && (
              <span className="et-note et-note--error et-small">
                <FormattedMessage id="eventTools.upload.fixErrors" />
              </span>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

/** What the file holds and what importing it does, or that it was imported. */
function PreviewSummary({ preview, replaced }: { preview: ImportPreview; replaced: number }) {
  const { summary } = preview;
  if (preview.status === 'committed') {
    return (
      <Alert tone="success">
        <FormattedMessage id="eventTools.upload.committed" values={{ rows: summary.rows, file: preview.fileName }} />
      </Alert>
    );
  }
  const tone = summary.errors > 0 ? 'error' : summary.exceptions > 0 || summary.warnings > 0 ? 'warning' : 'info';
  const values = { rows: summary.rows, errors: summary.errors, warnings: summary.warnings, matched: summary.matched, exceptions: summary.exceptions, format: preview.format.toUpperCase() };
  return (
    <Alert tone={tone}>
      <p className="et-alert-line">
        <Icon of={FileSpreadsheet} className="et-inline-icon" />
        <FormattedMessage id={preview.kind === 'classes' ? 'eventTools.upload.summaryClasses' : 'eventTools.upload.summary'} values={values} />
      </p>
      {summary.newClasses.length > 0 && (
        <p className="et-alert-line">
          <FormattedMessage id="eventTools.upload.newClasses" values={{ classes: summary.newClasses.join(', ') }} />
        </p>
      )}
      {replaced > 0 && (
        <p className="et-alert-line">
          <FormattedMessage id="eventTools.upload.replaces" values={{ count: replaced }} />
        </p>
      )}
    </Alert>
  );
}

/** A classes sheet's row: the class, its payout type and start group, what each place pays and the total. */
function classColumns(intl: IntlShape, money: (cents: number) => string): DataColumn<ImportRow, ReactNode>[] {
  const places = (row: ImportRow) => (Array.isArray(row.values.places) ? (row.values.places as number[]) : []);
  return [
    { id: 'name', header: <FormattedMessage id="eventTools.classes.name" />, cell: (row) => <strong>{text(row.values.name)}</strong> },
    {
      id: 'payoutType',
      header: <FormattedMessage id="eventTools.classes.payoutType" />,
      cell: (row) => (row.values.payoutType ? intl.formatMessage({ id: `eventTools.payoutType.${text(row.values.payoutType)}` }) : ''),
    },
    { id: 'startGroup', header: <FormattedMessage id="eventTools.classes.startGroup" />, secondary: true, cell: (row) => text(row.values.startGroup) },
    { id: 'places', header: <FormattedMessage id="eventTools.upload.places" />, cell: (row) => <span className="et-places">{places(row).map(money).join(' · ')}</span> },
    { id: 'total', header: <FormattedMessage id="eventTools.classes.total" />, align: 'right', cell: (row) => <span className="et-nowrap">{money(places(row).reduce((a, b) => a + b, 0))}</span> },
  ];
}

/** A results line: class, place (or DNF/DNS), plate, rider and hometown, and the programme rider it matched. */
function resultColumns(intl: IntlShape): DataColumn<ImportRow, ReactNode>[] {
  return [
    {
      id: 'class',
      header: <FormattedMessage id="eventTools.results.field.class" />,
      // The race the sheet names for the line (a column or its block's heading), after the class.
      cell: (row) => {
        const race = text(row.values.resultType);
        return race ? `${text(row.values.className)} · ${intl.formatMessage({ id: `eventTools.resultType.${race}`, defaultMessage: race })}` : text(row.values.className);
      },
    },
    {
      id: 'place',
      header: <FormattedMessage id="eventTools.results.place" />,
      align: 'right',
      cell: (row) => {
        const status = text(row.values.status);
        const place = text(row.values.place);
        if (!status || status === 'finished') return place;
        const label = intl.formatMessage({ id: `eventTools.status.short.${status}` });
        return place ? `${place} · ${label}` : label;
      },
    },
    { id: 'number', header: <FormattedMessage id="eventTools.results.field.number" />, secondary: true, cell: (row) => text(row.values.number) },
    {
      id: 'rider',
      header: <FormattedMessage id="eventTools.results.rider" />,
      cell: (row) => (
        <span className="et-cell-stack">
          <strong>{text(row.values.riderName)}</strong>
          {row.values.hometown ? <span className="rr-muted et-small">{text(row.values.hometown)}</span> : null}
        </span>
      ),
    },
    { id: 'match', header: <FormattedMessage id="eventTools.upload.rider" />, cell: (row) => (row.match ? <MatchLabel match={row.match} /> : null) },
  ];
}

/** Any other upload: the values as read. */
function genericColumns(): DataColumn<ImportRow, ReactNode>[] {
  return [
    {
      id: 'values',
      header: <FormattedMessage id="eventTools.upload.values" />,
      cell: (row) =>
        Object.values(row.values)
          .filter((value) => value !== null && value !== '' && !Array.isArray(value))
          .map(text)
          .join(' · '),
    },
  ];
}
