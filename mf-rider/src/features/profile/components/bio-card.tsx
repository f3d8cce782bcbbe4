import { BIO_MAX_LENGTH, riderProfileInputSchema, type RiderProfileAnswer, type RiderProfileInput, type RiderViewBody } from '@rr/contracts';
import { Button, Card, Field, Textarea, toast } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveProfile } from '../api/profile-api';
import { useProfileWrite } from './use-profile-write';

interface BioValues {
  bio: string;
}

/** Characters as the rule counts them (code points: an emoji is one). */
const characters = (text: string) => [...text].length;

/** The rider's bio (spec §2, §5: at most 500 characters), with a counter; saved on its own. */
export function BioCard({ rider }: { rider: RiderViewBody }) {
  const intl = useIntl();
  const save = useProfileWrite(rider._id, (body: RiderProfileInput) => saveProfile(rider._id, body), (answer) => answer.rider);
  const [value, setValue] = useState(rider.bio ?? '');
  const form = useContractForm<BioValues, RiderProfileInput, RiderProfileAnswer>({
    schema: riderProfileInputSchema,
    defaultValues: { bio: value },
    send: (body) => save.mutateAsync({ bio: body.bio }),
    onSuccess: (answer) => {
      const next = answer.rider.bio ?? '';
      setValue(next);
      form.reset({ bio: next });
      toast.success(intl.formatMessage({ id: 'rider.profile.bio.saved' }));
    },
  });
  const bio = form.form.watch('bio') ?? '';
  const count = characters(bio);
  const over = count > BIO_MAX_LENGTH;

  return (
    <Card title={<FormattedMessage id="rider.profile.bio.title" />} id="bio">
      <form className="rr-stack" {...form.formProps}>
        <FormProblem form={form} />
        <Field
          label={<FormattedMessage id="rider.profile.bio.label" />}
          hint={
            <span className={over ? 'rdr-profile__count is-over' : 'rdr-profile__count'} aria-live="polite">
              <FormattedMessage id="rider.profile.bio.count" values={{ count, max: BIO_MAX_LENGTH }} />
            </span>
          }
          error={form.error('bio')}
        >
          <Textarea rows={5} {...form.field('bio')} />
        </Field>
        <div className="rr-form-actions rdr-profile__actions">
          <Button type="submit" loading={form.submitting} disabled={bio === value}>
            <FormattedMessage id="rider.profile.bio.save" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
