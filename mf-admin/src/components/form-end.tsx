import { Button } from '@rr/ui';
import { FormProblem } from '@rr/ui/form';
import type { ComponentProps, ReactNode } from 'react';

/**
 * The end of a staff form of the form kit: the record's "active" box when it has one (`field`: the kit's
 * `form.form.register('active')`), the form's one alert, then its submit button, busy while the call is under way.
 */
export function FormEnd({ form, submit, active }: { form: { problemText: string | null; submitting: boolean }; submit: ReactNode; active?: { label: ReactNode; field: ComponentProps<'input'> } }) {
  return (
    <>
      {active ? (
        <label className="adm-check">
          <input type="checkbox" {...active.field} />
          {active.label}
        </label>
      ) : null}
      <FormProblem form={form} />
      <div>
        <Button type="submit" loading={form.submitting}>
          {submit}
        </Button>
      </div>
    </>
  );
}
