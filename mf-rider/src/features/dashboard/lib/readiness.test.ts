import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@rr/session';
import { readiness, type DocumentFacts } from './readiness';

const rider = (over: Partial<SessionUser> = {}): SessionUser => ({
  _id: 'r1',
  type: 'rider',
  email: 'new.rider@example.com',
  emailVerified: true,
  deActivated: false,
  phone: null,
  profileImage: null,
  fullName: 'New Rider',
  bikes: [],
  hasPin: false,
  ...over,
});
const bike = (valid: 'verified' | 'invalid' | 'unverified') => ({ _id: valid, year: 2025, make: 'Apex', model: 'MX 450F', vin: 'VIN', valid });
const amateur: DocumentFacts = { requiredDocuments: [], documents: { licence: null, w9: null } };
const pro = (licence: boolean, w9: boolean): DocumentFacts => ({
  requiredDocuments: ['licence', 'w9'],
  documents: { licence: licence ? { uploadedAt: '2026-01-02T10:00:00Z' } : null, w9: w9 ? { uploadedAt: '2026-01-02T10:00:00Z' } : null },
});
const states = (result: ReturnType<typeof readiness>) => Object.fromEntries(result.steps.map((step) => [step.key, step.state]));

describe('readiness (the dashboard’s first-run checklist)', () => {
  it('gives a brand-new amateur every step to do but documents, and does not call them ready', () => {
    const result = readiness(rider(), amateur, 0);
    expect(states(result)).toEqual({ bike: 'todo', pin: 'todo', favourites: 'todo' });
    expect(result.ready).toBe(false);
  });

  it('counts a bike done only when every VIN is verified: waiting while one is checked, to do with an invalid one', () => {
    expect(states(readiness(rider({ bikes: [bike('unverified')] }), amateur, 0)).bike).toBe('waiting');
    expect(states(readiness(rider({ bikes: [bike('verified'), bike('invalid')] }), amateur, 0)).bike).toBe('todo');
    expect(states(readiness(rider({ bikes: [bike('verified')] }), amateur, 0)).bike).toBe('done');
  });

  it('counts a PIN the till locked as missing', () => {
    expect(states(readiness(rider({ hasPin: true }), amateur, 0)).pin).toBe('done');
    expect(states(readiness(rider({ hasPin: true, pinLocked: true }), amateur, 0)).pin).toBe('todo');
  });

  it('asks a pro earning cash for the documents still missing, and is done once both are on file', () => {
    expect(readiness(rider({ pro: true }), pro(true, false), 0).steps.find((step) => step.key === 'documents')).toEqual({ key: 'documents', state: 'todo', missing: ['w9'] });
    expect(readiness(rider({ pro: true }), pro(false, false), 0).steps.find((step) => step.key === 'documents')?.missing).toEqual(['licence', 'w9']);
    expect(states(readiness(rider({ pro: true }), pro(true, true), 0)).documents).toBe('done');
  });

  it('asks a pro living outside the US for the licence only: a W-9 is never missing for them', () => {
    const abroad: DocumentFacts = { requiredDocuments: ['licence'], documents: { licence: null, w9: null } };
    expect(readiness(rider({ pro: true }), abroad, 0).steps.find((step) => step.key === 'documents')).toEqual({ key: 'documents', state: 'todo', missing: ['licence'] });
    const onFile: DocumentFacts = { ...abroad, documents: { licence: { uploadedAt: '2026-01-02T10:00:00Z' }, w9: null } };
    expect(states(readiness(rider({ pro: true }), onFile, 0)).documents).toBe('done');
  });

  it('is ready (the checklist hides) when every step is done, and not before every read has answered', () => {
    const ready = rider({ bikes: [bike('verified')], hasPin: true, pro: true });
    expect(readiness(ready, pro(true, true), 2)).toEqual({
      steps: [
        { key: 'bike', state: 'done' },
        { key: 'pin', state: 'done' },
        { key: 'documents', state: 'done', missing: [] },
        { key: 'favourites', state: 'done' },
      ],
      ready: true,
    });
    expect(readiness(ready, null, 2)).toMatchObject({ ready: false });
    expect(readiness(ready, pro(true, true), null)).toMatchObject({ ready: false });
    // Until the reads answer, the steps they decide are left out rather than shown as to do.
    expect(readiness(ready, null, null).steps.map((step) => step.key)).toEqual(['bike', 'pin']);
  });
});
