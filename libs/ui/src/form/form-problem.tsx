import { Alert } from '@rr/ui';

/** The form's one alert (a failure that belongs to no field), when there is one. */
export function FormProblem({ form, className }: { form: { problemText: string | null }; className?: string }) {
  return form.problemText ? (
    <Alert tone="error" className={className}>
      {form.problemText}
    </Alert>
  ) : null;
}
