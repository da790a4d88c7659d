/**
 * `npm run dev` and `npm start` answer their arguments like their neighbours: `--help`, an unknown
 * argument refused with the known ones listed, `-p`/`--port` and `--host`; and `npm start` serves
 * a build under the base path the build recorded, without being told again. `scripts/run.mjs`
 * (which runs `npm run dev`, `build` and `check`) bundles again only what changed.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { writeServeSettings } from '../../scripts/serve-settings.mjs';
import { listeningNote } from '../../scripts/command-line.mjs';

const run = (script: string, args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', timeout: 30_000 });

for (const [name, script] of [['npm start', 'scripts/serve.mjs'], ['npm run dev', 'scripts/run.mjs']] as const) {
  const prefix = script === 'scripts/run.mjs' ? ['scripts/dev.ts'] : [];
  test(`${name} -- --help lists its arguments and exits`, () => {
    const result = run(script, [...prefix, '--help']);
    assert.equal(result.status, 0);
    for (const option of ['-p, --port <port>', '--host <host>', '-h, --help']) assert.ok(result.stdout.includes(option), result.stdout);
  });

  test(`${name} refuses an unknown argument and lists the known ones`, () => {
    const result = run(script, [...prefix, '--prot', '3001']);
    assert.equal(result.status, 2);
    assert.match(result.stderr, new RegExp(`^${name}: unknown argument --prot\\n`));
    assert.match(result.stderr, /-p, --port <port>/);
  });
}

/** Starts `npm start` with `args` and answers its first line and a way to stop it. */
async function serve(args: string[]): Promise<{ line: string; stop: () => void }> {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().split('\n')[0])));
  return { line, stop: () => child.kill() };
}

test('npm start serves a build under the base path it recorded, and says so', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-serve-'));
  writeFileSync(join(dir, 'index.html'), '<p>home');
  writeFileSync(join(dir, '404.html'), '<p>not found');
  writeServeSettings(dir, { basePath: '/docs/core/' });
  const { line, stop } = await serve(['--dir', dir]);
  try {
    const url = /http:\/\/\S+/.exec(line)![0];
    assert.match(url, /^http:\/\/localhost:\d+\/docs\/core\/$/);
    assert.match(line, /built for base path \/docs\/core\//);
    assert.equal((await fetch(url)).status, 200);
    assert.equal((await fetch(new URL('/', url))).status, 404, 'nothing is served outside the base path');
  } finally {
    stop();
  }
});

test('npm start -- --base / serves a base-path build at the root on purpose, on the --host given', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-serve-'));
  writeFileSync(join(dir, 'index.html'), '<p>home');
  writeServeSettings(dir, { basePath: '/docs/core/' });
  const { line, stop } = await serve(['--dir', dir, '--base', '/', '--host', '127.0.0.1']);
  try {
    assert.match(line, /^Serving .* at http:\/\/127\.0\.0\.1:\d+\/$/);
    assert.equal((await fetch(/http:\/\/\S+/.exec(line)![0])).status, 200);
  } finally {
    stop();
  }
});

test('a server listening beyond this machine says so', () => {
  assert.deepEqual(listeningNote('localhost', 3000), { url: 'http://localhost:3000/', note: null });
  assert.match(listeningNote('0.0.0.0', 3000).note ?? '', /every network interface/);
  assert.match(listeningNote('192.168.1.5', 3000, '/docs/').url, /^http:\/\/192\.168\.1\.5:3000\/docs\/$/);
  assert.match(listeningNote('192.168.1.5', 3000).note ?? '', /not on localhost/);
});

/** A project of two TypeScript files that `scripts/run.mjs` runs, with esbuild from this checkout. */
function tinyProject(): { dir: string; run: () => { out: string; kept: number | null } } {
  const dir = mkdtempSync(join(tmpdir(), 'docs-run-'));
  mkdirSync(join(dir, 'lib', 'site'), { recursive: true });
  mkdirSync(join(dir, 'scripts'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(join(process.cwd(), 'node_modules', 'esbuild'), join(dir, 'node_modules', 'esbuild'));
  writeFileSync(join(dir, 'lib', 'site', 'render-worker.ts'), 'export {};\n');
  writeFileSync(join(dir, 'lib', 'greeting.ts'), "export const greeting = 'first';\n");
  writeFileSync(join(dir, 'scripts', 'hello.ts'), "import { greeting } from '../lib/greeting';\nconsole.log(greeting);\n");
  const runner = join(process.cwd(), 'scripts', 'run.mjs');
  const keptRoot = join(dir, 'node_modules', '.cache', 'airy-docs-run', 'kept');
  return {
    dir,
    run() {
      const result = spawnSync(process.execPath, [runner, 'scripts/hello.ts'], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
      assert.equal(result.status, 0, result.stderr);
      const [kept] = existsSync(keptRoot) ? readdirSync(keptRoot) : [];
      return { out: result.stdout.trim(), kept: kept ? statSync(join(keptRoot, kept, 'inputs.json')).mtimeMs : null };
    },
  };
}

test('scripts/run.mjs reuses the bundle it kept while its files are unchanged, and bundles an edited file again', () => {
  const project = tinyProject();
  try {
    const first = project.run();
    assert.equal(first.out, 'first');
    const second = project.run();
    assert.deepEqual(second, first, 'the kept bundle is reused');
    writeFileSync(join(project.dir, 'lib', 'greeting.ts'), "export const greeting = 'edited';\n");
    const third = project.run();
    assert.equal(third.out, 'edited');
    assert.notEqual(third.kept, first.kept, 'the bundle is kept again');
  } finally {
    rmSync(project.dir, { recursive: true, force: true });
  }
});

test('scripts/run.mjs keeps no bundle when a file it read changed during the bundling', () => {
  const project = tinyProject();
  try {
    // A modification time after the bundling started, as a save while esbuild read the file gives.
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(project.dir, 'lib', 'greeting.ts'), later, later);
    assert.deepEqual(project.run(), { out: 'first', kept: null });
  } finally {
    rmSync(project.dir, { recursive: true, force: true });
  }
});
