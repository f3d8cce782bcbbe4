import type { ImportPreview, ImportRow, ManagedClass, ManagedEvent, ManagedResult } from '@rr/contracts';

/**
 * Test data for the event tools, shaped like the events service's answers (`@rr/contracts` results.ts). Each
 * factory takes what a test cares about; the rest is a plausible default.
 */

export function managedClass(overrides: Partial<ManagedClass> = {}): ManagedClass {
  const places = overrides.places ?? [50_000, 30_000, 20_000];
  return { _id: 'class-pro', name: 'Pro Open', payoutType: 'cash', startGroup: '', places, total: places.reduce((a, b) => a + b, 0), ...overrides };
}

export function managedResult(overrides: Partial<ManagedResult> = {}): ManagedResult {
  return {
    _id: 'result-1',
    classId: 'class-pro',
    className: 'Pro Open',
    place: 1,
    status: 'finished',
    resultType: 'overall',
    riderName: 'Jordan Miller',
    number: '12',
    bike: '',
    hometown: 'Perris, CA',
    email: '',
    amaNumber: '',
    vin: '',
    payout: 50_000,
    payoutType: 'cash',
    eligibility: 'eligible',
    match: { status: 'matched', method: 'name', rider: { _id: 'rider-demo', name: 'Jordan Miller', hometown: 'Perris, CA' }, candidates: [] },
    sourceRow: null,
    ...overrides,
  };
}

export function managedEvent(overrides: { event?: Partial<ManagedEvent['event']> } & Partial<Omit<ManagedEvent, 'event'>> = {}): ManagedEvent {
  const { event, ...rest } = overrides;
  return {
    event: {
      _id: 'evt-1',
      title: 'Perris Half-Mile',
      type: 'flat',
      startDate: '2026-03-07',
      endDate: '2026-03-07',
      venue: 'Perris Auto Speedway',
      venueWebsite: '',
      city: 'Perris',
      state: 'CA',
      zipcode: '92570',
      country: 'US',
      currency: 'USD',
      seriesId: null,
      promoterId: 'promoter-demo',
      active: true,
      canceled: false,
      payingEvent: true,
      contingencyAmount: 100_000,
      resultsVersion: 0,
      sanctioningBodies: [],
      seasonSanctioningBodies: [],
      ...event,
    },
    deadline: { dueDate: '2026-03-14', daysLeft: 3, resultsSet: false, late: false },
    classes: [managedClass()],
    results: [],
    bonuses: [],
    timecards: [],
    imports: [],
    ...rest,
  };
}

export function importRow(overrides: Partial<ImportRow> = {}): ImportRow {
  return { row: 2, values: {}, match: null, warnings: [], errors: [], ...overrides };
}

export function importPreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    _id: 'import-1',
    kind: 'allClassResults',
    format: 'csv',
    fileName: 'results.csv',
    status: 'previewed',
    createdAt: '2026-03-08T20:00:00.000Z',
    committedAt: null,
    summary: { rows: 0, errors: 0, warnings: 0, matched: 0, exceptions: 0, newClasses: [] },
    rows: [],
    ...overrides,
  };
}
