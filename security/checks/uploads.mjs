// Uploads under abuse: the two files that took the events service down, a 9.96 MB results CSV of 122,981 lines and
// an 11.5 KB workbook of 600 rows with a value in column XFD each, sent as the seeded promoter to their own event
// through the BFF. Each must be refused with the limit it breaks, quickly, while a visitor's events list and the
// stack's readiness keep answering 200 within a second.
import ExcelJS from 'exceljs';
import { describe, request, sleep } from '../http.mjs';
import { OURS, check, signIn } from '../stack.mjs';

const WITHIN_MS = 1_000;

function reviewCsv() {
  const lines = ['Class,Place,Number,Name,Hometown,Bike'];
  for (let i = 1; lines.length < 122_981; i += 1) lines.push(`Pro Open ${i % 40},${(i % 90) + 1},${i},Rider ${i} Lastname,Some Town CA,Make Model ${i % 7}`.padEnd(80, 'x'));
  return Buffer.from(lines.join('\n'));
}

async function reviewXlsx() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Results');
  for (let row = 1; row <= 600; row += 1) sheet.getCell(row, 16_384).value = `x${row}`;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data body with one file field, as a browser's form sends it. */
function multipart(bytes, name) {
  const boundary = `----rr-security-${Date.now().toString(36)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads `bytes` while a visitor asks for the events list and the readiness, one after another; each answer timed. */
async function uploadWhileWatched(jar, eventId, bytes, name) {
  let done = false;
  const { body, type } = multipart(bytes, name);
  const upload = request('POST', `/api/event/${eventId}/upload-all-class-result`, { body, type, headers: OURS, jar, timeoutMs: 30_000 }).finally(() => (done = true));
  const watched = [];
  while (!done || watched.length < 4) {
    for (const path of ['/api/events?page=1', '/readyz']) {
      const answer = await request('GET', path, { timeoutMs: 5_000 });
      watched.push({ path, status: answer.status, ms: answer.ms, text: describe(answer) });
    }
    await sleep(100);
  }
  return { answer: await upload, watched };
}

export const uploadCases = [
  {
    id: 'upload-review-files',
    name: 'the 122,981-line CSV and the XFD workbook that took the events service down are refused with their limit; the events list and readiness answer 200 within 1 s throughout',
    async run() {
      const promoter = await signIn('promoter@example.com');
      const session = await request('GET', '/api/session', { jar: promoter });
      const promoterId = session.body?.user?._id ?? session.body?.user?.id;
      check(promoterId, `setup: no promoter id in the session (${describe(session)})`);
      const events = await request('GET', `/api/promoter/${promoterId}/events`, { jar: promoter });
      const event = (events.body?.events ?? [])[0];
      check(event, `setup: the seeded promoter has no event (${describe(events)})`);
      const eventId = event._id ?? event.id;
      const lines = [];
      for (const [bytes, name, status, code] of [
        [reviewCsv(), 'results.csv', 413, 'UPLOAD_TOO_MANY_ROWS'],
        [await reviewXlsx(), 'results.xlsx', 400, 'UPLOAD_TOO_MANY_COLUMNS'],
      ]) {
        const { answer, watched } = await uploadWhileWatched(promoter, eventId, bytes, name);
        check(answer.status === status && answer.body?.code === code, `${name} (${(bytes.length / 1e6).toFixed(2)} MB) answered ${describe(answer)} after ${answer.ms} ms, not ${status} ${code}`);
        const bad = watched.filter((w) => w.status !== 200 || w.ms > WITHIN_MS);
        check(bad.length === 0, `while ${name} was read: ${bad.map((w) => `${w.path} ${w.text} in ${w.ms} ms`).join(', ')}`);
        lines.push(`${name}: ${describe(answer)} in ${answer.ms} ms; ${watched.length} reads meanwhile, slowest ${Math.max(...watched.map((w) => w.ms))} ms`);
      }
      return lines.join('; ');
    },
  },
];
