#!/usr/bin/env node
/**
 * Runs Debian's nginx in the foreground with `deploy/nginx.conf` as it is in the repository, for
 * the hosting and CSP tests: only `listen` (loopback, given port), `root` and, under a base path,
 * the not-found page are replaced. A second server can serve a base-path build the way the
 * README describes it (the export copied into a folder named like the base path).
 *
 *   node scripts/nginx-test.mjs --port 3203 --dir out [--base-port 3204 --base-dir out-base --base /docs/core/]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};

const recipe = readFileSync(resolve('deploy/nginx.conf'), 'utf8');
const serverBlock = recipe.slice(recipe.indexOf('server {'));
/** What the recipe puts in the http {} context before its server block (the maps of the Markdown negotiation). */
const httpContext = recipe.slice(0, recipe.indexOf('server {'));

/** The recipe's server block, listening on 127.0.0.1:port and serving `root`. */
function server({ port, root, base = '/' }) {
  let block = serverBlock
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root [^;]+;/, `root ${root};`);
  if (base !== '/') block = block.replace('error_page 404 /404.html;', `error_page 404 ${base}404.html;`);
  if (block === serverBlock) throw new Error('deploy/nginx.conf no longer has the expected listen/root lines');
  return block;
}

const port = Number(option('port') ?? 3203);
// One folder per port, emptied on start: Playwright may end this script with SIGKILL, which
// leaves no chance to clean up, so the next run does it.
const prefix = join(tmpdir(), `airy-nginx-${port}`);
rmSync(prefix, { recursive: true, force: true });
mkdirSync(prefix, { recursive: true });
const servers = [server({ port, root: resolve(option('dir') ?? 'out') })];
if (option('base-port')) {
  const base = `/${(option('base') ?? '/docs/core/').replace(/^\/+|\/+$/g, '')}/`;
  const root = join(prefix, 'www');
  const link = join(root, base.slice(1, -1));
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(resolve(option('base-dir') ?? 'out-base'), link);
  servers.push(server({ port: Number(option('base-port')), root, base }));
}

const temp = (name) => `${name}_temp_path ${join(prefix, name)};`;
writeFileSync(
  join(prefix, 'nginx.conf'),
  `daemon off;
master_process off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
${httpContext}
${servers.join('\n')}
}
`,
);

const nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], { stdio: 'inherit' });
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.on('exit', (code, signal) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
