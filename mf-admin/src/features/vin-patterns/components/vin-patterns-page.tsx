import type { VerifyBikesResponse, VinPatternView } from '@rr/contracts';
import { Alert, Button, Card, ConfirmPrompt, Field, Input, PageHeader, Select, apiErrorText, toast, type DataColumn } from '@rr/ui';
import { useDebounced } from '@rr/ui/use-debounced';
import { BadgeCheck, ShieldCheck, ShieldOff, Trash2, Upload } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ListResults } from '../../../components/list-results';
import { useListSearch } from '../../../lib/use-list-search';
import { deleteVinPattern, unverifyVinPatterns, useVinPatternWrite, useVinPatterns, verifyBikes, verifyVinPatterns, type VinPatternParams } from '../api/vin-patterns';
import '../vin-patterns.css';
import { ImportCard } from './import-card';
import { withFeatureIntl } from '../i18n';

const PAGE_SIZE = 25;
type Bulk = 'verify' | 'unverify';

function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <span className={`rr-badge rr-badge--${verified ? 'success' : 'warning'}`}>
      <FormattedMessage id={verified ? 'admin.vinPatterns.verified' : 'admin.vinPatterns.unverified'} />
    </span>
  );
}

/** What "Verify bikes" changed, as the page shows it until the next run. */
function VerifyResult({ result }: { result: VerifyBikesResponse }) {
  return (
    <Alert tone={result.changed > 0 ? 'info' : 'success'}>
      <p className="adm-alert-text">
        <FormattedMessage id="admin.vinPatterns.verifyBikes.result" values={{ checked: result.checked, changed: result.changed }} />
      </p>
      {result.changed > 0 ? (
        <ul className="adm-vin-result">
          <li>
            <FormattedMessage id="admin.vinPatterns.verifyBikes.toVerified" values={{ count: result.toVerified }} />
          </li>
          <li>
            <FormattedMessage id="admin.vinPatterns.verifyBikes.toInvalid" values={{ count: result.toInvalid }} />
          </li>
          <li>
            <FormattedMessage id="admin.vinPatterns.verifyBikes.toUnverified" values={{ count: result.toUnverified }} />
          </li>
        </ul>
      ) : null}
    </Alert>
  );
}

/**
 * /auth/admin/vin-patterns (spec §2, §3 "VIN pattern", §4 "VIN", §7 "VIN patterns"): the patterns
 * searched by text, model, year or pattern, 25 a page; import from CSV or XLSX with a preview; verify or unverify the
 * selected patterns; delete one after a confirmation; and "Verify bikes", which checks every bike again and says how
 * many changed status.
 */
function VinPatternsPageContent() {
  const intl = useIntl();
  const { search, query, page, text, setText, set } = useListSearch();
  const model = search.get('model') ?? '';
  const year = search.get('year') ?? '';
  const verified = search.get('verified') ?? '';
  const pattern = search.get('pattern') ?? '';
  const [patternText, setPatternText] = useState(pattern);
  const settledPattern = useDebounced(patternText.trim().toUpperCase(), 300);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [asked, setAsked] = useState<VinPatternView | null>(null);
  const [askBikes, setAskBikes] = useState(false);
  const bulkWrite = useVinPatternWrite(({ bulk, ids }: { bulk: Bulk; ids: string[] }) => (bulk === 'verify' ? verifyVinPatterns(ids) : unverifyVinPatterns(ids)));
  const removal = useVinPatternWrite((id: string) => deleteVinPattern(id));
  const bikeCheck = useVinPatternWrite((_: void) => verifyBikes());
  // What is under way: a bulk action by name, the delete, or the bikes' check.
  const busy = bulkWrite.isPending ? bulkWrite.variables.bulk : removal.isPending ? 'delete' : bikeCheck.isPending ? 'bikes' : null;
  const [result, setResult] = useState<VerifyBikesResponse | null>(null);

  useEffect(() => {
    if (settledPattern !== pattern) set('pattern', settledPattern);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- typing drives this
  }, [settledPattern]);
  const params: VinPatternParams = {
    ...(query ? { query } : {}),
    ...(model ? { model } : {}),
    ...(year ? { year: Number(year) } : {}),
    ...(pattern ? { pattern } : {}),
    ...(verified === 'true' || verified === 'false' ? { verified } : {}),
    page,
    limit: PAGE_SIZE,
  };
  const list = useVinPatterns(params);
  const rows = list.data?.vinPatterns ?? [];
  const models = [...new Set([...(list.data?.models ?? []), ...(model ? [model] : [])])];
  const years = [...new Set([...(list.data?.years ?? []), ...(year ? [Number(year)] : [])])];

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((p) => selected.has(p._id));

  /** Verify or unverify the selected patterns: reversible, so no confirmation (spec §2 asks for one before removing). */
  const runBulk = async (bulk: Bulk) => {
    try {
      const answer = await bulkWrite.mutateAsync({ bulk, ids: [...selected] });
      toast.success(intl.formatMessage({ id: `admin.vinPatterns.bulkDone.${bulk}` }, { count: answer.updated }));
      setSelected(new Set());
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    }
  };
  const remove = async () => {
    if (!asked) return;
    try {
      await removal.mutateAsync(asked._id);
      toast.success(intl.formatMessage({ id: 'admin.vinPatterns.deleted' }, { pattern: asked.pattern }));
      setSelected((current) => {
        const next = new Set(current);
        next.delete(asked._id);
        return next;
      });
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    } finally {
      setAsked(null);
    }
  };
  const checkBikes = async () => {
    try {
      const answer = await bikeCheck.mutateAsync();
      setResult(answer);
      toast.success(intl.formatMessage({ id: 'admin.vinPatterns.verifyBikes.done' }, { changed: answer.changed }));
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    } finally {
      setAskBikes(false);
    }
  };

  const columns: DataColumn<VinPatternView, ReactNode>[] = [
    {
      id: 'select',
      header: (
        <input
          type="checkbox"
          className="adm-select"
          checked={allOnPage}
          aria-label={intl.formatMessage({ id: 'admin.vinPatterns.selectAll' })}
          onChange={() => setSelected(allOnPage ? new Set() : new Set(rows.map((p) => p._id)))}
        />
      ),
      cell: (p) => (
        <input type="checkbox" className="adm-select" checked={selected.has(p._id)} aria-label={intl.formatMessage({ id: 'admin.vinPatterns.select' }, { pattern: p.pattern, year: p.year })} onChange={() => toggle(p._id)} />
      ),
    },
    {
      id: 'pattern',
      header: <FormattedMessage id="admin.vinPatterns.col.pattern" />,
      cell: (p) => (
        <span className="adm-cell-stack">
          <code className="adm-vin-code">{p.pattern}</code>
          {/* On a phone the model and year columns give way: said here instead. */}
          <span className="rr-muted adm-vin-phone">
            {p.model} · {p.year}
          </span>
        </span>
      ),
    },
    {
      id: 'model',
      secondary: true,
      header: <FormattedMessage id="admin.vinPatterns.col.model" />,
      cell: (p) => (
        <span className="adm-cell-stack">
          <span>{p.model}</span>
          <span className="rr-muted">{p.make}</span>
        </span>
      ),
    },
    { id: 'year', secondary: true, header: <FormattedMessage id="admin.vinPatterns.col.year" />, cell: (p) => p.year },
    { id: 'status', header: <FormattedMessage id="admin.vinPatterns.col.status" />, cell: (p) => <VerifiedBadge verified={p.verified} /> },
    {
      id: 'actions',
      stickyEnd: true,
      header: <FormattedMessage id="admin.vinPatterns.col.actions" />,
      cell: (p) => (
        <span className="adm-actions">
          <Button size="sm" variant="ghost" onClick={() => setAsked(p)} aria-label={intl.formatMessage({ id: 'admin.vinPatterns.delete.label' }, { pattern: p.pattern, year: p.year })}>
            <Trash2 className="rr-icon" aria-hidden="true" />
            <span className="adm-vin-wide">
              <FormattedMessage id="admin.vinPatterns.delete" />
            </span>
          </Button>
        </span>
      ),
    },
  ];

  const filtered = Boolean(query || model || year || pattern || verified);
  // The import card is under the list; the header's button takes the user there, to its file field.
  const goToImport = () => {
    const card = document.getElementById('vin-import');
    card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    card?.querySelector<HTMLInputElement>('input[type=file]')?.focus({ preventScroll: true });
  };
  return (
    <div className="adm-page">
      <PageHeader
        eyebrow={<FormattedMessage id="admin.area" />}
        title={<FormattedMessage id="admin.vinPatterns.title" />}
        description={<FormattedMessage id="admin.vinPatterns.lead" />}
        actions={
          <div className="adm-actions adm-actions--start">
            <Button size="sm" variant="secondary" onClick={goToImport}>
              <Upload className="rr-icon" aria-hidden="true" />
              <FormattedMessage id="admin.vinPatterns.import.title" />
            </Button>
            <Button size="sm" loading={busy === 'bikes'} onClick={() => setAskBikes(true)}>
              <BadgeCheck className="rr-icon" aria-hidden="true" />
              <FormattedMessage id="admin.vinPatterns.verifyBikes" />
            </Button>
          </div>
        }
      />
      {result ? <VerifyResult result={result} /> : null}
      <Card padded={false}>
        <div className="adm-toolbar">
          <form role="search" className="adm-toolbar__search" onSubmit={(event) => event.preventDefault()}>
            <Field label={<FormattedMessage id="admin.vinPatterns.search" />}>
              <Input type="search" value={text} onChange={(event) => setText(event.target.value)} />
            </Field>
          </form>
          <div className="adm-deadline-filters">
            <Field label={<FormattedMessage id="admin.vinPatterns.col.pattern" />} hint={<FormattedMessage id="admin.vinPatterns.patternHint" />}>
              <Input className="adm-vin-input" value={patternText} maxLength={17} autoCapitalize="characters" spellCheck={false} onChange={(event) => setPatternText(event.target.value)} />
            </Field>
            <Field label={<FormattedMessage id="admin.vinPatterns.col.model" />}>
              <Select value={model} onChange={(event) => set('model', event.target.value)}>
                <option value="">{intl.formatMessage({ id: 'admin.vinPatterns.anyModel' })}</option>
                {models.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={<FormattedMessage id="admin.vinPatterns.col.year" />}>
              <Select value={year} onChange={(event) => set('year', event.target.value)}>
                <option value="">{intl.formatMessage({ id: 'admin.vinPatterns.anyYear' })}</option>
                {years.map((y) => (
                  <option key={y} value={String(y)}>
                    {y}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={<FormattedMessage id="admin.vinPatterns.col.status" />}>
              <Select value={verified} onChange={(event) => set('verified', event.target.value)}>
                <option value="">{intl.formatMessage({ id: 'admin.vinPatterns.anyStatus' })}</option>
                <option value="true">{intl.formatMessage({ id: 'admin.vinPatterns.verified' })}</option>
                <option value="false">{intl.formatMessage({ id: 'admin.vinPatterns.unverified' })}</option>
              </Select>
            </Field>
          </div>
          <p className="adm-toolbar__count rr-muted" aria-live="polite">
            {list.data ? <FormattedMessage id="admin.vinPatterns.count" values={{ count: list.data.pagination.total }} /> : null}
          </p>
        </div>
        {selected.size > 0 ? (
          <div className="adm-bulk" role="region" aria-label={intl.formatMessage({ id: 'admin.vinPatterns.bulkLabel' })}>
            <span>
              <FormattedMessage id="admin.vinPatterns.selected" values={{ count: selected.size }} />
            </span>
            <Button size="sm" loading={busy === 'verify'} disabled={busy !== null} onClick={() => void runBulk('verify')}>
              <ShieldCheck className="rr-icon" aria-hidden="true" />
              <FormattedMessage id="admin.vinPatterns.verify" />
            </Button>
            <Button size="sm" variant="secondary" loading={busy === 'unverify'} disabled={busy !== null} onClick={() => void runBulk('unverify')}>
              <ShieldOff className="rr-icon" aria-hidden="true" />
              <FormattedMessage id="admin.vinPatterns.unverify" />
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              <FormattedMessage id="admin.vinPatterns.clearSelection" />
            </Button>
          </div>
        ) : null}
        <ListResults
          query={list}
          columns={columns}
          rows={rows}
          rowKey={(p) => p._id}
          caption={<FormattedMessage id="admin.vinPatterns.title" />}
          empty={<FormattedMessage id={filtered ? 'admin.vinPatterns.noneFound' : 'admin.vinPatterns.none'} />}
          page={page}
          onPage={(next) => set('page', String(next))}
        />
      </Card>
      <div id="vin-import">
        <ImportCard />
      </div>
      <ConfirmPrompt
        open={asked !== null}
        title={asked ? <FormattedMessage id="admin.vinPatterns.confirmDelete" values={{ pattern: asked.pattern, year: asked.year }} /> : null}
        message={<FormattedMessage id="admin.vinPatterns.confirmDeleteLead" />}
        confirmLabel={<FormattedMessage id="admin.vinPatterns.delete" />}
        tone="danger"
        busy={busy === 'delete'}
        onConfirm={() => void remove()}
        onCancel={() => setAsked(null)}
      />
      <ConfirmPrompt
        open={askBikes}
        title={<FormattedMessage id="admin.vinPatterns.verifyBikes.confirm" />}
        message={<FormattedMessage id="admin.vinPatterns.verifyBikes.confirmLead" />}
        confirmLabel={<FormattedMessage id="admin.vinPatterns.verifyBikes" />}
        tone="primary"
        busy={busy === 'bikes'}
        onConfirm={() => void checkBikes()}
        onCancel={() => setAskBikes(false)}
      />
    </div>
  );
}

/** The page, inside this feature's catalog (its strings travel with its chunk). */
export const VinPatternsPage = withFeatureIntl(VinPatternsPageContent);
