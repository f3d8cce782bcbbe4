/**
 * @rr/ui/form: the form kit (react-hook-form over the contract schemas of @rr/contracts). A subpath of its own,
 * not part of `@rr/ui`'s index: `@rr/ui` loads on every first page, the kit only with the pages that have a form.
 *
 *   const form = useContractForm({ schema: pinSchema, defaultValues: { pin: '', confirmPin: '' }, send: savePin });
 *   <form {...form.formProps}>
 *     <Field label="PIN" error={form.error('pin')} required><Input {...form.field('pin')} /></Field>
 *     <FormProblem form={form} />
 *     <Button type="submit" loading={form.submitting}>Save</Button>
 *   </form>
 */
export { FormProblem } from './form-problem';
export { detailDescriptor, errorNames, firstErrorField, serverFailure, type FormFailure } from './failure';
export { contractResolver, describedError, errorDescriptor, issuesToErrors, type ContractIssue, type ContractSchema, type DescribedError } from './resolver';
export { VALIDATION_SUMMARY, useContractForm, type ContractForm, type ContractFormOptions, type FieldControl, type FieldOptions } from './use-contract-form';
