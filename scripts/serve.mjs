#!/usr/bin/env node
/**
 * Serves `out/` the way common static hosts do: the exact file, then `NAME.html`, then
 * `NAME/index.html`, else `404.html` with status 404. HEAD is answered like GET without a body.
 * Under a base path, only URLs inside it are served: the one the build recorded in the folder
 * (`scripts/serve-settings.mjs`), unless `--base` says otherwise.
 *
 *   npm start -- [--dir out] [--port 3000] [--host localhost] [--base /docs/core/]
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { listeningNote, readServerArguments } from './command-line.mjs';
import { readServeSettings } from './serve-settings.mjs';

const args = readServerArguments({
  command: 'npm start',
  usage: 'npm start -- [options]',
  about: 'Serves the built site (npm run build) as a static host would, under the base path it was built for.',
  options: {
    dir: { value: '<dir>', help: 'the built site to serve (default: out)' },
    base: { value: '<path>', help: 'serve under this base path instead of the one the build recorded (/ for the root)' },
  },
});
const root = resolve(args.dir ?? 'out');
const recorded = readServeSettings(root);
const base = `/${(args.base ?? recorded?.basePath ?? process.env.BASE_PATH ?? '').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path maps to, following the host rules above, or null. */
function resolveFile(urlPath) {
  const candidate = normalize(join(root, urlPath));
  if (!candidate.startsWith(root)) return null;
  const options = [candidate, `${candidate.replace(/\/$/, '')}.html`, join(candidate, 'index.html')];
  return options.find(isFile) ?? null;
}

function send(request, response, status, file) {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const immutable = file.includes(`${join(root, '_next', 'static')}`);
  response.writeHead(status, {
    'Content-Type': type,
    'Content-Length': statSync(file).size,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}

const server = createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let path;
  try {
    path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    response.writeHead(400).end();
    return;
  }
  const inside = path.startsWith(base) || `${path}/` === base;
  const file = inside ? resolveFile(path.slice(base.length - 1) || '/') : null;
  if (file) send(request, response, 200, file);
  else if (isFile(join(root, '404.html'))) send(request, response, 404, join(root, '404.html'));
  else response.writeHead(404).end('Not found');
});

server.on('error', (error) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${args.port} is in use: stop what runs there, or serve on another port: npm start -- --port ${args.port + 1}` : error.message);
  process.exit(1);
});
server.listen(args.port, args.host, () => {
  const { url, note } = listeningNote(args.host, server.address().port, base);
  console.log(`Serving ${root} at ${url}${recorded && !args.base ? ` (built for base path ${recorded.basePath})` : ''}`);
  if (note) console.log(note);
});
