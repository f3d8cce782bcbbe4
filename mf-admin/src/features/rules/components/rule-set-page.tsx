import { ruleSetEditSchema, type RuleSetDetail, type RuleSetDifference, type RuleSetEditInput, type RuleSetVersion } from '@rr/contracts/rule-sets';
import { paths } from '@rr/contracts/routes';
import { Button, Card, Field, Input, Modal, PageHeader, QueryState, TextLink, apiErrorText, toast } from '@rr/ui';
import { FormProblem, VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { useNavigate, useParams } from '@rr/router';
import { CopyPlus, Send } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createRuleSet, publishRuleSet, saveRuleSet, useRuleSet, useRuleSetWrite } from '../api/rule-sets';
import { withFeatureIntl } from '../i18n';
import { toBody, toForm, type RulesFormValues } from '../lib/form';
import { currencyOf } from '../lib/summary';
import { RulesFields } from './rules-form';
import { RuleSummary } from './rule-summary';
import { SimulationCard } from './simulation-card';
import { ScopeText, StatusBadge } from './rules-page';
import '../rules.css';

const day = (intl: ReturnType<typeof useIntl>, value: string) => intl.formatDate(`${value.slice(0, 10)}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
const shown = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** What changed, path by path: `minimumRiders.tiers.0.atLeast: 5 → 3`. */
function Differences({ differences }: { differences: readonly RuleSetDifference[] }) {
  if (differences.length === 0) return null;
  return (
    <ul className="adm-rules-diff">
      {differences.map((d) => (
        <li key={d.path}>
          <code>{d.path}</code> <span className="adm-rules-diff__before">{shown(d.before)}</span> → <span className="adm-rules-diff__after">{shown(d.after)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Who did what to this version and when, oldest first, each with what it changed. */
function ChangesCard({ detail }: { detail: RuleSetDetail }) {
  const intl = useIntl();
  return (
    <Card title={<FormattedMessage id="admin.rules.changes.title" />}>
      <ol className="adm-rules-changes">
        {detail.changes.map((change, index) => (
          <li key={`${change.at}-${index}`}>
            <p>
              <FormattedMessage id="admin.rules.changes.line" values={{ action: change.action, actor: change.actorId, at: intl.formatDate(change.at, { dateStyle: 'medium', timeStyle: 'short' }), day: change.effectiveFrom ? day(intl, change.effectiveFrom) : '—' }} />
            </p>
            <Differences differences={change.differences} />
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** A draft's editor: save keeps it a draft; publish (after saving) puts it in force from its day. */
function DraftEditor({ ruleSet }: { ruleSet: RuleSetVersion }) {
  const intl = useIntl();
  const save = useRuleSetWrite((body: RuleSetEditInput) => saveRuleSet(ruleSet._id, body));
  const publication = useRuleSetWrite((from: string) => publishRuleSet(ruleSet._id, from));
  const [asking, setAsking] = useState(false);
  const [publishDay, setPublishDay] = useState(ruleSet.effectiveFrom);
  const publishing = publication.isPending;
  const form = useContractForm<RulesFormValues, RuleSetEditInput, { ruleSet: RuleSetVersion }>({
    schema: ruleSetEditSchema,
    defaultValues: toForm(ruleSet.rules, ruleSet.effectiveFrom, ruleSet.note),
    toBody,
    send: (body) => save.mutateAsync(body),
    summary: VALIDATION_SUMMARY,
    onSuccess: (answer) => {
      form.reset(toForm(answer.ruleSet.rules, answer.ruleSet.effectiveFrom, answer.ruleSet.note));
      setPublishDay(answer.ruleSet.effectiveFrom);
      toast.success(intl.formatMessage({ id: 'admin.rules.saved' }));
    },
  });
  const dirty = form.form.formState.isDirty;
  const publish = async () => {
    try {
      await publication.mutateAsync(publishDay);
      toast.success(intl.formatMessage({ id: 'admin.rules.publishedToast' }, { version: ruleSet.version, day: day(intl, publishDay) }));
      setAsking(false);
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    }
  };
  return (
    <Card title={<FormattedMessage id="admin.rules.edit.title" />}>
      <form {...form.formProps} className="rr-stack">
        <RulesFields form={form as never} currency={currencyOf(ruleSet.scope.country)} />
        <FormProblem form={form} />
        <div className="adm-actions">
          <Button type="submit" loading={form.submitting}>
            <FormattedMessage id="admin.rules.save" />
          </Button>
          <Button variant="secondary" disabled={dirty || form.submitting} onClick={() => setAsking(true)}>
            <Send className="rr-icon" aria-hidden="true" />
            <FormattedMessage id="admin.rules.publish" />
          </Button>
          {dirty ? (
            <span className="rr-muted">
              <FormattedMessage id="admin.rules.saveFirst" />
            </span>
          ) : null}
        </div>
      </form>
      <Modal
        open={asking}
        onClose={publishing ? () => undefined : () => setAsking(false)}
        title={<FormattedMessage id="admin.rules.publishConfirm" values={{ version: ruleSet.version }} />}
        description={<FormattedMessage id="admin.rules.publishLead" />}
        hideClose
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={publishing}>
              <FormattedMessage id="admin.rules.cancel" />
            </Button>
            <Button onClick={() => void publish()} loading={publishing}>
              <FormattedMessage id="admin.rules.publish" />
            </Button>
          </>
        }
      >
        <Field label={<FormattedMessage id="admin.rules.form.effectiveFrom" />}>
          <Input type="date" min={`${ruleSet.scope.year}-01-01`} max={`${ruleSet.scope.year}-12-31`} value={publishDay} onChange={(event) => setPublishDay(event.target.value)} />
        </Field>
      </Modal>
    </Card>
  );
}

/**
 * /auth/admin/rules/:ruleSetId: one version of a rule set. Its rules in plain words and what it changes against the
 * version before it (or the standard rules); a draft is edited and published here, a published version is read and
 * copied into a new draft; and its audit.
 */
function RuleSetPageContent() {
  const { ruleSetId = '' } = useParams();
  const intl = useIntl();
  const navigate = useNavigate();
  const copier = useRuleSetWrite((from: RuleSetVersion) => createRuleSet({ scope: from.scope, fromId: from._id, effectiveFrom: from.effectiveFrom, note: '' }));
  const detail = useRuleSet(ruleSetId);
  const copying = copier.isPending;
  const copy = async (from: RuleSetVersion) => {
    try {
      const { ruleSet } = await copier.mutateAsync(from);
      navigate(paths.admin.ruleSet(ruleSet._id));
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    }
  };
  return (
    <div className="adm-page">
      <QueryState query={detail}>
        {(data) => {
          const { ruleSet } = data;
          return (
            <>
              <PageHeader
                eyebrow={
                  <TextLink to={paths.admin.rules()}>
                    <FormattedMessage id="admin.rules.title" />
                  </TextLink>
                }
                title={<FormattedMessage id="admin.rules.versionTitle" values={{ year: ruleSet.scope.year, version: ruleSet.version }} />}
                description={
                  <span className="adm-rules-head">
                    <ScopeText scope={ruleSet.scope} /> <StatusBadge status={ruleSet.status} />{' '}
                    <FormattedMessage id={ruleSet.status === 'published' ? 'admin.rules.inForce' : 'admin.rules.wouldTakeEffect'} values={{ day: day(intl, ruleSet.effectiveFrom) }} />
                  </span>
                }
                actions={
                  ruleSet.status === 'published' ? (
                    <Button size="sm" loading={copying} onClick={() => void copy(ruleSet)}>
                      <CopyPlus className="rr-icon" aria-hidden="true" />
                      <FormattedMessage id="admin.rules.newFrom" />
                    </Button>
                  ) : null
                }
              />
              <Card title={<FormattedMessage id="admin.rules.summary.title" />}>
                <RuleSummary rules={ruleSet.rules} scope={ruleSet.scope} />
              </Card>
              <Card title={<FormattedMessage id="admin.rules.differences.title" />}>
                <p className="rr-muted">
                  {data.previous ? <FormattedMessage id="admin.rules.differences.against" values={{ version: data.previous.version }} /> : <FormattedMessage id="admin.rules.differences.againstDefaults" />}
                </p>
                {data.differences.length === 0 ? (
                  <p>
                    <FormattedMessage id="admin.rules.differences.none" />
                  </p>
                ) : (
                  <Differences differences={data.differences} />
                )}
              </Card>
              {ruleSet.status === 'draft' ? <DraftEditor key={`${ruleSet._id}-${ruleSet.status}`} ruleSet={ruleSet} /> : null}
              <SimulationCard ruleSet={ruleSet} />
              <ChangesCard detail={data} />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

export const RuleSetPage = withFeatureIntl(RuleSetPageContent);
