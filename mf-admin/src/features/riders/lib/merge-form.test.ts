import { describe, expect, it } from 'vitest';
import { mergeBody, mergeState } from './merge-form';

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

describe('mergeBody', () => {
  it('is the API body once confirmed, else null', () => {
    expect(mergeBody({ keep, remove, confirmation: ' DELETE delete@example.com KEEP keep@example.com ' })).toEqual({
      keepRiderId: 'k',
      deleteRiderId: 'd',
      confirmation: 'DELETE delete@example.com KEEP keep@example.com',
    });
    expect(mergeBody({ keep, remove, confirmation: 'nope' })).toBeNull();
  });
});
