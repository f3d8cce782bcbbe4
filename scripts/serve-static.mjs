#!/usr/bin/env node
// Static server for one remote's build (`<app>/dist`), with no dependencies so it runs in a slim image.
//
//   node scripts/serve-static.mjs <dir> <port> [host]
//
// - CORS `Access-Control-Allow-Origin: *`: the shell on another origin fetches mf-manifest.json and the chunks.
// - mf-manifest.json, mf-stats.json, remoteEntry.js and HTML: `no-cache` (they name the current hashed chunks).
// - files with a content hash in their name (`name.1a2b3c4d.js`): cached for a year, immutable.
// - gzip when the client accepts it (compressed once per file and kept in memory).
// - /healthz: the process is up. /readyz: the build is there (mf-manifest.json or index.html readable).
// - GET and HEAD only; no directory listings; paths cannot escape <dir>.
// - `X-Content-Type-Options: nosniff` on every answer (files, 404s, health, preflights): a browser runs a file only as
//   the type it was sent with.
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';

const gzip = promisify(zlib.gzip);

const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Types worth compressing (already-compressed images, fonts and PDFs are not). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.cjs', '.json', '.map', '.css', '.html', '.txt', '.svg']);

/** Files that name the current build's chunks: always revalidated. */
const NO_CACHE = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

/** `main.1a2b3c4d.js`, `__federation_expose_routes.fb463a74.js`, `718.6d0f70b7.css`… */
const HASHED = /\.[0-9a-f]{6,}\.[a-z0-9]+$/i;

const MIN_GZIP_BYTES = 1024;

/** On every answer. */
const BASE_HEADERS = { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' };

/** Cache-Control for a file name. */
export function cacheControlFor(fileName) {
  if (NO_CACHE.has(fileName) || fileName.endsWith('.html')) return 'no-cache';
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/** Content-Type for a file name. */
export function contentTypeFor(fileName) {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

function acceptsGzip(header) {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';').map((s) => s.trim());
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Creates (does not start) the HTTP server for `root`.
 * @param {{ root: string, log?: (line: object) => void }} options
 */
export function createStaticServer({ root, log = () => {} }) {
  const base = path.resolve(root);
  /** path → { mtimeMs, body, gz, etag } */
  const cache = new Map();

  async function load(file) {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return undefined;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit;
    const body = await fs.readFile(file);
    const ext = path.extname(file).toLowerCase();
    const gz = COMPRESSIBLE.has(ext) && body.length >= MIN_GZIP_BYTES ? await gzip(body, { level: 9 }) : undefined;
    const entry = { mtimeMs: stat.mtimeMs, size: stat.size, body, gz, etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"` };
    cache.set(file, entry);
    return entry;
  }

  function send(res, status, type, body, extra = {}) {
    res.writeHead(status, { ...BASE_HEADERS, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), ...extra });
    res.end(body);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...BASE_HEADERS,
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '86400',
      });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed', { Allow: 'GET, HEAD, OPTIONS' });
    }
    if (url.pathname === '/healthz') return send(res, 200, 'application/json', JSON.stringify({ status: 'ok' }), { 'Cache-Control': 'no-store' });
    if (url.pathname === '/readyz') {
      const ready = await Promise.any(['mf-manifest.json', 'index.html'].map((f) => fs.access(path.join(base, f)))).then(() => true, () => false);
      return send(res, ready ? 200 : 503, 'application/json', JSON.stringify({ status: ready ? 'ready' : 'no build found' }), { 'Cache-Control': 'no-store' });
    }

    let relative;
    try {
      relative = decodeURIComponent(url.pathname);
    } catch {
      return send(res, 400, 'text/plain; charset=utf-8', 'Bad Request');
    }
    if (relative.includes('\0')) return send(res, 400, 'text/plain; charset=utf-8', 'Bad Request');
    if (relative.endsWith('/')) relative += 'index.html';
    const file = path.resolve(base, '.' + path.posix.normalize(relative));
    if (file !== base && !file.startsWith(base + path.sep)) return send(res, 404, 'text/plain; charset=utf-8', 'Not Found');

    const entry = await load(file).catch(() => undefined);
    if (!entry) return send(res, 404, 'text/plain; charset=utf-8', 'Not Found', { 'Cache-Control': 'no-cache' });

    const name = path.basename(file);
    const headers = {
      ...BASE_HEADERS,
      'Content-Type': contentTypeFor(name),
      'Cache-Control': cacheControlFor(name),
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    const useGzip = entry.gz && acceptsGzip(req.headers['accept-encoding']);
    const body = useGzip ? entry.gz : entry.body;
    if (useGzip) headers['Content-Encoding'] = 'gzip';
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return http.createServer((req, res) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      if (req.url === '/healthz' || req.url === '/readyz') return;
      log({ method: req.method, path: req.url, status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    });
    handle(req, res).catch((err) => {
      log({ level: 'error', message: String(err?.stack ?? err) });
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal Server Error');
      else res.destroy();
    });
  });
}

async function main() {
  const [dir, portArg, host = process.env.HOST ?? '0.0.0.0'] = process.argv.slice(2);
  const port = Number(portArg);
  if (!dir || !Number.isInteger(port) || port < 1 || port > 65535) {
    console.error('usage: node scripts/serve-static.mjs <dir> <port> [host]');
    process.exit(2);
  }
  const stat = await fs.stat(dir).catch(() => undefined);
  if (!stat?.isDirectory()) {
    console.error(`serve-static: ${dir} is not a directory (build the app first)`);
    process.exit(1);
  }
  const quiet = process.env.LOG_LEVEL === 'warn' || process.env.LOG_LEVEL === 'error' || process.env.LOG_LEVEL === 'silent';
  const log = (fields) => {
    if (quiet && fields.level !== 'error') return;
    process.stdout.write(JSON.stringify({ time: new Date().toISOString(), level: fields.level ?? 'info', name: 'serve-static', ...fields }) + '\n');
  };
  const server = createStaticServer({ root: dir, log });
  server.listen(port, host, () => log({ message: `serving ${path.resolve(dir)} on http://${host}:${port}` }));
  const stop = () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
