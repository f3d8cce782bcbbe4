// @vitest-environment happy-dom
import type { ImportPreview } from '@rr/contracts';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importPreview, importRow, managedEvent, managedResult } from '../testing/fixtures';
import { fakeApi, renderTool } from '../testing/render';
import { UploadPanel } from './upload-panel';

/** A stand-in for the browser's XMLHttpRequest: the test decides when the upload progresses and what answers. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async answer(status: number, body: unknown) {
    await act(async () => {
      this.upload.onload?.();
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = managedEvent({ results: [managedResult(), managedResult({ _id: 'r2', place: 2 })] });
const csv = (name = 'orbits.csv', size = 120) => new File(['x'.repeat(size)], name, { type: 'text/csv' });

const resultsPreview: ImportPreview = importPreview({
  _id: 'imp-7',
  format: 'mylaps',
  fileName: 'orbits.csv',
  summary: { rows: 3, errors: 1, warnings: 1, matched: 1, exceptions: 1, newClasses: ['Vet'] },
  rows: [
    importRow({ row: 2, values: { className: 'Pro Open', place: 1, status: 'finished', riderName: 'Jordan Miller', hometown: 'Perris, CA', number: '12' }, match: { status: 'matched', method: 'email', rider: { _id: 'rider-demo', name: 'Jordan Miller', hometown: 'Perris, CA' }, candidates: [] } }),
    importRow({ row: 3, values: { className: 'Vet', place: 1, status: 'finished', riderName: 'Walk In', hometown: '' }, match: { status: 'unmatched', method: null, rider: null, candidates: [] }, warnings: [{ id: 'validation.import.classUnknown', values: { className: 'Vet' } }] }),
    importRow({ row: 4, values: { className: 'Pro Open', place: null, status: 'DNF', riderName: '' }, errors: [{ id: 'validation.import.nameMissing', column: 'C' }] }),
  ],
});

describe('UploadPanel', () => {
  it('sends the file with a progress bar, then shows each row as read, its rider and its problems, and blocks the import on errors', async () => {
    const { user } = renderTool(<UploadPanel managed={event} kinds={['upload-all-class-result', 'upload-class-result']} />);
    await user.upload(screen.getByLabelText('File'), csv());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/event/evt-1/upload-all-class-result');
    expect(xhr.headers.Accept).toBe('application/json');
    expect((xhr.body!.get('file') as File).name).toBe('orbits.csv');
    xhr.progress(60, 120);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' }) as HTMLProgressElement;
    expect(bar.value).toBeCloseTo(0.5);
    expect(screen.getByText('Sending… 50%')).toBeTruthy();
    await xhr.answer(200, { import: resultsPreview });

    const preview = screen.getByTestId('upload-preview');
    expect(within(preview).getByText('3 rows read (MYLAPS): 1 matched to riders, 1 to resolve, 1 with warnings, 1 with errors.')).toBeTruthy();
    expect(within(preview).getByText(/Importing replaces the 2 results already entered/)).toBeTruthy();
    expect(within(preview).getByText(/Classes the event does not have yet will be added/)).toBeTruthy();
    const rows = within(preview).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Jordan Miller');
    expect(rows[1]!.textContent).toContain('by email');
    expect(rows[2]!.textContent).toContain('No rider found');
    const warning = within(rows[2]!).getByText(/This event has no class “Vet”/);
    expect(warning.className).toContain('et-note--warning');
    const error = within(rows[3]!).getByText('Column C: The rider’s name is missing');
    expect(error.className).toContain('et-note--error');
    expect(rows[3]!.textContent).toContain('DNF');
    expect((within(preview).getByRole('button', { name: 'Import 3 rows' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(preview).getByText(/nothing is imported while a row has an error/)).toBeTruthy();
  });

  it('imports a clean preview on Import, and shows it committed', async () => {
    const clean = { ...resultsPreview, summary: { ...resultsPreview.summary, errors: 0 }, rows: resultsPreview.rows.slice(0, 2) };
    const api = fakeApi({ 'POST /api/event/evt-1/imports/imp-7/commit': { body: { import: { ...clean, status: 'committed', committedAt: '2026-03-08T21:00:00.000Z' } } } });
    const onCommitted = vi.fn();
    const { user } = renderTool(<UploadPanel managed={event} kinds={['upload-all-class-result']} onCommitted={onCommitted} />);
    await user.upload(screen.getByLabelText('File'), csv());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await FakeXhr.last!.answer(200, { import: clean });
    await user.click(screen.getByRole('button', { name: 'Import 3 rows' }));
    expect(await screen.findByText('Imported: 3 rows from orbits.csv.')).toBeTruthy();
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /api/event/evt-1/imports/imp-7/commit');
    expect(onCommitted).toHaveBeenCalledWith(expect.objectContaining({ status: 'committed' }));
    await user.click(screen.getByRole('button', { name: 'Upload another file' }));
    expect(screen.queryByTestId('upload-preview')).toBeNull();
  });

  it('sends the class with a one-class upload, and says why a file was refused, translated with its row and column', async () => {
    const { user } = renderTool(<UploadPanel managed={event} kinds={['upload-all-class-result', 'upload-class-result']} />);
    await user.selectOptions(screen.getByLabelText('What the file holds'), 'upload-class-result');
    expect((screen.getByLabelText('Class') as HTMLSelectElement).value).toBe('class-pro');
    await user.upload(screen.getByLabelText('File'), csv('broken.csv'));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(FakeXhr.last!.url).toBe('/api/event/evt-1/upload-class-result');
    expect(FakeXhr.last!.body!.get('classId')).toBe('class-pro');
    await FakeXhr.last!.answer(400, { code: 'UPLOAD_BROKEN', message: 'Broken', details: { row: 7, column: 'D' } });
    expect(screen.getByRole('alert').textContent).toContain('The file cannot be read: row 7, column D');
  });

  it('moves the focus to the preview after Check the file, to the refusal when refused, and back to the file after Discard', async () => {
    const { user } = renderTool(<UploadPanel managed={event} kinds={['upload-all-class-result']} />);
    await user.upload(screen.getByLabelText('File'), csv());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await FakeXhr.last!.answer(200, { import: resultsPreview });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Preview of orbits.csv' }));

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByTestId('upload-preview')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('File'));

    await user.upload(screen.getByLabelText('File'), csv('broken.csv'));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await FakeXhr.last!.answer(400, { code: 'UPLOAD_BROKEN', message: 'Broken', details: { row: 7, column: 'D' } });
    const refusal = screen.getByRole('alert');
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement!.contains(refusal)).toBe(true);
  });

  it('refuses a file over 10 MB without sending it, and stops an upload on Stop', async () => {
    const { user } = renderTool(<UploadPanel managed={event} kinds={['upload-class']} />);
    await user.upload(screen.getByLabelText('File'), csv('huge.csv', 10 * 1024 * 1024 + 1));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(screen.getByRole('alert').textContent).toContain('The file is larger than 10 MB');
    expect(FakeXhr.last).toBeNull();
    await user.upload(screen.getByLabelText('File'), csv('classes.csv'));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
