// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aRiderView, fakeApi, renderProfile } from '../testing/render';
import { DocumentsCard } from './documents-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const documentRow = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('li')!;

describe('DocumentsCard', () => {
  it('asks a pro living in the US for the licence and the W-9', async () => {
    fakeApi({ 'GET /api/rider/rider/r1/documents': { body: { documents: [] } } });
    renderProfile(<DocumentsCard rider={aRiderView({ pro: true, country: 'US', documentsRequired: true, requiredDocuments: ['licence', 'w9'] })} />);
    expect(screen.getByText('As a pro rider paid in cash, you must upload your driver\'s licence and your W-9 before cash prizes can be paid.')).toBeTruthy();
    expect(within(documentRow('W-9 tax form')).getByText('Not uploaded yet: required')).toBeTruthy();
    expect(screen.queryByText('You live outside the United States')).toBeNull();
  });

  it('never asks a pro living in Canada for a W-9, and says why and how US withholding touches them', async () => {
    fakeApi({ 'GET /api/rider/rider/r1/documents': { body: { documents: [] } } });
    renderProfile(<DocumentsCard rider={aRiderView({ pro: true, country: 'CA', state: 'ON', nonResidentAlien: true, documentsRequired: true, requiredDocuments: ['licence'] })} />);
    expect(screen.getByText('As a pro rider paid in cash, you must upload your driver\'s licence before cash prizes can be paid.')).toBeTruthy();
    expect(within(documentRow("Driver's licence")).getByText('Not uploaded yet: required')).toBeTruthy();
    expect(within(documentRow('W-9 tax form')).getByText('Not needed: you live outside the United States')).toBeTruthy();
    expect(screen.getByText('You live outside the United States')).toBeTruthy();
    expect(screen.getByText(/You are not asked for a W-9: it is a form for US taxpayers\..*W-8BEN/)).toBeTruthy();
    expect(screen.getByText('The programme withholds 30% of your cash prizes.')).toBeTruthy();
  });

  it('says everything is on file once a Canadian pro’s licence is', async () => {
    fakeApi({ 'GET /api/rider/rider/r1/documents': { body: { documents: [] } } });
    renderProfile(
      <DocumentsCard rider={aRiderView({ pro: true, country: 'CA', state: 'ON', documentsRequired: true, requiredDocuments: ['licence'], documents: { licence: { uploadedAt: '2026-03-01T10:00:00.000Z' }, w9: null } })} />,
    );
    expect(screen.getByText('Everything the programme needs is on file. Thank you.')).toBeTruthy();
    expect(screen.getByText('Nothing is withheld from your cash prizes at the moment.')).toBeTruthy();
  });
});
