import type { RuleSetVersion, RuleSimulation, RuleSimulationResult } from '@rr/contracts/rule-sets';
import { Alert, Button, Card, Field, Input, Modal, Table, apiErrorText, toast, useFormat, type DataColumn } from '@rr/ui';
import { Download, Play } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { applySimulated, simulate, simulationExport, useRuleSetWrite, useSimulation, useSimulations } from '../api/rule-sets';

/** A difference with its sign: +$50, −$100 (the money format writes the minus). */
const signed = (format: ReturnType<typeof useFormat>, cents: number, currency: string) => `${cents > 0 ? '+' : ''}${format.money(cents, currency)}`;

/** Riders shown on the page; the spreadsheet has every one. */
const RIDERS_SHOWN = 25;

function Totals({ result }: { result: RuleSimulationResult }) {
  const format = useFormat();
  const columns: DataColumn<RuleSimulationResult['totals'][number], ReactNode>[] = [
    { id: 'currency', header: <FormattedMessage id="admin.rules.sim.col.currency" />, cell: (t) => t.currency },
    { id: 'before', header: <FormattedMessage id="admin.rules.sim.col.before" />, cell: (t) => format.money(t.beforeCents, t.currency) },
    { id: 'after', header: <FormattedMessage id="admin.rules.sim.col.after" />, cell: (t) => format.money(t.afterCents, t.currency) },
    { id: 'difference', header: <FormattedMessage id="admin.rules.sim.col.difference" />, cell: (t) => <strong>{signed(format, t.differenceCents, t.currency)}</strong> },
    {
      id: 'riders',
      header: <FormattedMessage id="admin.rules.sim.col.riders" />,
      cell: (t) => <FormattedMessage id="admin.rules.sim.ridersChanged" values={{ riders: t.riders, more: t.more, less: t.less, newlyPaid: t.newlyPaid, noLongerPaid: t.noLongerPaid }} />,
    },
  ];
  return <Table columns={columns} rows={result.totals} rowKey={(t) => t.currency} caption={<FormattedMessage id="admin.rules.sim.totals" />} />;
}

function Riders({ result }: { result: RuleSimulationResult }) {
  const format = useFormat();
  const columns: DataColumn<RuleSimulationResult['riders'][number], ReactNode>[] = [
    { id: 'rider', header: <FormattedMessage id="admin.rules.sim.col.rider" />, cell: (r) => r.name || r.riderId },
    { id: 'before', secondary: true, header: <FormattedMessage id="admin.rules.sim.col.before" />, cell: (r) => format.money(r.beforeCents, r.currency) },
    { id: 'after', secondary: true, header: <FormattedMessage id="admin.rules.sim.col.after" />, cell: (r) => format.money(r.afterCents, r.currency) },
    { id: 'difference', header: <FormattedMessage id="admin.rules.sim.col.difference" />, cell: (r) => signed(format, r.differenceCents, r.currency) },
    {
      id: 'change',
      header: <FormattedMessage id="admin.rules.sim.col.change" />,
      cell: (r) => (
        <span className={`rr-badge${r.change === 'more' || r.change === 'newlyPaid' ? ' rr-badge--success' : ' rr-badge--warning'}`}>
          <FormattedMessage id={`admin.rules.sim.change.${r.change}`} />
        </span>
      ),
    },
  ];
  return <Table columns={columns} rows={result.riders.slice(0, RIDERS_SHOWN)} rowKey={(r) => `${r.riderId}|${r.currency}`} caption={<FormattedMessage id="admin.rules.sim.riders" values={{ shown: Math.min(RIDERS_SHOWN, result.riders.length), total: result.riders.length }} />} />;
}

/** A finished simulation: totals per currency, the riders whose pay changes most, the spreadsheets, and applying it. */
function SimulationResult({ ruleSet, simulation }: { ruleSet: RuleSetVersion; simulation: RuleSimulation }) {
  const intl = useIntl();
  const application = useRuleSetWrite((_: void) => applySimulated(ruleSet._id, simulation._id));
  const full = useSimulation(ruleSet._id, simulation._id);
  const [asking, setAsking] = useState(false);
  const applying = application.isPending;
  const result = full.data?.simulation.result;
  const apply = async () => {
    try {
      await application.mutateAsync();
      toast.success(intl.formatMessage({ id: 'admin.rules.sim.applying' }));
      setAsking(false);
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    }
  };
  if (!result) return null;
  const link = (format: 'csv' | 'xlsx', rows: 'riders' | 'changes') => (
    <a className="rr-button rr-button--secondary rr-button--sm" href={simulationExport(ruleSet._id, simulation._id, format, rows, intl.locale.slice(0, 2))} download>
      <Download className="rr-icon" aria-hidden="true" />
      <FormattedMessage id={`admin.rules.sim.export.${rows}`} values={{ format: format.toUpperCase() }} />
    </a>
  );
  return (
    <div className="rr-stack">
      <p>
        <FormattedMessage id="admin.rules.sim.summary" values={{ events: result.events, lines: result.lines, riders: result.riders.length }} />
      </p>
      {result.riders.length === 0 ? (
        <Alert tone="success">
          <FormattedMessage id="admin.rules.sim.nothing" />
        </Alert>
      ) : (
        <>
          <Totals result={result} />
          <Riders result={result} />
        </>
      )}
      <div className="adm-actions adm-actions--start">
        {link('csv', 'riders')}
        {link('xlsx', 'riders')}
        {link('csv', 'changes')}
        {link('xlsx', 'changes')}
      </div>
      {simulation.appliedAt ? (
        <Alert tone="info">
          <FormattedMessage id="admin.rules.sim.applied" values={{ events: simulation.appliedEvents ?? 0, at: intl.formatDate(simulation.appliedAt, { dateStyle: 'medium', timeStyle: 'short' }) }} />
        </Alert>
      ) : simulation.applyRequestedAt ? (
        <Alert tone="info">
          <FormattedMessage id="admin.rules.sim.applying" />
        </Alert>
      ) : ruleSet.status === 'published' ? (
        <div>
          <Button onClick={() => setAsking(true)}>
            <FormattedMessage id="admin.rules.sim.apply" />
          </Button>
        </div>
      ) : (
        <p className="rr-muted">
          <FormattedMessage id="admin.rules.sim.publishToApply" />
        </p>
      )}
      <Modal
        open={asking}
        onClose={applying ? () => undefined : () => setAsking(false)}
        title={<FormattedMessage id="admin.rules.sim.applyConfirm" values={{ version: ruleSet.version, events: result.events }} />}
        description={<FormattedMessage id="admin.rules.sim.applyLead" />}
        hideClose
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={applying}>
              <FormattedMessage id="admin.rules.cancel" />
            </Button>
            <Button onClick={() => void apply()} loading={applying}>
              <FormattedMessage id="admin.rules.sim.apply" />
            </Button>
          </>
        }
      />
    </div>
  );
}

/**
 * Simulation before publishing (docs/rules.md): the version judged on a period's published results in the background,
 * posting nothing; what would change per currency and rider against what the rules decided; once published, applied
 * to that period's events (the differences are posted as corrections).
 */
export function SimulationCard({ ruleSet }: { ruleSet: RuleSetVersion }) {
  const intl = useIntl();
  const simulation = useRuleSetWrite((range: { from: string; to: string }) => simulate(ruleSet._id, range));
  const simulations = useSimulations(ruleSet._id);
  // Last season by default: a draft for next year is tried on the races that were run.
  const [from, setFrom] = useState(`${ruleSet.scope.year - 1}-01-01`);
  const [to, setTo] = useState(`${ruleSet.scope.year - 1}-12-31`);
  const busy = simulation.isPending;
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    setProblem(null);
    try {
      await simulation.mutateAsync({ from, to });
    } catch (caught) {
      setProblem(apiErrorText(intl, caught));
    }
  };
  const latest = simulations.data?.simulations[0];
  return (
    <Card title={<FormattedMessage id="admin.rules.sim.title" />}>
      <div className="rr-stack">
        <p className="rr-muted">
          <FormattedMessage id="admin.rules.sim.lead" />
        </p>
        <div className="adm-rules-row adm-rules-row--plain">
          <Field label={<FormattedMessage id="admin.rules.sim.from" />}>
            <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          </Field>
          <Field label={<FormattedMessage id="admin.rules.sim.to" />}>
            <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          </Field>
          <Button loading={busy} disabled={latest?.status === 'running'} onClick={() => void run()}>
            <Play className="rr-icon" aria-hidden="true" />
            <FormattedMessage id="admin.rules.sim.run" />
          </Button>
        </div>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {latest ? (
          <section aria-live="polite" className="rr-stack">
            <h3 className="adm-rules-sim-title">
              <FormattedMessage id="admin.rules.sim.of" values={{ from: intl.formatDate(`${latest.from}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }), to: intl.formatDate(`${latest.to}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }), status: latest.status }} />
            </h3>
            {latest.status === 'failed' ? <Alert tone="error">{latest.error}</Alert> : null}
            {latest.status === 'done' ? <SimulationResult ruleSet={ruleSet} simulation={latest} /> : null}
          </section>
        ) : null}
      </div>
    </Card>
  );
}
