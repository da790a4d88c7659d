/**
 * Incremental builds are never stale: a build reuses cached renders and skips `next build` when
 * nothing it reads changed, yet an edited partial updates the pages that include it, a renamed
 * heading that another page links to fails the link check, a configuration change rebuilds every
 * page, and an incremental `out/` is byte for byte the cold one (fixed build id).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { readRecord } from '../../lib/site/build-record';
import { RENDER_CACHE_DIR, TEMPLATES_DIR } from '../../lib/site/stages';
import { buildEnv } from './build-env';

let content = '';
const BUILD_ID = 'incremental-test';
/** Turbopack's compile cache, which `next build` reads and writes. */
const COMPILE_CACHE = join('.next', 'cache', 'turbopack');

function build(extra: Record<string, string> = {}, ...args: string[]) {
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts', ...args], { encoding: 'utf8', env: buildEnv({ DOCS_CONTENT_DIR: content, BUILD_ID, ...extra }) });
  return { status: result.status, output: result.stdout + result.stderr };
}

const edit = (file: string, from: string, to: string) => writeFileSync(join(content, file), readFileSync(join(content, file), 'utf8').replace(from, to));
const page = (route: string) => readFileSync(join('out', route, 'index.html'), 'utf8');

/** Every file of an export and its bytes. */
function snapshot(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(files.map((entry) => {
    const path = join(entry.parentPath, entry.name);
    return [path.slice(dir.length + 1), readFileSync(path, 'latin1')];
  }));
}

before(() => {
  content = mkdtempSync(join(tmpdir(), 'incremental-site-'));
  cpSync('tests/fixtures/incremental-site', content, { recursive: true });
  const cold = build({}, '--clean');
  assert.equal(cold.status, 0, cold.output);
  assert.equal(existsSync(COMPILE_CACHE), false, 'a first build writes no compile cache that nothing would read');
});

after(() => rmSync(content, { recursive: true, force: true }));

test('one record says what the build produced from what, pointing into the caches rather than copying them', () => {
  const record = readRecord(process.cwd())!;
  const docs = readdirSync(content, { recursive: true }).filter((file) => String(file).endsWith('.mdx'));
  assert.equal(Object.keys(record.model.renders).length, docs.length, 'the render of every doc');
  assert.equal(Object.keys(record.export.pages).length, docs.length, 'a key of every doc page');
  for (const key of Object.values(record.model.renders)) assert.ok(existsSync(join(RENDER_CACHE_DIR, key.slice(0, 2), `${key}.json`)), `render ${key} is in the cache`);
  assert.ok(Object.keys(record.export.templates).length > 0);
  for (const hash of Object.values(record.export.templates)) assert.ok(existsSync(join(TEMPLATES_DIR, `${hash}.html`)), `template ${hash} is kept`);
  assert.match(record.next.inputs, /^[0-9a-f]{64}$/);
});

test('a build with nothing changed skips next build and finishes no page', () => {
  const again = build();
  assert.equal(again.status, 0, again.output);
  assert.match(again.output, /next build: skipped/);
  assert.match(again.output, /export: 0 pages finished/);
});

test('an edited partial updates the page that includes it, without next build', () => {
  edit('partials/note.mdx', 'version one', 'version two');
  const again = build();
  assert.equal(again.status, 0, again.output);
  assert.match(again.output, /next build: skipped/);
  assert.match(page(''), /Partial text, version two\./);
  assert.match(readFileSync(join('out', 'index.md'), 'utf8'), /version two/);
});

test('renaming a heading that another page links to fails the link check, though the linking page is cached', () => {
  edit('guide.mdx', '## The steps', '## The stages');
  const again = build();
  assert.notEqual(again.status, 0);
  assert.match(again.output, /index\.mdx:5:\d+: broken anchor \/guide#the-steps: \/guide has no heading or id "the-steps"/);
  edit('guide.mdx', '## The stages', '## The steps');
});

test('a change of configuration rebuilds every page', () => {
  const again = build({ SITE_URL: 'https://docs.example.org' });
  assert.equal(again.status, 0, again.output);
  assert.doesNotMatch(again.output, /next build: skipped/);
  assert.match(page('guide'), /<link rel="canonical" href="https:\/\/docs\.example\.org\/guide\/"/);
  assert.ok(existsSync(COMPILE_CACHE), 'a checkout that built before keeps the compile cache for its next build');
});

test('an incremental build writes the same out/ as a cold build, byte for byte', () => {
  assert.equal(build().status, 0);
  edit('guide.mdx', 'Do this, then that.', 'Do this, then that, then the rest.');
  const incremental = build();
  assert.match(incremental.output, /next build: skipped/);
  const kept = mkdtempSync(join(tmpdir(), 'incremental-out-'));
  try {
    cpSync('out', kept, { recursive: true });
    assert.equal(build({}, '--clean').status, 0);
    const [a, b] = [snapshot(kept), snapshot('out')];
    assert.deepEqual([...a.keys()].sort(), [...b.keys()].sort());
    for (const [file, bytes] of a) assert.ok(bytes === b.get(file), `${file} differs`);
  } finally {
    rmSync(kept, { recursive: true, force: true });
  }
});
