import { payoutClaimInputSchema, type PayoutClaim, type PayoutClaimInput, type PayoutClaimsAnswer } from '@rr/contracts';
import { Alert, Button, Card, ConfirmPrompt, apiErrorText, toast, useFormat } from '@rr/ui';
import { ClaimFields } from '@rr/ui/claim-fields';
import { VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fileClaim, updateClaim, useClaimWrite, useMyClaims } from '../../../lib/claims-api';
import { EMPTY_CLAIM, claimBody, type ClaimValues } from '../lib/claim-form';
import '../claims.css';

const BADGE: Record<PayoutClaim['status'], string> = { open: 'rr-badge rr-badge--warning', approved: 'rr-badge rr-badge--success', rejected: 'rr-badge rr-badge--danger', withdrawn: 'rr-badge' };

/**
 * The rider's payout claims (spec §9 "within 45 days of the race"), on the earnings page: a missing
 * payment is claimed for an event with published results, choosing the class among the event's classes and the place
 * among the places its payout table pays (each with what it pays), and naming the bike; the claims
 * filed so far with their status and the programme team's answer. An open claim can be changed or withdrawn.
 */
export function ClaimsCard() {
  const intl = useIntl();
  const format = useFormat();
  const claims = useMyClaims();
  const [editing, setEditing] = useState<PayoutClaim | 'new' | null>(null);
  const [withdrawing, setWithdrawing] = useState<PayoutClaim | null>(null);
  const withdrawal = useClaimWrite((id: string) => updateClaim(id, { action: 'withdraw' }));
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `rider.claims.${id}` }, values);

  const withdraw = () => {
    if (!withdrawing) return;
    withdrawal.mutate(withdrawing._id, {
      onSuccess: () => toast.success(t('withdrawn')),
      onError: (caught) => toast.error(apiErrorText(intl, caught)),
      onSettled: () => setWithdrawing(null),
    });
  };

  const data = claims.data;
  return (
    <Card
      title={<FormattedMessage id="rider.claims.title" />}
      actions={
        data && data.claimableEvents && data.claimableEvents.length > 0 && editing === null ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            {t('new')}
          </Button>
        ) : undefined
      }
    >
      <div className="rr-stack">
        <p className="rr-muted">{t('lead')}</p>
        {claims.isError && !data ? <Alert tone="error">{apiErrorText(intl, claims.error)}</Alert> : null}
        {data && editing !== null ? (
          <ClaimForm
            key={editing === 'new' ? 'new' : editing._id}
            data={data}
            claim={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
        {data && data.claimableEvents?.length === 0 && data.payoutClaims.length === 0 ? <p>{t('nothingToClaim')}</p> : null}
        {data && data.payoutClaims.length > 0 ? (
          <ul className="rdr-claims" aria-label={t('listLabel')}>
            {data.payoutClaims.map((claim) => (
              <li key={claim._id} className="rdr-claim">
                <div className="rdr-claim__head">
                  <strong>{claim.eventTitle}</strong>
                  <span className={BADGE[claim.status]}>{t(`status.${claim.status}`)}</span>
                </div>
                <span className="rr-muted">
                  {t('summary', { date: format.date(claim.eventDate), className: claim.className, place: claim.place })}
                  {claim.bikeModel ? ` · ${claim.bikeYear ?? ''} ${claim.bikeModel}` : ''}
                </span>
                {claim.message ? <p className="rdr-claim__message">{claim.message}</p> : null}
                {claim.status === 'approved' && claim.amountCents !== null ? (
                  <p>{t('paid', { amount: format.money(claim.amountCents, claim.currency), type: t(`type.${claim.payoutType ?? 'cash'}`) })}</p>
                ) : null}
                {claim.status === 'open' ? <p className="rr-muted">{t('waiting', { date: format.date(claim.createdAt) })}</p> : null}
                {claim.decisionNote ? (
                  <p>
                    <FormattedMessage id="rider.claims.answer" values={{ note: claim.decisionNote }} />
                  </p>
                ) : null}
                {claim.status === 'open' && editing === null ? (
                  <div className="rdr-claim__actions">
                    <Button size="sm" variant="secondary" onClick={() => setEditing(claim)}>
                      {t('edit')}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setWithdrawing(claim)}>
                      {t('withdraw')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ConfirmPrompt
        open={withdrawing !== null}
        busy={withdrawal.isPending}
        title={t('withdrawTitle')}
        message={withdrawing ? t('withdrawLead', { event: withdrawing.eventTitle, className: withdrawing.className }) : ''}
        confirmLabel={t('withdraw')}
        onCancel={() => setWithdrawing(null)}
        onConfirm={withdraw}
      />
    </Card>
  );
}

function ClaimForm({ data, claim, onDone }: { data: PayoutClaimsAnswer; claim: PayoutClaim | null; onDone: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const save = useClaimWrite((body: PayoutClaimInput) => {
    if (!claim) return fileClaim(body);
    const { eventId: _eventId, ...changes } = body;
    return updateClaim(claim._id, { action: 'edit', ...changes });
  });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `rider.claims.${id}` }, values);
  const events = data.claimableEvents ?? [];
  const [defaultValues] = useState<ClaimValues>(() =>
    claim
      ? { eventId: claim.eventId, className: claim.className, place: String(claim.place), vin: claim.vin ?? '', message: claim.message }
      : { ...EMPTY_CLAIM, eventId: events[0]?.eventId ?? '', vin: data.bikes?.length === 1 ? data.bikes[0]!.vin : '' },
  );
  const form = useContractForm<ClaimValues, PayoutClaimInput, { payoutClaim: PayoutClaim }>({
    schema: payoutClaimInputSchema,
    defaultValues,
    toBody: claimBody,
    summary: VALIDATION_SUMMARY,
    send: (body) => save.mutateAsync(body),
    onSuccess: () => {
      toast.success(t(claim ? 'saved' : 'filed'));
      onDone();
    },
  });
  const chosen = claim ? undefined : events.find((e) => e.eventId === form.form.watch('eventId'));
  return (
    <form className="rr-stack rdr-claim-form" {...form.formProps} aria-label={t(claim ? 'editTitle' : 'newTitle')}>
      {claim ? (
        <p>
          <strong>{claim.eventTitle}</strong>
        </p>
      ) : null}
      <ClaimFields
        form={form}
        t={t}
        events={claim ? null : events}
        labels={{ event: t('event'), bike: t('bike') }}
        eventHint={chosen ? t('deadline', { date: format.date(chosen.deadline) }) : undefined}
        currency={claim?.currency}
        bikes={data.bikes ?? []}
        messageHint={t('messageHint')}
        rowClassName="rdr-claim-form__row"
      />
      {form.problemText ? <Alert tone="error">{form.problemText}</Alert> : null}
      <div className="rdr-claim__actions">
        <Button type="submit" loading={form.submitting}>
          {t(claim ? 'save' : 'submit')}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={form.submitting}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
