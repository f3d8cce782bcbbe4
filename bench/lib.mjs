// What the browser benches (first-load.mjs, lighthouse.mjs) share: the target, their arguments, medians, the event
// page to open and the printed table.

/** The stack to measure: BASE_URL (default http://localhost:8080), loopback only (these tools measure, not load). */
export function baseUrl() {
  const url = process.env.BASE_URL ?? 'http://localhost:8080';
  const host = new URL(url).hostname;
  if (!['localhost', '::1', '[::1]'].includes(host) && !/^127\./.test(host)) {
    console.error(`BASE_URL must be a loopback address, not ${host}`);
    process.exit(2);
  }
  return url;
}

/** `--json FILE`, `--runs N` (at least 1, default `defaultRuns`), `--check`, and the page names left over. */
export function benchArgs(argv, defaultRuns) {
  const args = [...argv];
  const flag = (name) => {
    const at = args.indexOf(name);
    if (at < 0) return undefined;
    const [, value] = args.splice(at, 2);
    return value;
  };
  const jsonOut = flag('--json');
  const runs = Math.max(1, Number(flag('--runs') ?? defaultRuns));
  const check = args.includes('--check');
  return { jsonOut, runs, check, pages: new Set(args.filter((a) => a !== '--check')) };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** `/events/event/{id}` of the first event `/api/events` lists (the seeded data has some). */
export async function firstEventPath(base) {
  const res = await fetch(`${base}/api/events?page=1`);
  const first = (await res.json()).events?.[0];
  if (!first) throw new Error('no event listed by /api/events: seed the database first');
  return `/events/event/${first._id ?? first.id}`;
}

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(r));
}

/** The value after `--name` on the command line, or `fallback` (the standalone benchmarks' options). */
export function cliOption(name, fallback) {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
}
