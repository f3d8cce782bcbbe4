import { RESULT_STATUSES, resultInputSchema, type ManagedEvent, type ManagedResult, type MatchCandidate, type ResultInput } from '@rr/contracts';
import { Alert, Button, ConfirmPrompt, Field, Input, Modal, Select, Table, describeApiError, formatDescriptor, useFormat, type Column } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { deleteResults, getManagedEvent, resolveMatch, saveResult, searchRiders } from '../api/event-tools';
import { useKeepManaged } from '../api/queries';
import { MatchLabel } from './match-label';

type Removal = { scope: 'all' } | { scope: 'class'; classId: string; name: string } | { scope: 'line'; result: ManagedResult } | null;

/** One exception: the candidates to pick, a rider search, or "not a programme rider" (issue 11 item 6). */
function ExceptionRow({ managed, result }: { managed: ManagedEvent; result: ManagedResult }) {
  const intl = useIntl();
  const keep = useKeepManaged();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<MatchCandidate[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const eventId = managed.event._id;
  const run = async (work: () => Promise<ManagedEvent>) => {
    setBusy(true);
    setProblem(null);
    try {
      keep(await work());
    } catch (caught) {
      setProblem(formatDescriptor(intl, describeApiError(caught)));
    } finally {
      setBusy(false);
    }
  };
  const search = async () => {
    if (query.trim().length < 2) return;
    try {
      setFound((await searchRiders(eventId, query.trim())).riders);
    } catch (caught) {
      setProblem(formatDescriptor(intl, describeApiError(caught)));
    }
  };
  const pick = (rider: MatchCandidate) => void run(() => resolveMatch(eventId, result._id, { riderId: rider._id }));
  const candidates = [...result.match.candidates, ...(found ?? []).filter((f) => !result.match.candidates.some((c) => c._id === f._id))];
  return (
    <li className="pro-exception">
      <div className="pro-exception__line">
        <strong>{result.riderName}</strong>{' '}
        <span className="rr-muted">
          {result.className} · <FormattedMessage id="promoter.results.placeShort" values={{ place: result.place }} />
          {result.number ? ` · #${result.number}` : ''}
          {result.hometown ? ` · ${result.hometown}` : ''}
        </span>{' '}
        <MatchLabel match={result.match} />
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="pro-exception__choices">
        {candidates.map((candidate) => (
          <Button key={candidate._id} size="sm" variant="secondary" disabled={busy} onClick={() => pick(candidate)}>
            <FormattedMessage id="promoter.results.pick" values={{ name: candidate.name, hometown: candidate.hometown || '—' }} />
          </Button>
        ))}
        <form
          className="pro-inline-search"
          onSubmit={(e) => {
            e.preventDefault();
            void search();
          }}
        >
          <Input
            aria-label={intl.formatMessage({ id: 'promoter.results.searchRider' })}
            placeholder={intl.formatMessage({ id: 'promoter.results.searchRider' })}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <Button type="submit" size="sm" variant="secondary" disabled={query.trim().length < 2}>
            <FormattedMessage id="promoter.results.search" />
          </Button>
        </form>
        {found !== null && found.length === 0 && <span className="rr-muted"><FormattedMessage id="promoter.results.noRiderFound" /></span>}
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => void run(() => resolveMatch(eventId, result._id, { notRider: true }))}>
          <FormattedMessage id="promoter.results.notRider" />
        </Button>
      </div>
    </li>
  );
}

type LineValues = { classId: string; place: string; status: string; riderName: string; number: string; hometown: string; bike: string; email: string; amaNumber: string; vin: string };

/** Add or edit one line in a dialog (`PUT /api/event/{id}/result`); it is matched like an uploaded line. */
function ResultDialog({ managed, line, onClose }: { managed: ManagedEvent; line: ManagedResult | 'new'; onClose: () => void }) {
  const intl = useIntl();
  const keep = useKeepManaged();
  const existing = line === 'new' ? null : line;
  const form = useContractForm<LineValues, ResultInput, ManagedEvent>({
    schema: resultInputSchema,
    defaultValues: {
      classId: existing?.classId ?? managed.classes[0]?._id ?? '',
      place: existing ? String(existing.place) : '',
      status: existing?.status ?? 'finished',
      riderName: existing?.riderName ?? '',
      number: existing?.number ?? '',
      hometown: existing?.hometown ?? '',
      bike: existing?.bike ?? '',
      email: existing?.email ?? '',
      amaNumber: existing?.amaNumber ?? '',
      vin: existing?.vin ?? '',
    },
    toBody: (values) => ({ ...values, ...(existing ? { _id: existing._id } : {}), place: values.place.trim() === '' ? undefined : Number(values.place) }) as unknown as ResultInput,
    send: (body) => saveResult(managed.event._id, body),
    onSuccess: (answer: ManagedEvent) => {
      keep(answer);
      onClose();
    },
  });
  const label = (id: string) => <FormattedMessage id={`promoter.results.field.${id}`} />;
  return (
    <Modal open onClose={onClose} title={<FormattedMessage id={existing ? 'promoter.results.edit' : 'promoter.results.add'} />} size="lg">
      <form className="rr-stack" {...form.formProps}>
        <FormProblem form={form} />
        <div className="pro-form-grid">
          <Field label={label('class')} required error={form.error('classId')}>
            <Select {...form.field('classId')}>
              {managed.classes.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={label('place')} required error={form.error('place')}>
            <Input inputMode="numeric" {...form.field('place')} />
          </Field>
          <Field label={label('status')} error={form.error('status')}>
            <Select {...form.field('status')}>
              {RESULT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {intl.formatMessage({ id: `promoter.status.${status}` })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={label('riderName')} required error={form.error('riderName')}>
            <Input {...form.field('riderName')} />
          </Field>
          <Field label={label('number')} error={form.error('number')}>
            <Input {...form.field('number')} />
          </Field>
          <Field label={label('hometown')} error={form.error('hometown')}>
            <Input {...form.field('hometown')} />
          </Field>
          <Field label={label('bike')} error={form.error('bike')}>
            <Input {...form.field('bike')} />
          </Field>
          <Field label={label('email')} error={form.error('email')}>
            <Input type="email" {...form.field('email')} />
          </Field>
          <Field label={label('amaNumber')} error={form.error('amaNumber')}>
            <Input {...form.field('amaNumber')} />
          </Field>
          <Field label={label('vin')} error={form.error('vin')}>
            <Input {...form.field('vin', { normalise: (v) => v.toUpperCase() })} maxLength={17} />
          </Field>
        </div>
        <div className="pro-actions">
          <Button variant="secondary" type="button" onClick={onClose}>
            <FormattedMessage id="promoter.cancel" />
          </Button>
          <Button type="submit" loading={form.submitting}>
            <FormattedMessage id="promoter.save" />
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The event's results by class with how each line was matched, the exceptions to resolve, and deleting results. */
export function ResultsPanel({ managed }: { managed: ManagedEvent }) {
  const intl = useIntl();
  const format = useFormat();
  const keep = useKeepManaged();
  const [editing, setEditing] = useState<ManagedResult | 'new' | null>(null);
  const [removal, setRemoval] = useState<Removal>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const exceptions = managed.results.filter((r) => r.match.status === 'unmatched' || r.match.status === 'ambiguous');
  const money = (cents: number) => format.money(cents, managed.event.currency);

  const remove = async () => {
    if (!removal) return;
    setBusy(true);
    setProblem(null);
    try {
      await deleteResults(managed.event._id, removal.scope === 'class' ? { classId: removal.classId } : removal.scope === 'line' ? { resultId: removal.result._id } : {});
      keep(await getManagedEvent(managed.event._id));
      setRemoval(null);
    } catch (caught) {
      setProblem(intl.formatMessage({ id: 'error.PROXY_REMOVE_FAILED' }) + ` (${formatDescriptor(intl, describeApiError(caught))})`);
      setRemoval(null);
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<ManagedResult>[] = [
    { key: 'place', header: <FormattedMessage id="promoter.results.place" />, align: 'right', render: (r) => (r.status === 'finished' ? r.place : `${r.place} · ${intl.formatMessage({ id: `promoter.status.${r.status}` })}`) },
    { key: 'riderName', header: <FormattedMessage id="promoter.results.rider" />, render: (r) => <><strong>{r.riderName}</strong>{r.number ? <span className="rr-muted"> #{r.number}</span> : null}</> },
    { key: 'hometown', header: <FormattedMessage id="promoter.results.hometown" />, secondary: true },
    { key: 'match', header: <FormattedMessage id="promoter.results.match" />, render: (r) => <MatchLabel match={r.match} /> },
    { key: 'payout', header: <FormattedMessage id="promoter.results.payout" />, align: 'right', stickyEnd: true, render: (r) => money(r.payout) },
    {
      key: 'actions',
      header: <span className="rr-visually-hidden"><FormattedMessage id="promoter.classes.actions" /></span>,
      render: (r) => (
        <span className="pro-row-actions">
          <Button size="sm" variant="ghost" onClick={() => setEditing(r)}><FormattedMessage id="promoter.results.editShort" /></Button>
          <Button size="sm" variant="ghost" onClick={() => setRemoval({ scope: 'line', result: r })}><FormattedMessage id="promoter.results.deleteShort" /></Button>
        </span>
      ),
    },
  ];

  return (
    <div className="rr-stack">
      {problem && <Alert tone="error">{problem}</Alert>}
      {exceptions.length > 0 && (
        <section className="rr-stack" aria-labelledby="pro-exceptions">
          <h3 id="pro-exceptions" className="pro-section-title"><FormattedMessage id="promoter.results.exceptionsTitle" values={{ count: exceptions.length }} /></h3>
          <p className="rr-muted pro-lead"><FormattedMessage id="promoter.results.exceptionsLead" /></p>
          <ul className="pro-exceptions">
            {exceptions.map((r) => (
              <ExceptionRow key={r._id} managed={managed} result={r} />
            ))}
          </ul>
        </section>
      )}
      <div className="pro-actions">
        <Button variant="secondary" disabled={managed.classes.length === 0} onClick={() => setEditing('new')}>
          <FormattedMessage id="promoter.results.add" />
        </Button>
        {managed.results.length > 0 && (
          <Button variant="danger" onClick={() => setRemoval({ scope: 'all' })}>
            <FormattedMessage id="promoter.results.deleteAll" />
          </Button>
        )}
      </div>
      {managed.classes.length === 0 && <p className="rr-muted"><FormattedMessage id="promoter.results.needClasses" /></p>}
      {managed.classes.map((c) => {
        const lines = managed.results.filter((r) => r.classId === c._id);
        if (lines.length === 0) return null;
        return (
          <section key={c._id} className="rr-stack pro-class-results">
            <div className="pro-class-results__head">
              <h3 className="pro-section-title">{c.name}</h3>
              <Button size="sm" variant="ghost" onClick={() => setRemoval({ scope: 'class', classId: c._id, name: c.name })}>
                <FormattedMessage id="promoter.results.deleteClass" />
              </Button>
            </div>
            <Table columns={columns} rows={lines} rowKey={(r) => r._id} caption={c.name} />
          </section>
        );
      })}
      {managed.results.length === 0 && managed.classes.length > 0 && <p className="rr-muted"><FormattedMessage id="promoter.results.none" /></p>}
      {editing && <ResultDialog managed={managed} line={editing} onClose={() => setEditing(null)} />}
      <ConfirmPrompt
        open={removal !== null}
        busy={busy}
        title={
          removal?.scope === 'class' ? (
            <FormattedMessage id="promoter.results.confirmClass" values={{ name: removal.name }} />
          ) : removal?.scope === 'line' ? (
            <FormattedMessage id="promoter.results.confirmLine" values={{ name: removal.result.riderName }} />
          ) : (
            <FormattedMessage id="promoter.results.confirmAll" />
          )
        }
        message={<FormattedMessage id="promoter.results.confirmLead" />}
        confirmLabel={<FormattedMessage id="promoter.results.confirmDelete" />}
        onConfirm={() => void remove()}
        onCancel={() => setRemoval(null)}
      />
    </div>
  );
}
