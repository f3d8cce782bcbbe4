import { paths, publicPaths } from '@rr/contracts';
import { localeAtom, type SessionUser } from '@rr/session';
import { Card, IconCheck, TextLink } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { Circle, Clock } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMyEvents } from '../../../lib/events-api';
import { useDocumentFacts } from '../lib/document-facts';
import { readiness, type ReadinessStep } from '../lib/readiness';

/**
 * The first-run checklist on the rider's dashboard: until the rider is ready — a verified bike, a
 * PIN, documents when they must supply them, a favourite event — each step done or not with the way to do it. It
 * goes away once every step is done.
 */
export function ReadinessChecklist({ user, children }: { user: SessionUser; children?: React.ReactNode }) {
  const intl = useIntl();
  const documents = useDocumentFacts(user._id);
  const mine = useMyEvents();
  const favourites = mine.data ? mine.data.events.filter((event) => event.favourite).length : mine.isError ? 0 : null;
  const { steps, ready } = readiness(user, documents, favourites);
  // The checklist and what follows it (`children`) appear together once the checklist knows where the rider stands: a
  // card put above the money after the money has painted would push it down the page (a layout shift, which
  // bench/first-load budgets).
  if (documents === null || favourites === null) return null;
  if (ready || steps.every((step) => step.state === 'done')) return <>{children}</>;
  const done = steps.filter((step) => step.state === 'done').length;
  return (
    <>
      <Card className="rdr-ready" aria-labelledby="rdr-ready-title">
        <h2 className="rdr-dash__title" id="rdr-ready-title">
          <FormattedMessage id="rider.dashboard.ready.title" />
        </h2>
        <p className="rdr-ready__lead">
          <FormattedMessage id="rider.dashboard.ready.lead" />{' '}
          <span className="rr-muted">{intl.formatMessage({ id: 'rider.dashboard.ready.progress' }, { done, total: steps.length })}</span>
        </p>
        <ol className="rdr-ready__steps">
          {steps.map((step) => (
            <Step key={step.key} step={step} pinLocked={user.pinLocked === true} />
          ))}
        </ol>
      </Card>
      {children}
    </>
  );
}

function Step({ step, pinLocked }: { step: ReadinessStep; pinLocked: boolean }) {
  const intl = useIntl();
  const site = publicPaths(useAtomValue(localeAtom));
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `rider.dashboard.ready.${id}` }, values);
  const profile = paths.rider.profile();
  const action: { to: string; label: string } | null =
    step.state === 'done'
      ? null
      : step.key === 'bike'
        ? step.state === 'waiting'
          ? { to: `${profile}#bikes`, label: t('bike.see') }
          : { to: `${profile}?redirect=vin`, label: t('bike.action') }
        : step.key === 'pin'
          ? pinLocked
            ? { to: `${profile}#pin`, label: t('pin.reset') }
            : { to: site.createPin(), label: t('pin.action') }
          : step.key === 'documents'
            ? { to: `${profile}#documents`, label: t('documents.action') }
            : { to: paths.rider.events(), label: t('favourites.action') };
  const text =
    step.key === 'documents' && step.state === 'todo'
      ? t('documents.missing', { count: step.missing?.length ?? 0, documents: (step.missing ?? []).map((kind) => t(`documents.${kind}`)).join(', ') })
      : t(`${step.key}.${step.state === 'done' ? 'done' : step.key === 'pin' && pinLocked ? 'locked' : step.state}`);
  const Icon = step.state === 'done' ? IconCheck : step.state === 'waiting' ? Clock : Circle;
  return (
    <li className={`rdr-ready__step is-${step.state}`}>
      <Icon className="rr-icon rdr-ready__icon" aria-hidden="true" />
      <span className="rdr-ready__body">
        <strong>{t(`${step.key}.title`)}</strong>
        <span className="rr-visually-hidden"> — {t(`state.${step.state}`)}</span>
        <span className="rdr-ready__text">{text}</span>
        {action ? (
          <span>
            <TextLink to={action.to}>{action.label}</TextLink>
          </span>
        ) : null}
      </span>
    </li>
  );
}
