import { describe, expect, it } from 'vitest';
import { documentsRequiredFor, missingDocuments, requiredDocuments, riderDocumentPath, riderPhotoPath, riderTimecardPaths, uploadIdFileFieldsSchema } from './documents';
import { issueDescriptor } from './issues';

describe('rider documents', () => {
  it('asks pro riders (paid in cash) living in the US for a licence and a W-9, pros elsewhere for the licence only, amateurs for none', () => {
    expect(requiredDocuments({ pro: true, country: 'US' })).toEqual(['licence', 'w9']);
    expect(requiredDocuments({ pro: true, country: 'CA' })).toEqual(['licence']);
    expect(requiredDocuments({ pro: true, country: 'FR' })).toEqual(['licence']);
    expect(requiredDocuments({ pro: true, country: null })).toEqual(['licence']);
    expect(requiredDocuments({ pro: false, country: 'US' })).toEqual([]);
    expect(documentsRequiredFor({ pro: true, country: 'CA' })).toBe(true);
    expect(documentsRequiredFor({ pro: false, country: 'US' })).toBe(false);
    const none = { licence: null, w9: null };
    const licence = { uploadedAt: '2026-01-01T00:00:00.000Z' };
    expect(missingDocuments({ requiredDocuments: ['licence', 'w9'], documents: none })).toEqual(['licence', 'w9']);
    expect(missingDocuments({ requiredDocuments: ['licence', 'w9'], documents: { ...none, licence } })).toEqual(['w9']);
    expect(missingDocuments({ requiredDocuments: ['licence'], documents: { ...none, licence } })).toEqual([]);
    expect(missingDocuments({ requiredDocuments: [], documents: none })).toEqual([]);
  });

  it('takes licence, w9 or photo as the upload kind, with the catalogue messages otherwise', () => {
    expect(uploadIdFileFieldsSchema.parse({ kind: 'photo' })).toEqual({ kind: 'photo' });
    const missing = uploadIdFileFieldsSchema.safeParse({});
    const wrong = uploadIdFileFieldsSchema.safeParse({ kind: 'passport' });
    expect(issueDescriptor(missing.error!.issues[0]!).id).toBe('validation.required');
    expect(issueDescriptor(wrong.error!.issues[0]!).id).toBe('validation.choice.invalid');
  });

  it('builds the files’ paths with the id encoded', () => {
    expect(riderDocumentPath('admin', 'r/1', 'w9')).toBe('/api/admin/rider/r%2F1/documents/w9');
    expect(riderPhotoPath('r1')).toBe('/api/rider-photos/r1');
    expect(riderTimecardPaths.file('r1', 't 1')).toBe('/api/admin/rider/r1/timecard/t%201');
  });
});
