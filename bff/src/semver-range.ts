// The semver ranges Module Federation manifests carry in `requiredVersion` (npm's syntax): `^1.2.3`, `~1.2.3`, `1.2.3`,
// `=1.2.3`, `>=1.2.3 <2.0.0`, `1.x`, `*`, and `a || b`. Enough for the remotes check (bff/src/remotes.ts); a range it
// cannot read is not satisfied, so an odd manifest is refused rather than waved through.

type Triple = [number, number, number];

function parseVersion(value: string): { v: Triple; pre: boolean } | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(value.trim());
  if (!m) return null;
  return { v: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] !== undefined };
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

/** A partial version (`1`, `1.2`, `1.x`, `1.2.*`) as its parts; null parts are wildcards. */
function parsePartial(value: string): (number | null)[] | null {
  const parts = value.replace(/^v/, '').split('-')[0]!.split('.');
  if (parts.length > 3) return null;
  const out: (number | null)[] = [];
  for (const part of parts) {
    if (/^[xX*]$/.test(part)) out.push(null);
    else if (/^\d+$/.test(part)) out.push(Number(part));
    else return null;
  }
  while (out.length < 3) out.push(null);
  return out;
}

function lowest(parts: (number | null)[]): Triple {
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}

/** One comparator against a version; null when the comparator cannot be read. */
function test(version: Triple, comparator: string): boolean | null {
  const m = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  if (!m) return null;
  const op = m[1] ?? '';
  const parts = parsePartial(m[2]!);
  if (!parts) return null;
  const base = lowest(parts);
  const [major, minor] = parts;
  switch (op) {
    case '^': {
      if (compare(version, base) < 0) return false;
      if (base[0] > 0 || major === null) return major === null || version[0] === base[0];
      if (base[1] > 0 || minor === null) return version[0] === 0 && (minor === null || version[1] === base[1]);
      return version[0] === 0 && version[1] === 0 && (parts[2] === null || version[2] === base[2]);
    }
    case '~':
      if (compare(version, base) < 0) return false;
      return version[0] === base[0] && (minor === null || version[1] === base[1]);
    case '>=':
      return compare(version, base) >= 0;
    case '>':
      return compare(version, base) > 0;
    case '<=':
      return compare(version, base) <= 0;
    case '<':
      return compare(version, base) < 0;
    default:
      // `1.2.3`, `=1.2.3`, `1.x`, `*`: every part given must match.
      return parts.every((part, i) => part === null || part === version[i]);
  }
}

/** Whether `version` (e.g. `19.1.0`) is within `range` (npm syntax). Pre-releases match only an exact range. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  const trimmed = range.trim();
  if (trimmed === '' || trimmed === '*' || trimmed === 'x') return !parsed.pre;
  return trimmed.split('||').some((set) => {
    const comparators = set
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    if (comparators.length === 0) return !parsed.pre;
    if (parsed.pre) return comparators.length === 1 && /^=?\d+\.\d+\.\d+-/.test(comparators[0]!) && comparators[0]!.replace(/^=/, '') === version.trim();
    return comparators.every((comparator) => test(parsed.v, comparator) === true);
  });
}
