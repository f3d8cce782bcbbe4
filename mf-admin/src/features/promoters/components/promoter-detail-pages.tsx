import { paths, type PromoterApplication, type PromoterDetail, type PromoterRejectInput } from '@rr/contracts';
import { useNavigate, useParams, useSearchParams } from '@rr/router';
import { Alert, Button, Card, ConfirmPrompt, PageHeader, PageLoading, Table, TextLink, apiErrorText, buttonClass, toast, useFormat, type DataColumn } from '@rr/ui';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { decide, setActivation, usePromoter, usePromoterWrite, type Decision } from '../api/promoters';
import { ApplicationForm, CreatePromoterForm, RecordForm } from './promoter-forms';
import { RejectDialog } from './reject-dialog';
import { ActiveBadge, StatusBadge } from './status-badges';

/** The promoter's API tokens (shared with the promoter's own profile): a chunk of its own, loaded when the page shows it. */
const ApiTokensPanel = lazy(() => import('@rr/event-tools/api-tokens'));

/** The id that opens the applications' detail page as the create form (its list has the path without one). */
export const NEW_APPLICATION = 'new';

function Back({ to, id }: { to: string; id: string }) {
  return (
    <TextLink to={to}>
      <FormattedMessage id={id} />
    </TextLink>
  );
}

function Loaded({ id, children }: { id: string; children: (detail: PromoterDetail) => React.ReactNode }) {
  const intl = useIntl();
  const promoter = usePromoter(id);
  if (promoter.isPending) return <PageLoading />;
  if (!promoter.data)
    return (
      <div className="adm-page">
        <PageHeader eyebrow={<Back to={paths.admin.promoters()} id="admin.promoters.back" />} title={<FormattedMessage id="admin.promoters.missing" />} />
        <Alert tone="error">{apiErrorText(intl, promoter.error)}</Alert>
      </div>
    );
  return <>{children(promoter.data)}</>;
}

/** Approve, reject (with an optional reason for the applicant) and undo of the latest application, each after a confirmation, then a toast. */
function Decisions({ detail }: { detail: PromoterDetail }) {
  const intl = useIntl();
  const [asked, setAsked] = useState<Decision | null>(null);
  const decision = usePromoterWrite((action: Exclude<Decision, 'reject'>) => decide(detail.promoter._id, action));
  const rejection = usePromoterWrite((body: PromoterRejectInput) => decide(detail.promoter._id, 'reject', body));
  const busy = decision.isPending;
  const status = detail.promoter.status;
  const name = detail.promoter.name;
  const rejected = () => {
    toast.success(intl.formatMessage({ id: 'admin.promoters.done.reject' }, { name }));
    setAsked(null);
  };
  const run = async () => {
    if (!asked || asked === 'reject') return;
    try {
      await decision.mutateAsync(asked);
      toast.success(intl.formatMessage({ id: `admin.promoters.done.${asked}` }, { name }));
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    } finally {
      setAsked(null);
    }
  };
  const canUndo = detail.applications[0]?.history.some((h) => h.action === 'approved' || h.action === 'rejected') ?? false;
  return (
    <div className="adm-actions">
      {status !== 'approved' ? (
        <Button size="sm" onClick={() => setAsked('approve')}>
          <FormattedMessage id="admin.promoters.approve" />
        </Button>
      ) : null}
      {status !== 'rejected' ? (
        <Button size="sm" variant="secondary" onClick={() => setAsked('reject')}>
          <FormattedMessage id="admin.promoters.reject" />
        </Button>
      ) : null}
      {canUndo ? (
        <Button size="sm" variant="ghost" onClick={() => setAsked('undo')}>
          <FormattedMessage id="admin.promoters.undo" />
        </Button>
      ) : null}
      {asked === 'reject' ? (
        <RejectDialog
          title={<FormattedMessage id="admin.promoters.confirmOne.reject" values={{ name }} />}
          lead={<FormattedMessage id="admin.promoters.confirmOne.rejectLead" />}
          onReject={(body) => rejection.mutateAsync(body)}
          onDone={rejected}
          onCancel={() => setAsked(null)}
        />
      ) : null}
      <ConfirmPrompt
        open={asked === 'approve' || asked === 'undo'}
        title={asked ? <FormattedMessage id={`admin.promoters.confirmOne.${asked}`} values={{ name }} /> : null}
        message={asked ? <FormattedMessage id={`admin.promoters.confirmOne.${asked}Lead`} values={{ hasPassword: detail.promoter.hasPassword ? 'yes' : 'no' }} /> : null}
        confirmLabel={asked ? <FormattedMessage id={`admin.promoters.${asked}`} /> : undefined}
        tone={asked === 'approve' ? 'primary' : 'danger'}
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}

function History({ application }: { application: PromoterApplication }) {
  const format = useFormat();
  const intl = useIntl();
  if (application.history.length === 0) return null;
  return (
    <ol className="adm-history" aria-label={intl.formatMessage({ id: 'admin.promoters.history' })}>
      {[...application.history].reverse().map((step, index) => (
        <li key={index}>
          <span className="adm-history__what">
            <FormattedMessage id={`admin.promoters.step.${step.action}`} values={{ from: step.fromStatus ?? '', to: step.toStatus }} />
          </span>
          {step.reason ? (
            <span className="adm-history__reason">
              <FormattedMessage id="admin.promoters.stepReason" values={{ reason: step.reason }} />
            </span>
          ) : null}
          <span className="rr-muted">
            <FormattedMessage id="admin.promoters.stepBy" values={{ who: step.actorName ?? intl.formatMessage({ id: 'admin.promoters.applicant' }), when: `${format.date(step.at)} ${format.time(step.at)}` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}

function Seasons({ detail, link }: { detail: PromoterDetail; link: (application: PromoterApplication) => string }) {
  const format = useFormat();
  const columns: DataColumn<PromoterApplication, ReactNode>[] = [
    { id: 'season', header: <FormattedMessage id="admin.promoters.col.season" />, cell: (a) => <TextLink to={link(a)}>{a.seasonYear}</TextLink> },
    { id: 'series', header: <FormattedMessage id="admin.promoters.col.series" />, cell: (a) => a.seriesName },
    { id: 'status', header: <FormattedMessage id="admin.promoters.col.status" />, cell: (a) => <StatusBadge status={a.status} /> },
    { id: 'applied', header: <FormattedMessage id="admin.promoters.col.applied" />, cell: (a) => format.date(a.createdAt) },
  ];
  return <Table columns={columns} rows={detail.applications} rowKey={(a) => a._id} caption={<FormattedMessage id="admin.promoters.seasons" />} empty={<FormattedMessage id="admin.promoters.noApplications" />} />;
}

/** /auth/admin/promoter/{promoterId?} (spec §2): a promoter's record, status and seasons; without an id, a new promoter. */
export function PromoterPage() {
  const { promoterId } = useParams();
  const navigate = useNavigate();
  if (!promoterId)
    return (
      <div className="adm-page">
        <PageHeader
          eyebrow={<Back to={paths.admin.promoters()} id="admin.promoters.back" />}
          title={<FormattedMessage id="admin.promoterForm.newTitle" />}
          description={<FormattedMessage id="admin.promoterForm.newLead" />}
        />
        <Card>
          <CreatePromoterForm approve onCreated={(detail) => navigate(paths.admin.promoter(detail.promoter._id))} />
        </Card>
      </div>
    );
  return <Loaded id={promoterId}>{(detail) => <PromoterRecordPage key={detail.promoter._id} detail={detail} />}</Loaded>;
}

function PromoterRecordPage({ detail }: { detail: PromoterDetail }) {
  const intl = useIntl();
  const p = detail.promoter;
  const activation = usePromoterWrite((deActivated: boolean) => setActivation(p._id, deActivated));
  const busy = activation.isPending;
  const toggleLogin = async () => {
    try {
      await activation.mutateAsync(!p.deActivated);
      toast.success(intl.formatMessage({ id: p.deActivated ? 'admin.promoters.loginOn' : 'admin.promoters.loginOff' }, { name: p.name }));
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    }
  };
  return (
    <div className="adm-page">
      <PageHeader
        eyebrow={<Back to={paths.admin.promoters()} id="admin.promoters.back" />}
        title={p.name}
        description={
          <span className="adm-actions">
            <StatusBadge status={p.status} />
            <ActiveBadge active={p.active} deActivated={p.deActivated} />
            <span className="rr-muted">{p.email}</span>
            {!p.hasPassword ? (
              <span className="rr-muted">
                <FormattedMessage id="admin.promoters.noPassword" />
              </span>
            ) : null}
          </span>
        }
        actions={
          <span className="adm-actions">
            <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={paths.proxy('promoter', p._id)}>
              <FormattedMessage id="admin.promoters.proxy" />
            </a>
            <Button size="sm" variant={p.deActivated ? 'secondary' : 'ghost'} loading={busy} onClick={() => void toggleLogin()}>
              <FormattedMessage id={p.deActivated ? 'admin.promoters.activateLogin' : 'admin.promoters.deactivateLogin'} />
            </Button>
          </span>
        }
      />
      <Card title={<FormattedMessage id="admin.promoters.application" />} actions={<Decisions detail={detail} />}>
        <Seasons detail={detail} link={(a) => `${paths.admin.promoterApplication(p._id)}?season=${a.seasonYear}`} />
      </Card>
      <Card title={<FormattedMessage id="admin.promoters.record" />}>
        <RecordForm detail={detail} />
      </Card>
      <Suspense fallback={null}>
        <ApiTokensPanel role="admin" promoterId={p._id} />
      </Suspense>
    </div>
  );
}

/**
 * /auth/admin/promoter-applications/{promoterId} (spec §2): a promoter's application for a season (the latest, or
 * `?season=`), its history (who decided what and when), approve / reject / undo, and the answers staff can correct;
 * `new` for the id is the form staff fill in for someone (a phone call, a paper form).
 */
export function ApplicationPage() {
  const { promoterId } = useParams();
  const navigate = useNavigate();
  if (!promoterId || promoterId === NEW_APPLICATION)
    return (
      <div className="adm-page">
        <PageHeader
          eyebrow={<Back to={paths.admin.promoterApplications()} id="admin.promoters.backApplications" />}
          title={<FormattedMessage id="admin.promoterForm.newApplicationTitle" />}
          description={<FormattedMessage id="admin.promoterForm.newApplicationLead" />}
        />
        <Card>
          <CreatePromoterForm approve={false} onCreated={(detail) => navigate(paths.admin.promoterApplication(detail.promoter._id))} />
        </Card>
      </div>
    );
  return <Loaded id={promoterId}>{(detail) => <ApplicationDetail detail={detail} />}</Loaded>;
}

function ApplicationDetail({ detail }: { detail: PromoterDetail }) {
  const [search] = useSearchParams();
  const season = Number(search.get('season'));
  const application = detail.applications.find((a) => a.seasonYear === season) ?? detail.applications[0];
  const p = detail.promoter;
  const latest = application && application._id === detail.applications[0]?._id;
  return (
    <div className="adm-page">
      <PageHeader
        eyebrow={<Back to={paths.admin.promoterApplications()} id="admin.promoters.backApplications" />}
        title={application ? <FormattedMessage id="admin.promoters.applicationTitle" values={{ series: application.seriesName, year: application.seasonYear }} /> : p.name}
        description={
          <span className="adm-actions">
            {application ? <StatusBadge status={application.status} /> : null}
            <TextLink to={paths.admin.promoter(p._id)}>{p.name}</TextLink>
            <span className="rr-muted">{p.email}</span>
          </span>
        }
        actions={latest ? <Decisions detail={detail} /> : null}
      />
      {application ? (
        <>
          <Card title={<FormattedMessage id="admin.promoters.history" />}>
            <History application={application} />
          </Card>
          <Card title={<FormattedMessage id="admin.promoters.answers" />}>
            <ApplicationForm key={`${application._id}:${application.updatedAt}`} detail={detail} application={application} />
          </Card>
          {detail.applications.length > 1 ? (
            <Card title={<FormattedMessage id="admin.promoters.seasons" />}>
              <Seasons detail={detail} link={(a) => `${paths.admin.promoterApplication(p._id)}?season=${a.seasonYear}`} />
            </Card>
          ) : null}
        </>
      ) : (
        <Alert tone="info">
          <FormattedMessage id="admin.promoters.noApplications" />
        </Alert>
      )}
    </div>
  );
}
