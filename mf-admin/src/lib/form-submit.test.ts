import { ApiError } from '@rr/api-client';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './api-errors';
import { saveFailure } from './form-submit';

describe('saveFailure', () => {
  it('shows the messages at their fields, with none for the whole form', () => {
    const invalid = new ApiError('Invalid phone number', {
      status: 400,
      code: 'VALIDATION',
      body: { code: 'VALIDATION', details: { phone: { id: 'validation.phone.invalid', message: 'Invalid phone number' } } },
    });
    expect(saveFailure(invalid, fieldErrorsOf)).toEqual({ errors: { phone: { id: 'validation.phone.invalid', defaultMessage: 'Invalid phone number' } }, formError: null });
  });

  it('says a failure that belongs to no field for the whole form', () => {
    const down = new ApiError('down', { status: 503, code: 'UNAVAILABLE' });
    expect(saveFailure(down, fieldErrorsOf)).toEqual({ errors: {}, formError: expect.objectContaining({ id: 'error.UNAVAILABLE' }) });
  });

  it("falls back to 'Unexpected Error' when the failure says nothing", () => {
    expect(saveFailure(new Error('Unexpected Error'), () => ({})).formError).toEqual({ id: 'admin.error.unexpected', defaultMessage: 'Unexpected Error' });
  });
});
