import { SOCIAL_NETWORKS, SOCIAL_RULES, riderProfileInputSchema, socialAccountUrl, type RiderProfileAnswer, type RiderProfileInput, type RiderViewBody } from '@rr/contracts';
import { Button, Card, Field, Input, toast } from '@rr/ui';
import { FormProblem, VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveProfile } from '../api/profile-api';
import { changedFrom, socialValues, type SocialValues } from '../lib/profile-form';
import { useProfileWrite } from './use-profile-write';

/**
 * Social media (spec §3, §5): for each network a username without @ or the full address of the rider's profile there.
 * The server keeps an address as a canonical https address; a saved account links to the profile.
 */
export function SocialCard({ rider }: { rider: RiderViewBody }) {
  const intl = useIntl();
  const save = useProfileWrite(rider._id, (body: RiderProfileInput) => saveProfile(rider._id, body), (answer) => answer.rider);
  const [values, setValues] = useState(() => socialValues(rider));
  const form = useContractForm<SocialValues, RiderProfileInput, RiderProfileAnswer>({
    schema: riderProfileInputSchema,
    defaultValues: values,
    summary: VALIDATION_SUMMARY,
    send: (body) => save.mutateAsync(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, body[network] ?? ''])) as RiderProfileInput),
    onSuccess: (answer) => {
      const next = socialValues(answer.rider);
      setValues(next);
      form.reset(next);
      toast.success(intl.formatMessage({ id: 'rider.profile.social.saved' }));
    },
  });
  const current = form.form.watch();
  const changed = changedFrom(values, current);

  return (
    <Card title={<FormattedMessage id="rider.profile.social.title" />} id="social">
      <form className="rr-stack" {...form.formProps}>
        <p className="rr-muted rr-flush">
          <FormattedMessage id="rider.profile.social.lead" />
        </p>
        <FormProblem form={form} />
        {SOCIAL_NETWORKS.map((network) => {
          const rule = SOCIAL_RULES[network];
          const link = values[network] ? socialAccountUrl(network, values[network]) : null;
          return (
            <Field
              key={network}
              label={rule.label}
              hint={
                link ? (
                  <a className="rr-link rdr-profile__social-link" href={link} target="_blank" rel="noopener noreferrer">
                    <ExternalLink className="rr-icon" aria-hidden="true" />
                    <FormattedMessage id="rider.profile.social.open" values={{ network: rule.label }} />
                  </a>
                ) : undefined
              }
              error={form.error(network)}
            >
              <Input
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={intl.formatMessage({ id: 'rider.profile.social.placeholder' }, { host: rule.home })}
                {...form.field(network)}
              />
            </Field>
          );
        })}
        <div className="rr-form-actions rdr-profile__actions">
          <Button type="button" variant="ghost" disabled={!changed || form.submitting} onClick={() => form.reset(values)}>
            <FormattedMessage id="rider.profile.undo" />
          </Button>
          <Button type="submit" loading={form.submitting} disabled={!changed}>
            <FormattedMessage id="rider.profile.social.save" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
