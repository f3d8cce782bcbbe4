#!/usr/bin/env node
// Pushes a results file to an event with a promoter API token (docs/api.md "Integrations: pushing results with a
// token"). No dependencies: Node 20 or later.
//
//   RR_TOKEN=rr_pt_… node docs/examples/push-results.mjs --site https://rewards.example.com --event <eventId> finish.csv
//
// Options: --layout all|formatted|class (default all), --class <classId> (with --layout class), --commit (commit at
// once when the preview has no errors; the token needs results:commit), --key <Idempotency-Key> (default: one made
// from the file's SHA-256, so running it again for the same file commits nothing twice), --events (list the token's
// events and their classes instead). A `.jsonl`/`.ndjson` file is sent as JSON lines, anything else as CSV text,
// except `.xlsx`, which is sent as a file.
// Exit codes: 0 done, 1 the preview has errors (they are printed), 2 refused or failed.

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { parseArgs } from 'node:util';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    site: { type: 'string', default: process.env.RR_SITE ?? 'http://localhost:8080' },
    event: { type: 'string' },
    layout: { type: 'string', default: 'all' },
    class: { type: 'string' },
    commit: { type: 'boolean', default: false },
    key: { type: 'string' },
    events: { type: 'boolean', default: false },
  },
});
const token = process.env.RR_TOKEN;
if (!token) fail('Set RR_TOKEN to the API token (shown once when it was made).');
const site = options.site.replace(/\/+$/, '');
const auth = { Authorization: `Bearer ${token}` };

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** One call; the answer's JSON, or exits with the API's message (waiting and retrying once when rate-limited). */
async function call(path, init = {}, retried = false) {
  const res = await fetch(`${site}${path}`, { ...init, headers: { ...auth, ...init.headers } });
  const body = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
  if (res.status === 429 && !retried) {
    const seconds = Number(res.headers.get('retry-after') ?? 60);
    console.error(`Rate limited: trying again in ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    return call(path, init, true);
  }
  return { status: res.status, body, replayed: res.headers.get('idempotent-replayed') === 'true' };
}

if (options.events) {
  const { status, body } = await call('/api/integrations/events');
  if (status !== 200) fail(`${status} ${body.code ?? ''}: ${body.message ?? body}`);
  for (const event of body.events) {
    console.log(`${event._id}  ${event.startDate}  ${event.title}`);
    for (const cls of event.classes) console.log(`    class ${cls._id}  ${cls.name}`);
  }
  process.exit(0);
}

const [file] = positionals;
if (!options.event || !file) fail('Usage: push-results.mjs --event <eventId> [--layout all|formatted|class] [--class <classId>] [--commit] [--key <key>] <file>');
const bytes = await readFile(file);
const kind = extname(file).toLowerCase();
const query = new URLSearchParams({ layout: options.layout, ...(options.class ? { classId: options.class } : {}), ...(options.commit ? { commit: 'true' } : {}) });
const key = options.key ?? `push-${options.event}-${options.layout}${options.class ? `-${options.class}` : ''}-${options.commit ? 'commit' : 'preview'}-${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}`;

let init;
if (kind === '.xlsx') {
  const form = new FormData();
  form.set('file', new Blob([bytes]), basename(file));
  init = { method: 'POST', body: form };
} else {
  const type = kind === '.jsonl' || kind === '.ndjson' ? 'application/x-ndjson' : 'text/csv';
  init = { method: 'POST', body: bytes, headers: { 'Content-Type': type } };
}
init.headers = { ...init.headers, 'Idempotency-Key': key };

const { status, body, replayed } = await call(`/api/integrations/events/${encodeURIComponent(options.event)}/results?${query}`, init);
const preview = status === 200 ? body.import : body.details?.import;

/** Each row with errors: its number in the file and the message ids (the site's translations of them: `validation.*`). */
function printErrors(imported) {
  for (const row of imported.rows.filter((r) => r.errors.length > 0)) {
    const problems = row.errors.map((e) => `${e.id}${e.column ? ` (column ${e.column})` : ''}${e.values ? ` ${JSON.stringify(e.values)}` : ''}`);
    console.error(`  row ${row.row}: ${problems.join('; ')}`);
  }
}

if (status !== 200) {
  console.error(`${status} ${body.code ?? ''}: ${body.message ?? body}`);
  if (preview) printErrors(preview);
  process.exit(preview ? 1 : 2);
}
const { summary } = preview;
console.log(`${body.committed ? 'Committed' : 'Preview'} ${preview._id}${replayed ? ' (answered before for this key)' : ''}: ${summary.rows} rows, ${summary.matched} matched, ${summary.exceptions} to decide, ${summary.errors} with errors, ${summary.warnings} with warnings`);
if (summary.newClasses.length > 0) console.log(`  new classes (paid nothing until added to the payout table): ${summary.newClasses.join(', ')}`);
if (summary.errors > 0) {
  printErrors(preview);
  process.exit(1);
}
if (!body.committed) console.log(`Commit it: --commit, or POST ${site}/api/integrations/events/${options.event}/imports/${preview._id}/commit`);
