import { describe, expect, it } from 'vitest';
import { documentsRequiredFor, missingDocuments, riderDocumentPath, riderPhotoPath, riderTimecardPaths, uploadIdFileFieldsSchema } from './documents';
import { issueDescriptor } from './issues';

describe('rider documents (issue 14)', () => {
  it('asks pro riders (paid in cash) for both documents, amateurs for none', () => {
    expect(documentsRequiredFor({ pro: true })).toBe(true);
    expect(documentsRequiredFor({ pro: false })).toBe(false);
    const none = { licence: null, w9: null };
    expect(missingDocuments({ documentsRequired: true, documents: none })).toEqual(['licence', 'w9']);
    expect(missingDocuments({ documentsRequired: true, documents: { ...none, licence: { uploadedAt: '2026-01-01T00:00:00.000Z' } } })).toEqual(['w9']);
    expect(missingDocuments({ documentsRequired: false, documents: none })).toEqual([]);
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
