import { get, put, queryCall, queryKeys, useApiMutation, useQuery } from '@rr/api-client';
import { applicationSeason, promoterRecordSchema, type PromoterDetail, type PromoterRecordInput } from '@rr/contracts';
import { apiPath, publicPaths } from '@rr/contracts/routes';
import { displayName, localeAtom, sessionAtom } from '@rr/session';
import { Alert, Avatar, Button, ButtonLink, Card, PageHeader, QueryState, toast, useFormat } from '@rr/ui';
import { AddressFields, addressValues } from '@rr/ui/address-fields';
import { PromoterContactFields } from '@rr/ui/promoter-contact-fields';
import { VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePromoterId } from '../../../lib/use-promoter-id';

type RecordValues = { name: string; contactName: string; phone: string; country: string; addressLine1: string; city: string; state: string; zipcode: string };

/** A promoter's saved address as the record form holds it (a promoter has no second street line). */
function promoterAddress(p: Parameters<typeof addressValues>[0]): Omit<RecordValues, 'name' | 'contactName' | 'phone'> {
  const { addressLine2: _none, ...address } = addressValues(p);
  return address;
}

/** The promoter's API tokens (timing systems push results with one): a chunk of its own, loaded with this page. */
const ApiTokensPanel = lazy(() => import('@rr/event-tools/api-tokens'));

const recordPath = (id: string) => apiPath('/api/promoter/promoter/:id', { id });

/**
 * The promoter profile page (`paths.promoter.profile()`): the account (e-mail, language), the organisation's record
 * (name, contact, phone, address: `PUT /api/promoter/promoter/{id}`), and this season's application with the way to
 * apply again (promoters apply every year, spec §4). Promoters have no password change of their own
 * (docs/accounts.md): "Forgot password" on the login page sets a new one.
 */
export function ProfilePage() {
  const promoterId = usePromoterId();
  const record = useQuery({ queryKey: queryKeys.promoters.detail(promoterId), queryFn: (context) => get<PromoterDetail>(recordPath(promoterId), { alert: false, ...queryCall(context) }), enabled: Boolean(promoterId) });
  return (
    <div className="pro-page">
      <PageHeader eyebrow={<FormattedMessage id="promoter.area" />} title={<FormattedMessage id="promoter.profile.title" />} description={<FormattedMessage id="promoter.profile.lead" />} />
      <Account />
      <QueryState query={record}>
        {(detail) => (
          <>
            <Season detail={detail} />
            <Card title={<FormattedMessage id="promoter.profile.record" />}>
              <RecordForm detail={detail} />
            </Card>
            {detail.promoter.status === 'approved' ? (
              <Suspense fallback={null}>
                <ApiTokensPanel role="promoter" promoterId={promoterId} />
              </Suspense>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}

function Account() {
  const session = useAtomValue(sessionAtom);
  const format = useFormat();
  const intl = useIntl();
  const user = session?.authenticated ? session.user : null;
  if (!user) return null;
  const none = <FormattedMessage id="promoter.profile.none" />;
  const facts: Array<{ key: string; value: ReactNode }> = [
    { key: 'email', value: user.email },
    { key: 'emailVerified', value: <FormattedMessage id={user.emailVerified ? 'promoter.profile.yes' : 'promoter.profile.no'} /> },
    { key: 'phone', value: user.phone ? format.phone(user.phone) : none },
    { key: 'language', value: user.locale ? (intl.formatDisplayName(user.locale === 'no' ? 'nb' : user.locale, { type: 'language' }) ?? user.locale) : none },
  ];
  return (
    <Card title={<FormattedMessage id="promoter.profile.account" />}>
      <div className="pro-profile">
        <Avatar src={user.profileImage ?? undefined} name={displayName(user)} size="lg" />
        <dl className="pro-facts">
          {facts.map((fact) => (
            <div key={fact.key}>
              <dt>
                <FormattedMessage id={`promoter.profile.${fact.key}`} />
              </dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}

/** This season's application: its status, or the way to apply (the public form, pre-filled from last season). */
function Season({ detail }: { detail: PromoterDetail }) {
  const locale = useAtomValue(localeAtom);
  const season = applicationSeason();
  const current = detail.applications.find((a) => a.seasonYear === season);
  const tone = !current ? 'warning' : current.status === 'approved' ? 'success' : current.status === 'rejected' ? 'error' : 'info';
  return (
    <Alert tone={tone} title={<FormattedMessage id={`promoter.profile.season.${current?.status ?? 'none'}`} values={{ year: season, series: current?.seriesName ?? '' }} />}>
      {!current || current.status === 'pending' ? (
        <p className="pro-lead">
          <ButtonLink to={publicPaths(locale).promoters()} size="sm" variant={current ? 'secondary' : 'primary'}>
            <FormattedMessage id={current ? 'promoter.profile.season.edit' : 'promoter.profile.season.apply'} values={{ year: season }} />
          </ButtonLink>
        </p>
      ) : null}
    </Alert>
  );
}

function RecordForm({ detail }: { detail: PromoterDetail }) {
  const intl = useIntl();
  const p = detail.promoter;
  const save = useApiMutation({
    mutationFn: (body: PromoterRecordInput) => put<PromoterDetail>(recordPath(p._id), body, { alert: false }),
    invalidates: [queryKeys.promoters.all],
    // The form shows the failure (its fields, its alert).
    meta: { alert: false },
  });
  const [defaultValues] = useState<RecordValues>(() => ({
    name: p.name ?? '',
    contactName: p.contactName ?? '',
    phone: p.phone ?? '',
    ...promoterAddress(p),
  }));
  const form = useContractForm<RecordValues, PromoterRecordInput, PromoterDetail>({
    schema: promoterRecordSchema,
    defaultValues,
    toBody: (values) => ({ ...values, state: values.state.trim() || undefined }) as PromoterRecordInput,
    summary: VALIDATION_SUMMARY,
    send: (body) => save.mutateAsync(body),
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'promoter.profile.saved' }));
    },
  });
  return (
    <form className="rr-stack" {...form.formProps}>
      <div className="pro-form-grid">
        <PromoterContactFields form={form} messages="promoter.profile.field" />
        <AddressFields form={form} messages="promoter.profile.field" parts={['country', 'addressLine1', 'city', 'state', 'zipcode']} autoComplete="address" />
      </div>
      {form.problemText ? <Alert tone="error">{form.problemText}</Alert> : null}
      <div>
        <Button type="submit" loading={form.submitting}>
          <FormattedMessage id="promoter.save" />
        </Button>
      </div>
    </form>
  );
}
