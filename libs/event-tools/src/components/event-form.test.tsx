// @vitest-environment happy-dom
import { ApiError } from '@rr/api-client';
import type { EventInput } from '@rr/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { managedEvent } from '../testing/fixtures';
import { renderTool } from '../testing/render';
import { EventForm } from './event-form';

afterEach(cleanup);

const series = [
  { _id: 'series-socal', name: 'SoCal Flat Track', country: 'US', currency: 'USD' as const },
  { _id: 'series-ontario', name: 'Ontario MX', country: 'CA', currency: 'CAD' as const },
];

describe('EventForm', () => {
  it('creates an event from every field of spec §3, sending the body the events service parses', async () => {
    const onSave = vi.fn(async (_body: EventInput) => undefined);
    const { user } = renderTool(<EventForm series={series} submitLabel="Create event" onSave={onSave} />);
    await user.type(screen.getByLabelText(/^Title/), '  Spring Classic ');
    await user.selectOptions(screen.getByLabelText(/^Race style/), 'flat');
    await user.selectOptions(screen.getByLabelText(/^Series/), 'series-socal');
    await user.type(screen.getByLabelText(/^First day/), '2026-04-04');
    await user.type(screen.getByLabelText(/^Venue$/), 'Perris Auto Speedway');
    await user.type(screen.getByLabelText(/^Venue website/), 'https://perris.example');
    await user.selectOptions(screen.getByLabelText(/^State/), 'CA');
    await user.type(screen.getByLabelText(/^City/), 'Perris');
    await user.type(screen.getByLabelText(/^ZIP/), '92570');
    await user.click(screen.getByLabelText('Pays contingency'));
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      title: 'Spring Classic',
      type: 'flat',
      startDate: '2026-04-04',
      endDate: '2026-04-04',
      venue: 'Perris Auto Speedway',
      venueWebsite: 'https://perris.example',
      city: 'Perris',
      state: 'CA',
      zipcode: '92570',
      country: 'US',
      currency: 'USD',
      seriesId: 'series-socal',
      active: true,
      canceled: false,
      payingEvent: false,
      sanctioningBodies: [],
    });
  });

  it('picks a Canadian province from the list and pays in CAD once the country is Canada', async () => {
    const { user } = renderTool(<EventForm series={series} submitLabel="Create event" onSave={vi.fn()} />);
    await user.selectOptions(screen.getByLabelText(/^Country/), 'CA');
    const province = screen.getByLabelText(/^Province or territory/) as HTMLSelectElement;
    expect([...province.options].map((o) => o.value)).toContain('ON');
    expect((screen.getByLabelText(/^Currency/) as HTMLSelectElement).value).toBe('CAD');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'GB');
    expect(screen.getByLabelText(/^State or region/).tagName).toBe('INPUT');
  });

  it('pays an event in its series’ currency: choosing the series sets it and the select offers only that one', async () => {
    const { user } = renderTool(<EventForm series={series} submitLabel="Create event" onSave={vi.fn()} />);
    const currency = () => screen.getByLabelText(/^Currency/) as HTMLSelectElement;
    expect([...currency().options].map((o) => o.value)).toEqual(['USD', 'CAD', 'EUR']);
    await user.selectOptions(screen.getByLabelText(/^Series/), 'series-ontario');
    expect(currency().value).toBe('CAD');
    expect([...currency().options].map((o) => o.value)).toEqual(['CAD']);
    expect(screen.getByText('Events of Ontario MX are in CAD')).toBeTruthy();
    // A country that would suggest USD does not override the series.
    await user.selectOptions(screen.getByLabelText(/^Country/), 'US');
    expect(currency().value).toBe('CAD');
    await user.selectOptions(screen.getByLabelText(/^Series/), '');
    expect([...currency().options].map((o) => o.value)).toEqual(['USD', 'CAD', 'EUR']);
  });

  it('limits the first and last day to the seasons it is given', () => {
    renderTool(<EventForm series={series} dateRange={{ min: '2026-01-01', max: '2027-12-31' }} submitLabel="Create event" onSave={vi.fn()} />);
    for (const label of [/^First day/, /^Last day/]) {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      expect([input.min, input.max]).toEqual(['2026-01-01', '2027-12-31']);
    }
  });

  it('starts a new event in the series it is added to', () => {
    renderTool(<EventForm series={series} defaultSeriesId="series-ontario" submitLabel="Create event" onSave={vi.fn()} />);
    expect((screen.getByLabelText(/^Series/) as HTMLSelectElement).value).toBe('series-ontario');
    expect((screen.getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('CA');
  });

  it('starts a new event with its season’s sanctioning bodies, follows the first day’s season until they are typed, and sends them as a list', async () => {
    const onSave = vi.fn(async (_body: EventInput) => undefined);
    const seasons = [
      { seasonYear: 2031, sanctioningBodies: ['CMA'] },
      { seasonYear: new Date().getFullYear(), sanctioningBodies: ['AMA', 'FIM'] },
    ];
    const { user } = renderTool(<EventForm series={series} seasons={seasons} submitLabel="Create event" onSave={onSave} />);
    const bodies = screen.getByLabelText(/^Sanctioning bodies/) as HTMLInputElement;
    expect(bodies.value).toBe('AMA, FIM');
    await user.type(screen.getByLabelText(/^First day/), '2031-04-04');
    expect(bodies.value).toBe('CMA');
    await user.clear(screen.getByLabelText(/^First day/));
    await user.type(screen.getByLabelText(/^First day/), '2032-04-04');
    // A season the promoter's applications say nothing of: no body is assumed.
    expect(bodies.value).toBe('');
    await user.type(bodies, 'AMA , WERA,');
    await user.clear(screen.getByLabelText(/^First day/));
    await user.type(screen.getByLabelText(/^First day/), '2031-04-04');
    // Typed in: the season no longer overwrites them.
    expect(bodies.value).toBe('AMA , WERA,');
    await user.type(screen.getByLabelText(/^Title/), 'Spring Classic');
    await user.selectOptions(screen.getByLabelText(/^State/), 'CA');
    await user.type(screen.getByLabelText(/^City/), 'Perris');
    await user.type(screen.getByLabelText(/^ZIP/), '92570');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].sanctioningBodies).toEqual(['AMA', 'WERA']);
  });

  it('refuses more than 5 bodies or a name over 60 characters with the contract’s messages, sending nothing', async () => {
    const onSave = vi.fn();
    const { user } = renderTool(<EventForm event={managedEvent().event} series={series} submitLabel="Save" onSave={onSave} />);
    const bodies = screen.getByLabelText(/^Sanctioning bodies/);
    await user.type(bodies, 'AMA, CMA, FIM, AFM, WERA, ASRA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 5 entries')).toBeTruthy();
    await user.clear(bodies);
    await user.type(bodies, `AMA, ${'x'.repeat(61)}`);
    expect(await screen.findByText('Must be at most 60 characters')).toBeTruthy();
    expect(bodies.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('lets staff correct an event’s bodies, and says which the results go by while it records none', async () => {
    const onSave = vi.fn(async (_body: EventInput) => undefined);
    const event = managedEvent({ event: { sanctioningBodies: [], seasonSanctioningBodies: ['AMA'] } }).event;
    const { user } = renderTool(<EventForm event={event} series={series} submitLabel="Save" onSave={onSave} />);
    expect(screen.getByText('None recorded yet: the results go by the promoter’s application for 2026 (AMA).')).toBeTruthy();
    const bodies = screen.getByLabelText(/^Sanctioning bodies/) as HTMLInputElement;
    expect(bodies.value).toBe('');
    await user.type(bodies, 'CMA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].sanctioningBodies).toEqual(['CMA']);
  });

  it('stops on the contract’s rules before sending anything', async () => {
    const onSave = vi.fn();
    const { user } = renderTool(<EventForm series={[]} submitLabel="Create event" onSave={onSave} />);
    await user.type(screen.getByLabelText(/^First day/), '2026-04-04');
    await user.type(screen.getByLabelText(/^Last day/), '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findAllByText('Required')).not.toHaveLength(0);
    expect(screen.getByText('The last day cannot be before the first day')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages on their fields and says the event is saved after an edit', async () => {
    const answers = [new ApiError('Please correct the highlighted fields', { status: 400, code: 'VALIDATION', body: { code: 'VALIDATION', details: { zipcode: { id: 'validation.postalCode.us', message: 'Enter a 5-digit ZIP code' } } } }), undefined];
    const onSave = vi.fn(async () => {
      const answer = answers.shift();
      if (answer) throw answer;
    });
    const { user } = renderTool(<EventForm event={managedEvent().event} series={series} submitLabel="Save" onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const zip = screen.getByLabelText(/^ZIP/);
    await waitFor(() => expect(zip.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/5-digit ZIP|ZIP code/)).toBeTruthy();
    await user.clear(zip);
    await user.type(zip, '92571');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The event is saved.')).toBeTruthy();
    expect(onSave).toHaveBeenCalledTimes(2);
  });
});
