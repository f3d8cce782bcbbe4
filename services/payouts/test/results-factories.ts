import type { PublishedLine, ResultsPublished } from '@rr/contracts';
import type { RiderFacts } from '../src/domain/rules/payout-rules.js';

let seq = 0;

/** One line of published results: by default a finisher of class `c1` whom the matching could not place. */
export function aLine(over: Partial<PublishedLine> = {}): PublishedLine {
  return {
    resultId: `res-${(seq += 1)}`,
    classId: 'c1',
    className: '450 Pro',
    startGroup: null,
    payoutType: 'cash',
    placeAmount: 0,
    place: 9,
    status: 'finished',
    resultType: 'overall',
    riderId: null,
    riderName: 'Someone',
    bikeVin: null,
    bike: '',
    matchStatus: 'unmatched',
    ...over,
  };
}

/** An event's `results.published` set: version 1 of a paying US flat-track race by default. */
export function aResultSet(lines: PublishedLine[], over: Partial<ResultsPublished> = {}): ResultsPublished {
  return {
    eventId: 'e1',
    version: 1,
    seriesId: null,
    promoterId: 'p1',
    title: 'Summer Classic',
    country: 'US',
    currency: 'USD',
    startDate: '2026-07-04',
    endDate: '2026-07-04',
    type: 'flat',
    sanctioningBodies: ['AMA'],
    canceled: false,
    payingEvent: true,
    distinctRaceIds: [],
    lines,
    bonuses: [],
    ...over,
  };
}

/**
 * What the payout rules know of a rider: by default an active amateur with documents missing, no withholding and one
 * verified bike of this year whose VIN is made from the rider id (so riders never share a bike).
 */
export function aRiderFacts(riderId: string, over: Partial<RiderFacts> = {}): RiderFacts {
  const serial = riderId.replace(/\W/g, '').toUpperCase().padStart(6, '0').slice(-6);
  return { riderId, active: true, pro: false, documentsOnFile: false, nonResidentAlien: false, bikes: [{ vin: `5RR1KB4197Y${serial}`, year: 2026, valid: 'verified' }], ...over };
}
