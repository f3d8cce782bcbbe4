import type { VerifyBikesResponse, VinPatternView } from '@rr/contracts';
import { Alert, Button, Card, ConfirmPrompt, Field, Input, apiErrorText, toast, type DataColumn } from '@rr/ui';
import { BadgeCheck, ShieldCheck, ShieldOff, Trash2, Upload } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterSelect, ListPage, ListSearch, ListToolbar, withChosen } from '../../../components/list-page';
import { ListResults } from '../../../components/list-results';
import { BulkBar, selectColumn, useSelection } from '../../../components/list-selection';
import { useListSearch, useSearchBox } from '../../../lib/use-list-search';
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
  // The pattern box: what is typed, in capitals, reaches the address once typing pauses.
  const [patternText, setPatternText] = useSearchBox(pattern, (settled) => set('pattern', settled), (typed) => typed.trim().toUpperCase());
  const [asked, setAsked] = useState<VinPatternView | null>(null);
  const [askBikes, setAskBikes] = useState(false);
  const bulkWrite = useVinPatternWrite(({ bulk, ids }: { bulk: Bulk; ids: string[] }) => (bulk === 'verify' ? verifyVinPatterns(ids) : unverifyVinPatterns(ids)));
  const removal = useVinPatternWrite((id: string) => deleteVinPattern(id));
  const bikeCheck = useVinPatternWrite((_: void) => verifyBikes());
  // What is under way: a bulk action by name, the delete, or the bikes' check.
  const busy = bulkWrite.isPending ? bulkWrite.variables.bulk : removal.isPending ? 'delete' : bikeCheck.isPending ? 'bikes' : null;
  const [result, setResult] = useState<VerifyBikesResponse | null>(null);

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
  const selection = useSelection(rows);
  const { selected } = selection;

  /** Verify or unverify the selected patterns: reversible, so no confirmation (spec §2 asks for one before removing). */
  const runBulk = async (bulk: Bulk) => {
    try {
      const answer = await bulkWrite.mutateAsync({ bulk, ids: [...selected] });
      toast.success(intl.formatMessage({ id: `admin.vinPatterns.bulkDone.${bulk}` }, { count: answer.updated }));
      selection.clear();
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    }
  };
  const remove = async () => {
    if (!asked) return;
    try {
      await removal.mutateAsync(asked._id);
      toast.success(intl.formatMessage({ id: 'admin.vinPatterns.deleted' }, { pattern: asked.pattern }));
      selection.drop(asked._id);
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
    selectColumn<VinPatternView>(selection, 'admin.vinPatterns', (p) => ({ pattern: p.pattern, year: p.year })),
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
    <ListPage
      title={<FormattedMessage id="admin.vinPatterns.title" />}
      lead={<FormattedMessage id="admin.vinPatterns.lead" />}
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
    >
      {result ? <VerifyResult result={result} /> : null}
      <Card padded={false}>
        <ListToolbar
          search={<ListSearch label={<FormattedMessage id="admin.vinPatterns.search" />} text={text} onText={setText} />}
          filters={
            <>
              <Field label={<FormattedMessage id="admin.vinPatterns.col.pattern" />} hint={<FormattedMessage id="admin.vinPatterns.patternHint" />}>
                <Input className="adm-vin-input" value={patternText} maxLength={17} autoCapitalize="characters" spellCheck={false} onChange={(event) => setPatternText(event.target.value)} />
              </Field>
              <FilterSelect label={<FormattedMessage id="admin.vinPatterns.col.model" />} any={intl.formatMessage({ id: 'admin.vinPatterns.anyModel' })} value={model} onChange={(value) => set('model', value)} options={withChosen(list.data?.models, model || undefined)} />
              <FilterSelect
                label={<FormattedMessage id="admin.vinPatterns.col.year" />}
                any={intl.formatMessage({ id: 'admin.vinPatterns.anyYear' })}
                value={year}
                onChange={(value) => set('year', value)}
                options={withChosen(list.data?.years, year ? Number(year) : undefined)}
              />
              <FilterSelect
                label={<FormattedMessage id="admin.vinPatterns.col.status" />}
                any={intl.formatMessage({ id: 'admin.vinPatterns.anyStatus' })}
                value={verified}
                onChange={(value) => set('verified', value)}
                options={['true', 'false']}
                optionLabel={(value) => intl.formatMessage({ id: value === 'true' ? 'admin.vinPatterns.verified' : 'admin.vinPatterns.unverified' })}
              />
            </>
          }
          count={list.data ? <FormattedMessage id="admin.vinPatterns.count" values={{ count: list.data.pagination.total }} /> : null}
        />
        <BulkBar selection={selection} messages="admin.vinPatterns">
          <Button size="sm" loading={busy === 'verify'} disabled={busy !== null} onClick={() => void runBulk('verify')}>
            <ShieldCheck className="rr-icon" aria-hidden="true" />
            <FormattedMessage id="admin.vinPatterns.verify" />
          </Button>
          <Button size="sm" variant="secondary" loading={busy === 'unverify'} disabled={busy !== null} onClick={() => void runBulk('unverify')}>
            <ShieldOff className="rr-icon" aria-hidden="true" />
            <FormattedMessage id="admin.vinPatterns.unverify" />
          </Button>
        </BulkBar>
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
    </ListPage>
  );
}

/** The page, inside this feature's catalog (its strings travel with its chunk). */
export const VinPatternsPage = withFeatureIntl(VinPatternsPageContent);
