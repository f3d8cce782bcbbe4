import { seriesBonusSchema, type Series, type SeriesBonusInput } from '@rr/contracts';
import { formatMoneyInput, moneyInputValue } from '@rr/contracts/money-input';
import { useApiMutation } from '@rr/api-client';
import { Button, Field, Input, toast } from '@rr/ui';
import { FormProblem, useContractForm } from '@rr/ui/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { setSeriesBonus } from '../api/event-calls';
import { eventToolsKeys } from '../api/keys';

/**
 * The series bonus (spec §2 "series bonus"): what the series champions share after the final race, in the series'
 * currency (0 = none). Its promoter or staff set it; `PUT /api/serie/{id}/bonus`.
 */
export function SeriesBonusForm({ serie }: { serie: Series }) {
  const intl = useIntl();
  const save = useApiMutation({
    mutationFn: (bonus: number) => setSeriesBonus(serie._id, bonus),
    invalidates: [eventToolsKeys.promoterSeries(serie.promoterId)],
    // The form shows the failure (its fields, its alert).
    meta: { alert: false },
  });
  const [defaultValues] = useState(() => ({ bonus: serie.bonus > 0 ? formatMoneyInput(serie.bonus, intl.locale) : '' }));
  const form = useContractForm<{ bonus: string }, SeriesBonusInput>({
    schema: seriesBonusSchema,
    defaultValues,
    toBody: (values) => ({ bonus: moneyInputValue(values.bonus, intl.locale) ?? 0 }) as SeriesBonusInput,
    send: (body) => save.mutateAsync(body.bonus),
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'eventTools.seriesBonus.saved' }));
    },
  });
  return (
    <form className="rr-stack" aria-label={intl.formatMessage({ id: 'eventTools.seriesBonus.title' })} {...form.formProps}>
      <FormProblem form={form} />
      <p className="et-lead rr-muted">
        <FormattedMessage id="eventTools.seriesBonus.lead" />
      </p>
      <div className="et-actions et-actions--bottom">
        <Field label={<FormattedMessage id="eventTools.seriesBonus.amount" values={{ currency: serie.currency }} />} error={form.error('bonus')}>
          <Input inputMode="decimal" {...form.field('bonus')} />
        </Field>
        <Button type="submit" variant="secondary" loading={form.submitting}>
          <FormattedMessage id="eventTools.seriesBonus.save" />
        </Button>
      </div>
    </form>
  );
}
