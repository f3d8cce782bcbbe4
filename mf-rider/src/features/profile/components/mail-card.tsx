import { mutationCall, useApiMutation, useQueryClient } from '@rr/api-client';
import { OPTIONAL_RIDER_MAILS, REQUIRED_RIDER_MAILS, type MailPreferencesInput, type OptionalRiderMail } from '@rr/contracts/mail-preferences';
import { Alert, Button, Card, apiErrorText, toast } from '@rr/ui';
import { Lock } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { profileKeys, saveMailPreferences, useMailPreferences } from '../api/profile-api';

/**
 * Which emails about their money the rider gets (the mails identity sends from the payouts service's notices): each
 * optional one a switch, saved as soon as it is flipped. The ones the programme must send — what the rider owes, a
 * cash-out that failed, account and security mail — are shown always on, greyed, with why. Linked from every such
 * mail (`#mail`).
 */
export function MailCard({ riderId }: { riderId: string }) {
  const intl = useIntl();
  const client = useQueryClient();
  const preferences = useMailPreferences(riderId);
  const save = useApiMutation({
    mutationFn: (change: MailPreferencesInput) => saveMailPreferences(change, mutationCall),
    meta: { alert: false },
    onSuccess: (answer) => {
      client.setQueryData(profileKeys.mailPreferences(riderId), answer);
      toast.success(intl.formatMessage({ id: 'rider.profile.mail.saved' }));
    },
    onError: (error) => toast.error(apiErrorText(intl, error)),
  });
  // While a switch is being saved it shows where it is going.
  const isOn = (kind: OptionalRiderMail) => {
    const pending = save.isPending ? save.variables?.[kind] : undefined;
    return pending ?? preferences.data?.preferences[kind] ?? true;
  };

  return (
    <Card title={<FormattedMessage id="rider.profile.mail.title" />} id="mail">
      <div className="rr-stack">
        <p className="rr-muted rr-flush">
          <FormattedMessage id="rider.profile.mail.lead" />
        </p>
        {preferences.isError ? (
          <Alert tone="error" title={<FormattedMessage id="rider.profile.mail.loadError" />}>
            <Button size="sm" variant="secondary" onClick={() => void preferences.refetch()}>
              <FormattedMessage id="rider.profile.retry" />
            </Button>
          </Alert>
        ) : (
          <fieldset className="rdr-mail" aria-busy={preferences.isPending || save.isPending}>
            <legend className="rdr-profile__subtitle">
              <FormattedMessage id="rider.profile.mail.optional" />
            </legend>
            <ul className="rdr-mail__list">
              {OPTIONAL_RIDER_MAILS.map((kind) => (
                <MailSwitch
                  key={kind}
                  kind={kind}
                  checked={isOn(kind)}
                  disabled={!preferences.data || save.isPending}
                  onChange={(change) => save.mutate({ [kind]: change.target.checked })}
                />
              ))}
            </ul>
          </fieldset>
        )}
        <fieldset className="rdr-mail rdr-mail--required" disabled>
          <legend className="rdr-profile__subtitle">
            <Lock className="rr-icon" aria-hidden="true" /> <FormattedMessage id="rider.profile.mail.required" />
          </legend>
          <p id="mail-required-why" className="rr-muted rr-flush">
            <FormattedMessage id="rider.profile.mail.required.why" />
          </p>
          <ul className="rdr-mail__list">
            {REQUIRED_RIDER_MAILS.map((kind) => (
              <MailSwitch key={kind} kind={kind} checked disabled readOnly alsoDescribedBy="mail-required-why" />
            ))}
          </ul>
        </fieldset>
      </div>
    </Card>
  );
}

/** One mail's switch, described by what the mail is (its hint) and, for the required ones, by why they stay on. */
function MailSwitch({ kind, alsoDescribedBy, ...input }: { kind: string; alsoDescribedBy?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <li>
      <label className="rdr-mail__item">
        <input type="checkbox" role="switch" aria-describedby={[`mail-${kind}-hint`, alsoDescribedBy].filter(Boolean).join(' ')} {...input} />
        <span className="rdr-mail__text">
          <strong>
            <FormattedMessage id={`rider.profile.mail.${kind}`} />
          </strong>
          <span id={`mail-${kind}-hint`} className="rr-muted">
            <FormattedMessage id={`rider.profile.mail.${kind}.hint`} />
          </span>
        </span>
      </label>
    </li>
  );
}
