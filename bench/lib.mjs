/** Shared helpers for the benchmark scripts: a static server for an out dir, Chromium, sizes. */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

/** Reads `--name value` from argv. */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

/** Serves `dir` under `base` on `port` with the site's own static server; resolves when listening. */
export async function serve(dir, port, base = '/') {
  const child = spawn('node', ['scripts/serve.mjs', '--dir', dir, '--port', String(port), '--base', base], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { url: `http://localhost:${port}${base}`, stop: () => child.kill() };
}

export const launch = () => chromium.launch(CHROMIUM);

/** Waits until the page's scripts listen: they start after its first paint (lib/script-loader.ts). */
export const scriptsStarted = (page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });

/** Gzip size (level 6, a common server default). */
export const gzipSize = (buffer) => gzipSync(buffer, { level: 6 }).length;

/** Total bytes and file count under a folder. */
export function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      const inner = folderSize(path);
      bytes += inner.bytes;
      files += inner.files;
    } else {
      bytes += stat.size;
      files += 1;
    }
  }
  return { bytes, files };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Waits until the dev server at `origin` has no rebuild waiting or running, and keeps nothing of Next's (`/__docs/status`). */
export async function devServerSettled(origin, limitMs = 300_000) {
  for (const until = performance.now() + limitMs; performance.now() < until; ) {
    const status = await fetch(`${origin}/__docs/status`).then((answer) => answer.json(), () => null);
    if (status && !status.busy) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the dev server at ${origin} stayed busy for ${limitMs / 1000} s`);
}
