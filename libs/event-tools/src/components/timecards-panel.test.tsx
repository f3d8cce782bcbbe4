// @vitest-environment happy-dom
import type { ManagedEvent } from '@rr/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { managedEvent } from '../testing/fixtures';
import { fakeApi, renderTool } from '../testing/render';
import { TimecardsPanel, sizeText } from './timecards-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event: ManagedEvent = managedEvent({ timecards: [{ _id: 't1', fileName: 'moto-1.pdf', contentType: 'application/pdf', size: 2_400_000, uploadedAt: '2026-03-08T10:00:00.000Z' }] });

describe('TimecardsPanel', () => {
  it('lists each timecard as a download with its size', () => {
    renderTool(<TimecardsPanel managed={event} />);
    const link = screen.getByRole('link', { name: 'moto-1.pdf' });
    expect(link.getAttribute('href')).toBe('/api/event/evt-1/timecard/t1');
    expect(screen.getByRole('row', { name: /moto-1\.pdf/ }).textContent).toContain('2.4 MB');
    expect(sizeText(812_345, 'en')).toBe('812 KB');
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const { user } = renderTool(<TimecardsPanel managed={event} />);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/^Timecard file/), big);
    expect(screen.getByText('The file is larger than 10 MB')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload timecard' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('removes a timecard only after confirming', async () => {
    const api = fakeApi({ 'DELETE /api/event/evt-1/timecard/t1': { body: { ...event, timecards: [] } } });
    const { user } = renderTool(<TimecardsPanel managed={event} />);
    await user.click(screen.getByRole('button', { name: 'Remove moto-1.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove moto-1.pdf' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove the timecard moto-1.pdf?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/event/evt-1/timecard/t1']));
  });
});
