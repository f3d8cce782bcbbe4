#!/usr/bin/env node
// Compares every app's and lib's message catalogs with its en.json (docs/architecture.md "i18n").
// Fails when a locale file is missing, lacks a key, has an extra key, or keeps the English text for a
// string longer than 3 characters, unless the key is allowed in `i18n-allow-same.json` beside en.json:
//   ["key", …]                      the key may equal English in every locale (brand names…)
//   { "de": ["key", …], "*": [...] } per locale, "*" for all locales
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'no', 'sv'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `<app>/src/i18n/en.json` for every top-level folder, `libs/<lib>/src/i18n/en.json`, `libs/<lib>/src/<part>/i18n/en.json` and `<app>/src/features/<feature>/i18n/en.json`. */
function findCatalogDirs() {
  const dirs = [];
  const candidates = (base) =>
    readdirSync(base)
      .filter((name) => !name.startsWith('.') && name !== 'node_modules')
      .map((name) => path.join(base, name))
      .filter((dir) => statSync(dir).isDirectory());
  for (const dir of [...candidates(root), ...(existsSync(path.join(root, 'libs')) ? candidates(path.join(root, 'libs')) : [])]) {
    const i18nDir = path.join(dir, 'src', 'i18n');
    if (existsSync(path.join(i18nDir, 'en.json'))) dirs.push(i18nDir);
    // A part of a library's strings that only some apps load (@rr/ui's `rider-records/i18n`).
    if (existsSync(path.join(dir, 'src'))) {
      for (const part of candidates(path.join(dir, 'src'))) if (existsSync(path.join(part, 'i18n', 'en.json'))) dirs.push(path.join(part, 'i18n'));
    }
    // A feature's own catalog (createFeatureIntl in @rr/ui), loaded with the feature's lazy chunk.
    const features = path.join(dir, 'src', 'features');
    if (existsSync(features)) {
      for (const feature of candidates(features)) if (existsSync(path.join(feature, 'i18n', 'en.json'))) dirs.push(path.join(feature, 'i18n'));
    }
  }
  return dirs.sort();
}

function readJson(file, problems) {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8'));
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not a JSON object');
    return value;
  } catch (error) {
    problems.push(`${path.relative(root, file)}: cannot be read (${error.message})`);
    return null;
  }
}

function allowList(dir, problems) {
  const file = path.join(dir, 'i18n-allow-same.json');
  if (!existsSync(file)) return () => false;
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${path.relative(root, file)}: cannot be read (${error.message})`);
    return () => false;
  }
  if (Array.isArray(data)) return (_locale, key) => data.includes(key);
  return (locale, key) => (data['*'] ?? []).includes(key) || (data[locale] ?? []).includes(key);
}

const problems = [];
const summary = [];
for (const dir of findCatalogDirs()) {
  const rel = path.relative(root, dir);
  const en = readJson(path.join(dir, 'en.json'), problems);
  if (!en) continue;
  const enKeys = Object.keys(en);
  const allowed = allowList(dir, problems);
  let dirProblems = 0;
  const report = (text) => {
    problems.push(text);
    dirProblems += 1;
  };
  for (const [key, value] of Object.entries(en)) {
    if (typeof value !== 'string') report(`${rel}/en.json: "${key}" is not a string`);
  }
  for (const locale of LOCALES.slice(1)) {
    const file = path.join(dir, `${locale}.json`);
    if (!existsSync(file)) {
      report(`${rel}/${locale}.json: missing file`);
      continue;
    }
    const catalog = readJson(file, problems);
    if (!catalog) {
      dirProblems += 1;
      continue;
    }
    for (const key of enKeys) {
      if (!(key in catalog)) report(`${rel}/${locale}.json: missing key "${key}"`);
      else if (typeof catalog[key] !== 'string' || catalog[key].trim() === '') report(`${rel}/${locale}.json: empty value for "${key}"`);
      else if (catalog[key] === en[key] && en[key].length > 3 && !allowed(locale, key)) {
        report(`${rel}/${locale}.json: "${key}" is the same as English ("${en[key]}"); translate it or list it in i18n-allow-same.json`);
      }
    }
    for (const key of Object.keys(catalog)) {
      if (!(key in en)) report(`${rel}/${locale}.json: extra key "${key}" (not in en.json)`);
    }
  }
  summary.push(`${dirProblems === 0 ? 'ok  ' : 'FAIL'} ${rel}: ${enKeys.length} keys × ${LOCALES.length} locales${dirProblems ? `, ${dirProblems} problem(s)` : ''}`);
}

if (summary.length === 0) problems.push('no catalogs found (expected */src/i18n/en.json)');
for (const line of problems) console.error(line);
if (problems.length) console.error('');
console.log(summary.join('\n'));
console.log(problems.length ? `\ni18n check failed: ${problems.length} problem(s).` : `\ni18n check passed: ${summary.length} catalog(s).`);
process.exit(problems.length ? 1 : 0);
