import { MESSAGES, fail } from '@rr/contracts';
import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractResolver, describedError, errorDescriptor, issuesToErrors } from './resolver';

// Small schemas in the contracts' convention (message = catalogue id, values in params).
const passwords = z
  .object({
    password: z.string().min(8, MESSAGES.passwordMinLength.id).superRefine((value, ctx) => {
      if (/[^A-Za-z0-9]/.test(value)) fail(ctx, MESSAGES.passwordSpecialCharacters);
    }),
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) fail(ctx, MESSAGES.passwordMismatch, undefined, ['confirmPassword']);
  });

const limited = z.object({ bio: z.string().superRefine((value, ctx) => (value.length > 5 ? fail(ctx, MESSAGES.maxLength, { max: 5 }) : undefined)) });

type Passwords = { password: string; confirmPassword: string };

const run = <V extends Record<string, unknown>>(resolver: ReturnType<typeof contractResolver<V, unknown>>, values: V) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: undefined });

describe('contractResolver', () => {
  it('gives each field its first issue as a descriptor, values kept', async () => {
    const result = await run(contractResolver<Passwords, unknown>(passwords), { password: 'abc', confirmPassword: 'abd' });
    expect(errorDescriptor(result.errors.password)).toEqual({ id: 'validation.password.minLength', defaultMessage: MESSAGES.passwordMinLength.defaultMessage, values: { min: 8 } });
    expect(errorDescriptor(result.errors.confirmPassword)).toEqual({ id: 'validation.password.mismatch', defaultMessage: MESSAGES.passwordMismatch.defaultMessage });
    const long = await run(contractResolver<{ bio: string }, unknown>(limited), { bio: 'far too long' });
    expect(errorDescriptor(long.errors.bio)?.values).toEqual({ max: 5 });
  });

  it('checks the body the form sends and hands on the parsed body', async () => {
    const schema = z.object({ email: z.string().regex(/^[a-z@.]+$/, MESSAGES.email.id) });
    const toBody = (values: { email: string }) => ({ email: values.email.trim().toLowerCase() });
    expect(await run(contractResolver<{ email: string }, { email: string }>(schema, toBody), { email: ' Ada@Example.COM ' })).toEqual({ values: { email: 'ada@example.com' }, errors: {} });
  });

  it('nests errors of nested fields and keeps whole-body issues under root', () => {
    const errors = issuesToErrors([
      { code: 'custom', message: MESSAGES.vin.id, path: ['bikes', 0, 'vin'] },
      { code: 'custom', message: MESSAGES.invalid.id, path: [] },
    ]);
    expect(errorDescriptor((errors as unknown as { bikes: { vin: never }[] }).bikes[0]!.vin)?.id).toBe('validation.vin.invalid');
    expect(errorDescriptor(errors.root as never)?.id).toBe('validation.invalid');
  });
});

describe('with react-hook-form', () => {
  it('keeps the descriptors through a submit, and a server error set on a field until it changes', async () => {
    const { control, formControl } = createFormControl<Passwords, unknown, unknown>({
      defaultValues: { password: 'short', confirmPassword: 'short' },
      resolver: contractResolver<Passwords, unknown>(passwords),
    });
    let invalid: unknown;
    await formControl.handleSubmit(() => undefined, (errors) => void (invalid = errors))();
    expect(errorDescriptor((invalid as { password: never }).password)?.id).toBe('validation.password.minLength');

    formControl.setError('confirmPassword', describedError({ id: 'error.server', defaultMessage: 'No.' }, 'server'));
    expect(errorDescriptor(control._formState.errors.confirmPassword)).toEqual({ id: 'error.server', defaultMessage: 'No.' });
  });

  it('reads a plain react-hook-form message as text', () => {
    expect(errorDescriptor({ type: 'required', message: 'Fill me' })).toEqual({ id: 'error.server', defaultMessage: 'Fill me' });
    expect(errorDescriptor({ type: 'required' })).toBeUndefined();
  });
});
