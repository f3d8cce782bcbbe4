import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@rr/contracts';
import { mergeBody, mergeFormSchema, mergeState } from './merge-form';

const keep = { id: 'k', name: 'Keep Me', email: 'keep@example.com' };
const remove = { id: 'd', name: 'Delete Me', email: 'delete@example.com' };

describe('mergeState', () => {
  it('needs both riders before showing the text to type', () => {
    expect(mergeState({ keep, remove: null, confirmation: '' })).toEqual({ expected: null, sameRider: false, confirmed: false, canSubmit: false });
  });
  it('shows DELETE <deleted e-mail> KEEP <kept e-mail>', () => {
    expect(mergeState({ keep, remove, confirmation: '' }).expected).toBe('DELETE delete@example.com KEEP keep@example.com');
  });
  it('enables Merge only when the typed text matches', () => {
    expect(mergeState({ keep, remove, confirmation: 'DELETE delete@example.com KEEP keep@example.com' }).canSubmit).toBe(true);
    expect(mergeState({ keep, remove, confirmation: '  delete   delete@example.com keep keep@example.com ' }).canSubmit).toBe(true);
    expect(mergeState({ keep, remove, confirmation: 'DELETE keep@example.com KEEP delete@example.com' }).canSubmit).toBe(false);
    expect(mergeState({ keep, remove, confirmation: 'DELETE delete@example.com' }).canSubmit).toBe(false);
  });
  it('refuses the same rider in both places', () => {
    const state = mergeState({ keep, remove: keep, confirmation: 'DELETE keep@example.com KEEP keep@example.com' });
    expect(state).toEqual({ expected: null, sameRider: true, confirmed: false, canSubmit: false });
  });
});

describe('mergeBody and mergeFormSchema', () => {
  it('is the API body, the typed text trimmed', () => {
    expect(mergeBody({ keep, remove, confirmation: ' DELETE delete@example.com KEEP keep@example.com ' })).toEqual({
      keepRiderId: 'k',
      deleteRiderId: 'd',
      confirmation: 'DELETE delete@example.com KEEP keep@example.com',
    });
  });
  it('accepts only the text naming the chosen riders', async () => {
    const schema = mergeFormSchema(keep, remove);
    expect((await schema.safeParseAsync(mergeBody({ keep, remove, confirmation: 'delete delete@example.com  keep keep@example.com' }))).success).toBe(true);
    const swapped = await schema.safeParseAsync(mergeBody({ keep, remove, confirmation: 'DELETE keep@example.com KEEP delete@example.com' }));
    expect(swapped.success ? null : fieldErrors({ issues: [...swapped.error.issues] }).confirmation?.id).toBe('validation.merge.confirmation');
  });
  it('refuses a body without both riders', async () => {
    const result = await mergeFormSchema(keep, null).safeParseAsync(mergeBody({ keep, remove: null, confirmation: 'DELETE x KEEP y' }));
    expect(result.success ? null : Object.keys(fieldErrors({ issues: [...result.error.issues] }))).toEqual(['deleteRiderId']);
  });
});
