#!/usr/bin/env node
// Gzip size of what a browser downloads first, from the production builds (build them first:
// `node scripts/build-frontends.mjs --all`), checked against bench/budgets.json ("size").
//
//   node bench/size.mjs [--json]
//
// - shell, initial: index.html, the JS/CSS it references, and the shared singletons (react,
//   react-dom, router, …) the federation runtime loads at boot (shell/dist/mf-manifest.json).
// - shell, all assets: every JS/CSS file in shell/dist (what the shell can ever load).
// - each remote: remoteEntry.js plus the sync JS/CSS of its exposed ./routes (from its mf-manifest.json).
//   Its shared chunks are not counted: the shell's copies are used.
// Exit 1 when a budget is exceeded or a build is missing.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..');
const REMOTES = ['mf-public', 'mf-rider', 'mf-dealer', 'mf-promoter', 'mf-admin'];
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')).size;

const gzipBytes = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Sizes of a list of files in a dist folder (duplicates counted once). */
function measure(dist, files) {
  const unique = [...new Set(files)];
  const missing = unique.filter((f) => !fs.existsSync(path.join(dist, f)));
  if (missing.length > 0) throw new Error(`missing from ${path.relative(ROOT, dist)}: ${missing.join(', ')}`);
  return {
    files: unique.length,
    raw: unique.reduce((sum, f) => sum + fs.statSync(path.join(dist, f)).size, 0),
    gzip: unique.reduce((sum, f) => sum + gzipBytes(path.join(dist, f)), 0),
  };
}

/** Local JS/CSS an HTML page references (script src, stylesheet and modulepreload links). */
function referencedAssets(html) {
  const refs = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)) refs.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    if (!/\brel=["']?(stylesheet|modulepreload|preload)/i.test(tag)) continue;
    const href = tag.match(/\bhref=["']([^"']+)["']/i)?.[1];
    if (href) refs.push(href);
  }
  return refs.filter((r) => !/^([a-z]+:)?\/\//i.test(r)).map((r) => r.replace(/^\//, '').split(/[?#]/)[0]);
}

function syncAssets(entry) {
  return [...(entry?.assets?.js?.sync ?? []), ...(entry?.assets?.css?.sync ?? [])];
}

function listAssets(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const rel = path.posix.join(prefix, d.name);
    if (d.isDirectory()) return listAssets(path.join(dir, d.name), rel);
    return /\.(m?js|css)$/.test(d.name) ? [rel] : [];
  });
}

function rows() {
  const out = [];
  const shellDist = path.join(ROOT, 'shell', 'dist');
  try {
    const html = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
    const manifestFile = path.join(shellDist, 'mf-manifest.json');
    const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : { shared: [] };
    const initial = ['index.html', ...referencedAssets(html), ...(manifest.shared ?? []).flatMap(syncAssets)];
    out.push({ name: 'shell (initial)', ...measure(shellDist, initial), budgetKb: budgets.shell.initialGzipKb });
    out.push({ name: 'shell (all assets)', ...measure(shellDist, listAssets(shellDist)), budgetKb: budgets.shell.allAssetsGzipKb });
  } catch (err) {
    out.push({ name: 'shell', error: err.code === 'ENOENT' ? 'no build (shell/dist/index.html)' : err.message });
  }
  for (const remote of REMOTES) {
    const dist = path.join(ROOT, remote, 'dist');
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
      const routes = (manifest.exposes ?? []).find((e) => e.path === './routes' || e.name === 'routes');
      if (!routes) throw new Error('mf-manifest.json exposes no ./routes');
      const entry = manifest.metaData?.remoteEntry;
      const entryFile = path.posix.join(entry?.path ?? '', entry?.name ?? 'remoteEntry.js');
      out.push({ name: remote, ...measure(dist, [entryFile, ...syncAssets(routes)]), budgetKb: budgets.remote.entryPlusRoutesGzipKb });
    } catch (err) {
      out.push({ name: remote, error: err.code === 'ENOENT' ? `no build (${remote}/dist/mf-manifest.json)` : err.message });
    }
  }
  return out;
}

const results = rows().map((r) => ({ ...r, ok: !r.error && kb(r.gzip) <= r.budgetKb }));

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results, null, 2));
} else {
  const header = ['bundle', 'files', 'raw KB', 'gzip KB', 'budget KB', 'result'];
  const lines = results.map((r) =>
    r.error ? [r.name, '-', '-', '-', '-', `FAIL: ${r.error}`] : [r.name, String(r.files), String(kb(r.raw)), String(kb(r.gzip)), String(r.budgetKb), r.ok ? 'ok' : 'FAIL: over budget'],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) => cells.map((c, i) => (i === cells.length - 1 ? c : i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(fmt(header));
  console.log(fmt(widths.map((w) => '-'.repeat(w))));
  for (const l of lines) console.log(fmt(l));
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
