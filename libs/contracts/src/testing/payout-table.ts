/** A class of an event's payout table as GET /api/event/{id} answers it: what each place pays (cents), and their total. */
export function aPayoutClass(_id: string, name: string, payoutType: string, places: number[]) {
  return { _id, name, payoutType, places, total: places.reduce((sum, cents) => sum + cents, 0) };
}

/**
 * GET /api/event/{id} for the event payout claims are made on in these tests (e1, the Loretta Qualifier, in no series)
 * with `classes` as its payout table; `more` adds to the event.
 */
export function lorettaQualifier(classes: Array<ReturnType<typeof aPayoutClass>>, more: Record<string, unknown> = {}) {
  return { event: { _id: 'e1', title: 'Loretta Qualifier', classes, ...more }, series: null };
}
