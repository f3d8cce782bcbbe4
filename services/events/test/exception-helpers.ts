import { expect } from 'vitest';
import type { Event } from '../src/data-access/models/index.js';
import { as, outboxPayloads, type TestService } from './helpers.js';

/** What the result-line decision tests share: an upload committed as its promoter, the lines, the results published. */

/** Uploads `sheet` (all classes) to the event as `promoterId` and commits it; → the preview's rows. */
export async function uploadSheet(service: TestService, event: Pick<Event, 'id'>, promoterId: string, sheet: string, fileName = 'results.csv') {
  const caller = await as('promoter', promoterId);
  const preview = await service.request.post(`/api/event/${event.id}/upload-all-class-result`).set(...caller).attach('file', Buffer.from(sheet), fileName);
  expect(preview.status).toBe(200);
  const commit = await service.request.post(`/api/event/${event.id}/imports/${preview.body.import._id}/commit`).set(...caller).send({});
  expect(commit.status).toBe(200);
  return preview.body.import as { _id: string; rows: Array<{ values: { riderName: string }; match: { status: string; rider: { _id: string } | null; remembered?: object } | null }> };
}

/** The event's lines by rider name (the sheets of these tests name each rider once). */
export async function linesByName(service: TestService, eventId: string) {
  const rows = await service.db.models.Result.findAll({ where: { eventId }, raw: true });
  return new Map(rows.map((row) => [row.riderName, row]));
}

/** The `results.published` messages of one event, oldest first. */
export async function publishedOf(service: TestService, eventId: string): Promise<Array<{ version: number; lines: Array<{ resultId: string; riderId: string | null; matchStatus: string }> }>> {
  return outboxPayloads(service, 'results.published', eventId);
}
