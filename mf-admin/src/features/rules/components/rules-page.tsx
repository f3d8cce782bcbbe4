import { EVENT_TYPES } from '@rr/contracts';
import { RULE_SET_COUNTRIES, RULE_SET_PRESET_IDS, ruleSetDraftSchema, type RuleSetDraftInput, type RuleSetPreset, type RuleSetVersion } from '@rr/contracts/rule-sets';
import { paths } from '@rr/contracts/routes';
import { Button, Card, Field, Input, PageHeader, QueryState, Select, Table, TextLink, type DataColumn } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from '@rr/router';
import { createRuleSet, useRuleSetWrite, useRuleSets, useSeriesChoices } from '../api/rule-sets';
import { withFeatureIntl } from '../i18n';
import { RuleSummary } from './rule-summary';
import '../rules.css';

/** The programme years offered: this one, the next, and every year a version exists for. */
function yearsOf(versions: readonly RuleSetVersion[], current: number): number[] {
  return [...new Set([current + 1, current, ...versions.map((v) => v.scope.year)])].sort((a, b) => b - a);
}

export function StatusBadge({ status }: { status: RuleSetVersion['status'] }) {
  return (
    <span className={`rr-badge${status === 'published' ? ' rr-badge--success' : status === 'draft' ? ' rr-badge--warning' : ''}`}>
      <FormattedMessage id={`admin.rules.status.${status}`} />
    </span>
  );
}

/** Whom a version is for, in words: the country, and the discipline or series when it is narrower. */
export function ScopeText({ scope }: { scope: RuleSetVersion['scope'] }) {
  const intl = useIntl();
  const parts = [intl.formatMessage({ id: 'admin.rules.scope.country' }, { country: scope.country })];
  if (scope.discipline) parts.push(intl.formatMessage({ id: `admin.rules.discipline.${scope.discipline}` }));
  const series = useSeriesChoices().data;
  if (scope.seriesId) parts.push(intl.formatMessage({ id: 'admin.rules.scope.series' }, { series: series?.find((s) => s.id === scope.seriesId)?.name ?? scope.seriesId }));
  return <>{parts.join(' · ')}</>;
}

/** The form's values, named after the body's paths so the contract's messages land on their fields. */
interface DraftValues {
  scope: { country: string; discipline: string; seriesId: string };
  fromId: string;
  effectiveFrom: string;
  note: string;
}

/** A new draft: for which scope, from which rules, in force from which day once published. */
function NewVersion({ year, versions, onCancel }: { year: number; versions: readonly RuleSetVersion[]; onCancel: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const creation = useRuleSetWrite((body: RuleSetDraftInput) => createRuleSet(body));
  const series = useSeriesChoices();
  const form = useContractForm<DraftValues, RuleSetDraftInput, { ruleSet: RuleSetVersion }>({
    schema: ruleSetDraftSchema,
    defaultValues: { scope: { country: 'US', discipline: '', seriesId: '' }, fromId: '', effectiveFrom: `${year}-01-01`, note: '' },
    toBody: ({ scope, fromId, effectiveFrom, note }) => ({
      scope: { year, country: scope.country as RuleSetDraftInput['scope']['country'], discipline: (scope.discipline || null) as RuleSetDraftInput['scope']['discipline'], seriesId: scope.seriesId.trim() || null },
      // A preset is offered in the same list as the versions, as `preset:<id>`.
      ...(fromId.startsWith('preset:') ? { preset: fromId.slice('preset:'.length) as RuleSetPreset } : fromId ? { fromId } : {}),
      effectiveFrom,
      note,
    }),
    send: (body) => creation.mutateAsync(body),
    onSuccess: ({ ruleSet }) => {
      navigate(paths.admin.ruleSet(ruleSet._id));
    },
  });
  const label = (id: string) => <FormattedMessage id={`admin.rules.create.${id}`} />;
  return (
    <Card title={label('title')}>
      <form {...form.formProps} className="rr-stack">
        <p className="rr-muted">{label('lead')}</p>
        <div className="adm-form-grid">
          <Field label={label('country')} error={form.error('scope.country')} required>
            <Select {...form.field('scope.country')}>
              {RULE_SET_COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {intl.formatMessage({ id: 'admin.rules.scope.country' }, { country })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={label('discipline')} error={form.error('scope.discipline')}>
            <Select {...form.field('scope.discipline')}>
              <option value="">{intl.formatMessage({ id: 'admin.rules.scope.anyDiscipline' })}</option>
              {EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {intl.formatMessage({ id: `admin.rules.discipline.${type}` })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={label('series')} hint={label('seriesHint')} error={form.error('scope.seriesId')}>
            <Select {...form.field('scope.seriesId')}>
              <option value="">{intl.formatMessage({ id: 'admin.rules.create.anySeries' })}</option>
              {(series.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={label('start')} hint={label('startHint')} error={form.error('fromId')}>
            <Select {...form.field('fromId')}>
              <option value="">{intl.formatMessage({ id: 'admin.rules.create.fromDefaults' })}</option>
              {RULE_SET_PRESET_IDS.filter((id) => id !== 'spec').map((id) => (
                <option key={id} value={`preset:${id}`}>
                  {intl.formatMessage({ id: 'admin.rules.create.fromPreset' }, { preset: intl.formatMessage({ id: `admin.rules.preset.${id}` }) })}
                </option>
              ))}
              {versions.map((v) => (
                <option key={v._id} value={v._id}>
                  {intl.formatMessage({ id: 'admin.rules.create.fromVersion' }, { year: v.scope.year, version: v.version, scope: intl.formatMessage({ id: 'admin.rules.scope.country' }, { country: v.scope.country }), status: intl.formatMessage({ id: `admin.rules.status.${v.status}` }) })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={label('effectiveFrom')} hint={<FormattedMessage id="admin.rules.create.effectiveHint" values={{ year }} />} error={form.error('effectiveFrom')} required>
            <Input type="date" min={`${year}-01-01`} max={`${year}-12-31`} {...form.field('effectiveFrom')} />
          </Field>
          <Field label={label('note')} error={form.error('note')}>
            <Input maxLength={500} {...form.field('note')} />
          </Field>
        </div>
        <FormProblem form={form} />
        <div className="adm-actions">
          <Button type="submit" loading={form.submitting}>
            {label('submit')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            <FormattedMessage id="admin.rules.cancel" />
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * /auth/admin/rules: the programme's payout rules (docs/rules.md). Every version of a programme year's rule sets with
 * its scope, status and effective day; a new draft from the standard rules or a version; and the standard rules in
 * plain words, which judge every race no published version covers.
 */
function RulesPageContent() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const thisYear = new Date().getFullYear();
  const year = Number(search.get('year')) || thisYear;
  const [creating, setCreating] = useState(false);
  const list = useRuleSets(year);
  const all = useRuleSets();
  const versions = list.data?.ruleSets ?? [];
  const columns: DataColumn<RuleSetVersion, ReactNode>[] = [
    {
      id: 'scope',
      header: <FormattedMessage id="admin.rules.col.scope" />,
      cell: (v) => (
        <span className="adm-cell-stack">
          <TextLink to={paths.admin.ruleSet(v._id)}>
            <ScopeText scope={v.scope} />
          </TextLink>
          {v.note ? <span className="rr-muted">{v.note}</span> : null}
        </span>
      ),
    },
    { id: 'version', header: <FormattedMessage id="admin.rules.col.version" />, cell: (v) => v.version },
    { id: 'status', header: <FormattedMessage id="admin.rules.col.status" />, cell: (v) => <StatusBadge status={v.status} /> },
    { id: 'effective', header: <FormattedMessage id="admin.rules.col.effectiveFrom" />, cell: (v) => intl.formatDate(`${v.effectiveFrom}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) },
  ];
  return (
    <div className="adm-page">
      <PageHeader
        eyebrow={<FormattedMessage id="admin.area" />}
        title={<FormattedMessage id="admin.rules.title" />}
        description={<FormattedMessage id="admin.rules.pageLead" />}
        actions={
          creating ? null : (
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus className="rr-icon" aria-hidden="true" />
              <FormattedMessage id="admin.rules.new" />
            </Button>
          )
        }
      />
      {creating ? <NewVersion year={year} versions={all.data?.ruleSets ?? versions} onCancel={() => setCreating(false)} /> : null}
      <Card padded={false}>
        <div className="adm-toolbar">
          <Field label={<FormattedMessage id="admin.rules.year" />}>
            <Select value={String(year)} onChange={(event) => setSearch({ year: event.target.value })}>
              {yearsOf(all.data?.ruleSets ?? [], thisYear).map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <QueryState query={list} isEmpty={(data) => data.ruleSets.length === 0} empty={<p className="adm-rules-empty rr-muted">{intl.formatMessage({ id: 'admin.rules.none' }, { year })}</p>}>
          {(data) => <Table columns={columns} rows={data.ruleSets} rowKey={(v) => v._id} caption={<FormattedMessage id="admin.rules.title" />} />}
        </QueryState>
      </Card>
      <Card title={<FormattedMessage id="admin.rules.defaults.title" />}>
        <p className="rr-muted">
          <FormattedMessage id="admin.rules.defaults.lead" />
        </p>
        {list.data ? <RuleSummary rules={list.data.defaults} scope={{ year, country: '*', discipline: null, seriesId: null }} /> : null}
      </Card>
    </div>
  );
}

export const RulesPage = withFeatureIntl(RulesPageContent);
